import type { SiteIdentity } from "~/content/site";
import { prices, tagline } from "~/content/site";

/** JSON-LD for the practice and the coach (home page), from the business details of the moment (D32); empty fields left out. */
export function professionalServiceJsonLd({ site, publicUrl }: { site: SiteIdentity; publicUrl: string }) {
  const person = {
    "@type": "Person",
    "@id": `${publicUrl}/over-mij#coach`,
    name: site.coachName,
    jobTitle: "Burn-out, ADHD en life coach",
    url: `${publicUrl}/over-mij`,
    sameAs: [site.linkedinUrl, site.instagramUrl].filter(Boolean),
  };
  return [
    {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": `${publicUrl}/home#praktijk`,
      name: site.businessName,
      description: tagline,
      url: `${publicUrl}/home`,
      image: `${publicUrl}/images/hero-1600.jpg`,
      email: site.email,
      ...(site.phone ? { telephone: site.phone } : {}),
      priceRange: `€${prices.range.from}-€${prices.range.to}`,
      ...(site.street
        ? {
            address: {
              "@type": "PostalAddress",
              streetAddress: site.street,
              postalCode: site.postalCode,
              addressLocality: site.city,
              addressCountry: "NL",
            },
          }
        : {}),
      ...(site.kvk ? { identifier: { "@type": "PropertyValue", propertyID: "KvK", value: site.kvk } } : {}),
      ...(site.btw ? { vatID: site.btw } : {}),
      founder: person,
      areaServed: { "@type": "Country", name: "Nederland" },
    },
  ];
}

/** An offer with a fixed price in euros; the amounts in schema.org's machine format ("1100.00"). */
interface PricedOffer {
  name: string;
  price: string;
  /** A price per unit (UN/CEFACT code, "HUR" for an hour) instead of a fixed one. */
  unitCode?: string;
}

/** JSON-LD for /coaching-packages: the packages and the hourly rate as Offers of the practice (ADR 0061). */
export function packagesJsonLd({ publicUrl, offers }: { publicUrl: string; offers: PricedOffer[] }) {
  const url = `${publicUrl}/coaching-packages`;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: "Coaching",
    url,
    provider: { "@id": `${publicUrl}/home#praktijk` },
    areaServed: { "@type": "Country", name: "Nederland" },
    offers: offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      price: offer.price,
      priceCurrency: "EUR",
      url,
      ...(offer.unitCode
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: offer.price,
              priceCurrency: "EUR",
              unitCode: offer.unitCode,
            },
          }
        : {}),
    })),
  };
}

export function articleJsonLd(options: {
  site: SiteIdentity;
  publicUrl: string;
  path: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  keywords: string[];
}) {
  const { site, publicUrl } = options;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: options.headline,
    description: options.description,
    image: `${publicUrl}/images/hero-1600.jpg`,
    author: { "@type": "Person", name: site.coachName, url: `${publicUrl}/over-mij` },
    publisher: { "@type": "Organization", name: site.businessName, url: `${publicUrl}/home` },
    datePublished: options.datePublished,
    dateModified: options.dateModified,
    keywords: options.keywords.join(", "),
    mainEntityOfPage: `${publicUrl}${options.path}`,
    inLanguage: "nl-NL",
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
