/** Packages (/coaching-packages): Dutch copy (D2). */
import { prices, facts } from "../site";
import type { PageMeta } from "./shared";

/** Dutch price notation: a space after the sign and a dot between thousands (€ 1.100). */
const euro = (amount: number): string => `€ ${String(amount).replace(/\B(?=(\d{3})+$)/g, ".")}`;

export type PackageName = "Online coachingpakket" | "Face-to-face coaching";

export interface CoachingPackage {
  name: PackageName;
  priceLabel: string;
  priceNote: string;
  description: string;
  features: string[];
  highlighted: boolean;
}

export interface PackagesPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  packages: CoachingPackage[];
  notes: { title: string; items: string[] };
  cta: string;
}

const online = prices.onlinePackage;
const faceToFace = prices.faceToFacePackage;

export const packagesPage: PackagesPageContent = {
  metaTitle: "Coachingpakketten en prijzen",
  metaDescription: `Online coaching: ${euro(online.total)} voor ${online.sessions} sessies, of ${euro(online.perHour)} per uur. Face-to-face: ${euro(faceToFace.total)} voor ${faceToFace.sessions} sessies, inclusief AI-ondersteuning en wandelcoaching.`,
  eyebrow: "Coachingpakketten",
  title: "Kies de vorm die bij je past",
  intro:
    "Twee pakketten, dezelfde aanpak. Online is flexibel en past makkelijk in een volle week. Face-to-face geeft meer ruimte, vaak buiten en in beweging. Twijfel je? Dan bespreken we het in de gratis kennismaking.",
  packages: [
    {
      name: "Online coachingpakket",
      priceLabel: euro(online.total),
      priceNote: `voor ${online.sessions} online sessies, of ${euro(online.perHour)} per uur per sessie`,
      description:
        "Coaching via Zoom, vanuit huis of vanaf je werkplek. Handig als je weinig tijd hebt om te reizen of liever in je eigen omgeving praat.",
      features: [
        `${online.sessions} online sessies via Zoom`,
        `Liever per sessie? Dat kan voor ${euro(online.perHour)} per uur`,
        "Praktische opdrachten voor tussen de sessies",
        "Flexibel in te plannen rond je werk",
      ],
      highlighted: false,
    },
    {
      name: "Face-to-face coaching",
      priceLabel: euro(faceToFace.total),
      priceNote: `voor ${faceToFace.sessions} sessies`,
      description:
        "Coaching in levende lijve, vaak al wandelend. Bewegen helpt om je hoofd leeg te maken, en naast elkaar lopen praat voor veel mannen makkelijker dan tegenover elkaar zitten.",
      features: [
        `${faceToFace.sessions} sessies face-to-face`,
        "Wandelcoaching: sessies buiten, in beweging",
        "Inclusief AI-ondersteuning",
        "Praktische opdrachten voor tussen de sessies",
      ],
      highlighted: true,
    },
  ],
  notes: {
    title: "Goed om te weten",
    items: [
      `Elk traject begint met een gratis kennismaking van ${facts.introMinutes} minuten via Zoom. Daarna beslis je pas.`,
      `Herstel kost tijd, vaak ${facts.recoveryMonths} maanden. Acht sessies zijn een stevige basis, geen garantie.`,
      "Liever in termijnen betalen? Vraag het gerust in de kennismaking, dan kijken we wat mogelijk is.",
      "Coaching valt niet onder de basisverzekering. Soms wil een werkgever bijdragen; vraag het gerust na.",
      "Coaching is geen therapie. In een crisis bel je 113 (0800-0113) of je huisarts.",
    ],
  },
  cta: "Plan je gratis kennismakingsgesprek",
};
