import type { SiteIdentity } from "~/content/site";
import { prices } from "~/content/site";

/** JSON-LD for the practice and the coach (home page). */
export function professionalServiceJsonLd({ site, publicUrl }: { site: SiteIdentity; publicUrl: string }) {
  const person = {
    "@type": "Person",
    "@id": `${publicUrl}/over-mij#coach`,
    name: site.coachName,
    jobTitle: "Burn-out, ADHD en life coach",
    url: `${publicUrl}/over-mij`,
    sameAs: [site.linkedinUrl, site.instagramUrl],
  };
  return [
    {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": `${publicUrl}/home#praktijk`,
      name: site.businessName,
      description: site.tagline,
      url: `${publicUrl}/home`,
      image: `${publicUrl}/images/hero-1600.jpg`,
      email: site.email,
      telephone: site.phone,
      priceRange: `€${prices.range.from}-€${prices.range.to}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.street,
        postalCode: site.postalCode,
        addressLocality: site.city,
        addressCountry: "NL",
      },
      founder: person,
      areaServed: { "@type": "Country", name: "Nederland" },
    },
  ];
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
