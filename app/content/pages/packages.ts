/**
 * Packages (/coaching-packages): Dutch copy (D2). The packages' names, prices
 * and "what is included" and the hourly rate live in the database, edited at
 * /admin/pakketten (ADR 0061); a fresh install's values are in migration 0020.
 */
import { facts } from "../site";

export const packageKeys = ["online", "face_to_face"] as const;
export type PackageKey = (typeof packageKeys)[number];

/** What the coach edits of one package. */
export interface PackageFacts {
  key: PackageKey;
  name: string;
  priceCents: number;
  /** What is included, one line each. */
  features: string[];
}

/** The fixed words around each package (not edited in the admin). */
export const packageCopy: Record<PackageKey, { description: string; highlighted: boolean }> = {
  online: {
    description:
      "Coaching via {videodienst}, vanuit huis of vanaf je werkplek. Handig als je weinig tijd hebt om te reizen of liever in je eigen omgeving praat.",
    highlighted: false,
  },
  face_to_face: {
    description:
      "Coaching in levende lijve, vaak al wandelend. Bewegen helpt om je hoofd leeg te maken, en naast elkaar lopen praat voor veel mannen makkelijker dan tegenover elkaar zitten.",
    highlighted: true,
  },
};

export interface PackagesPageContent {
  metaTitle: string;
  eyebrow: string;
  title: string;
  intro: string;
  priceNote: string;
  notes: { title: string; items: string[] };
  cta: string;
}

export const packagesPage: PackagesPageContent = {
  metaTitle: "Coachingpakketten en prijzen",
  eyebrow: "Coachingpakketten",
  title: "Kies de vorm die bij je past",
  intro:
    "Twee pakketten, dezelfde aanpak. Online is flexibel en past makkelijk in een volle week. Face-to-face geeft meer ruimte, vaak buiten en in beweging. Twijfel je? Dan bespreken we het in de gratis kennismaking.",
  priceNote: "voor het hele pakket",
  notes: {
    title: "Goed om te weten",
    items: [
      `Elk traject begint met een gratis kennismaking van ${facts.introMinutes} minuten via {videodienst}. Daarna beslis je pas.`,
      `Herstel kost tijd, vaak ${facts.recoveryMonths} maanden. Acht sessies zijn een stevige basis, geen garantie.`,
      "Liever in termijnen betalen? Vraag het gerust in de kennismaking, dan kijken we wat mogelijk is.",
      "Coaching valt niet onder de basisverzekering. Soms wil een werkgever bijdragen; vraag het gerust na.",
      "Coaching is geen therapie. In een crisis bel je 113 (0800-0113) of je huisarts.",
    ],
  },
  cta: "Plan je gratis kennismakingsgesprek",
};

/** The lines that carry the live prices (amounts already in Dutch notation, e.g. "€ 1.100"). */
export const packagePriceLines = {
  metaDescription: (packages: { name: string; price: string }[], hourly: string) =>
    `${packages.map((item) => `${item.name}: ${item.price}`).join(". ")}. Liever losse online sessies? ${hourly} per uur. Altijd eerst een gratis kennismaking.`,
  hourly: (hourly: string) => `Liever losse online sessies? Dat kan voor ${hourly} per uur per sessie.`,
  /** The hourly rate in the structured data. */
  hourlyOfferName: "Losse online coachingsessie (per uur)",
};
