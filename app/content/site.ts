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

/** Prices of product.md §9; the packages page and copy read them from here. */
export const prices = {
  onlinePackage: { total: 630, sessions: 8, perHour: 85 },
  faceToFacePackage: { total: 1100, sessions: 8 },
  /** The range quoted in marketing copy. */
  range: { from: 75, to: 100 },
} as const;

/** Marketing facts quoted in copy (product.md §1). */
export const facts = {
  yearsExperience: "7+",
  ownCoaches: 5,
  recoveryMonths: "3 tot 6",
  introMinutes: 30,
} as const;
