/** Offer (/aanbod): Dutch copy (D2). */
import { facts } from "../site";
import type { PageMeta, LinkPrompt, TitledText } from "./shared";

export type ServiceTitle = "Burn-out coaching" | "Life coaching" | "ADHD coaching";

export interface ServiceCard {
  title: ServiceTitle;
  path: string;
  text: string;
  points: string[];
}

export interface OfferPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  services: ServiceCard[];
  /** Label of the link on each service card. */
  moreLabel: "Lees meer";
  packagesCta: TitledText & { label: string };
  fitCheckLink: LinkPrompt;
}

export const offerPage: OfferPageContent = {
  metaTitle: "Aanbod: burn-out, ADHD en life coaching",
  metaDescription:
    "Coaching bij een burn-out, bij ADHD of als je vastzit in je leven. Praktisch, direct en in jouw tempo. Bekijk wat ik aanbied en plan een gratis kennismaking.",
  eyebrow: "Aanbod",
  title: "Waar kan ik je mee helpen?",
  intro:
    "Burn-out, ADHD en vastlopen in je leven hangen vaak met elkaar samen. Daarom kijk ik altijd naar het geheel. Kies wat het best bij je past, of bespreek het in de gratis kennismaking.",
  services: [
    {
      title: "Burn-out coaching",
      path: "/burnout-coaching",
      text: "Voor als je leeg bent, slecht slaapt en niet meer weet hoe je moet opladen. We werken aan herstel in jouw tempo en aan een manier van leven waarin je niet opnieuw opbrandt.",
      points: [
        "Rust en ritme terugvinden",
        "Grenzen leren aangeven, thuis en op je werk",
        "Steun bij de stap terug naar je werk",
        `Herstel duurt vaak ${facts.recoveryMonths} maanden`,
      ],
    },
    {
      title: "Life coaching",
      path: "/life-coaching",
      text: "Voor als het op papier goed gaat, maar het niet meer klopt. Je wilt iets veranderen, maar weet niet goed wat of hoe. We zoeken uit wat voor jou belangrijk is en zetten daar stappen naartoe.",
      points: [
        "Helder krijgen wat je wilt en wat je nodig hebt",
        "Keuzes maken over werk, relaties en tijd",
        "Van piekeren naar doen",
        "Richting vinden zonder je hele leven om te gooien",
      ],
    },
    {
      title: "ADHD coaching",
      path: "/adhd-coaching",
      text: "Voor als je ADHD hebt, of dat vermoedt, en je hoofd je vaker tegenwerkt dan helpt. We kijken hoe jouw brein werkt en bouwen routines en hulpmiddelen die daarbij passen.",
      points: [
        "Plannen en overzicht houden",
        "Omgaan met prikkels en emoties",
        "AI en andere hulpmiddelen slim inzetten",
        "Welkom met of zonder diagnose",
      ],
    },
  ],
  moreLabel: "Lees meer",
  packagesCta: {
    title: "Bekijk de pakketten",
    text: "Kies tussen een online pakket en face-to-face coaching met wandelcoaching. Je ziet precies wat erbij zit en wat het kost.",
    label: "Naar de coachingpakketten",
  },
  fitCheckLink: {
    text: "Weet je nog niet zeker of ik de juiste coach voor je ben?",
    label: "Ben ik jouw ideale coach?",
  },
};
