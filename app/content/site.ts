/**
 * The coach's identity, contact details, prices and links (D3).
 * These are SAMPLE defaults: replace them here, or override each one with the
 * environment variable named in `.env.example` (read at build and at start).
 */
export interface SiteIdentity {
  coachName: string;
  coachFirstName: string;
  businessName: string;
  tagline: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  kvk: string;
  btw: string;
  schedulingUrl: string;
  linkedinUrl: string;
  instagramUrl: string;
}

export const defaultSite: SiteIdentity = {
  coachName: "Koen de Wit",
  coachFirstName: "Koen",
  businessName: "Koen de Wit Coaching",
  tagline: "Burn-out, ADHD en life coaching voor mannen",
  email: "hallo@koendewitcoaching.nl",
  phone: "+31 6 12 34 56 78",
  street: "Oudegracht 100",
  postalCode: "3511 AX",
  city: "Utrecht",
  kvk: "12345678",
  btw: "NL001234567B01",
  schedulingUrl: "https://calendly.com/koendewitcoaching/kennismaking",
  linkedinUrl: "https://www.linkedin.com/in/koendewitcoaching",
  instagramUrl: "https://www.instagram.com/koendewitcoaching",
};

/**
 * The usual price of a coaching session in the market, quoted in copy and the
 * practice's structured data. The coach's own packages and hourly rate live in
 * the database (/admin/pakketten, ADR 0061; defaults in pages/packages.ts).
 */
export const prices = {
  range: { from: 75, to: 100 },
} as const;

/** Marketing facts quoted in copy (product.md §1). */
export const facts = {
  yearsExperience: "7+",
  ownCoaches: 5,
  recoveryMonths: "3 tot 6",
  introMinutes: 30,
} as const;
