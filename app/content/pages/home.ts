/** Home (/home): Dutch copy (D2). */
import { facts } from "../site";
import { approachHeading, bookingInvite, type BookingInvite } from "./sections";
import type { PageMeta, TitledText, SectionHeading } from "./shared";

export interface HomeQuote {
  text: string;
  attribution?: string;
}

export interface HomeHero {
  eyebrow: string;
  title: string;
  text: string;
  quote: HomeQuote;
  primaryCta: string;
  secondaryCta: string;
}

export interface HomeOpportunity {
  eyebrow: string;
  title: string;
  paragraphs: string[];
}

export interface HomeAbout {
  eyebrow: string;
  title: string;
  paragraphs: string[];
  badges: string[];
  cta: string;
}

export interface HomeOffers extends TitledText {
  selfTestCta: string;
  ebookCta: string;
}

export interface HomePageContent extends PageMeta {
  hero: HomeHero;
  scrollHint: string;
  opportunity: HomeOpportunity;
  about: HomeAbout;
  approach: SectionHeading;
  offers: HomeOffers;
  testimonials: SectionHeading;
  contact: BookingInvite;
}

export const homePage: HomePageContent = {
  metaTitle: "Burn-out, ADHD en life coaching voor mannen",
  metaDescription:
    "Leeg, vastgelopen of altijd aan? Ik help mannen herstellen van een burn-out en beter omgaan met ADHD. Plan een gratis kennismaking van 30 minuten via {videodienst}.",
  hero: {
    eyebrow: "Burn-out, ADHD en life coaching voor mannen",
    title: "Ik help mannen herstellen van een burn-out, zodat ze weer zelf aan het stuur staan.",
    text: "Je bent gewend om door te gaan. Altijd. Maar je slaapt slecht, je lontje is kort en op zondagavond voel je de maandag al op je borst. Je hoeft dit niet alleen uit te zoeken. Samen kijken we wat er speelt en wat je nodig hebt om weer op adem te komen.",
    quote: {
      text: "Wat je wilt, is gewoon doorgaan. Wat je nodig hebt, is eindelijk even stilstaan.",
    },
    primaryCta: "Boek je gratis kennismaking",
    secondaryCta: "Doe de gratis zelftest",
  },
  scrollHint: "Scroll omlaag",
  opportunity: {
    eyebrow: "Burn-out als kans",
    title: "Een burn-out is geen eindpunt. Het is een kantelpunt.",
    paragraphs: [
      "Een burn-out voelt als falen. Jij, die altijd alles regelde, komt ineens de bank niet meer af. Je vergeet afspraken, valt uit tegen je kinderen en herkent jezelf niet meer.",
      "Toch is een burn-out vaak ook een signaal dat je al lang niet meer leeft op een manier die bij je past. Je lijf trekt aan de noodrem die jij zelf niet durfde te gebruiken.",
      `Als je die stilstand gebruikt om eerlijk te kijken, kan het een nieuw begin worden. Herstel kost tijd, vaak ${facts.recoveryMonths} maanden. Maar je hoeft niet terug naar hoe het was. Je kunt verder op een manier die wel werkt.`,
    ],
  },
  about: {
    eyebrow: "Over mij",
    title: "Ik weet hoe het is om leeg te lopen",
    paragraphs: [
      "Ik heb zelf een burn-out gehad en ontdekte pas op latere leeftijd dat ik ADHD heb. Ik weet hoe het is om jarenlang op wilskracht te draaien, tot het ineens niet meer gaat.",
      `Met ${facts.yearsExperience} jaar ervaring als coach begeleid ik mannen die op datzelfde punt staan. Ik werk direct en praktisch, vanuit radicale acceptatie: eerst eerlijk zien waar je staat, dan pas veranderen.`,
    ],
    badges: ["Radicale acceptatie", "7+ jaar ervaring"],
    cta: "Lees meer over mij",
  },
  approach: approachHeading,
  offers: {
    title: "Eerst zelf op onderzoek uit?",
    text: "Doe de gratis zelftest van ongeveer 5 minuten en zie direct waar je staat. Of vraag het gratis e-book aan, met praktische tips voor als je hoofd vol zit en je energie op is.",
    selfTestCta: "Doe de gratis zelftest",
    ebookCta: "Vraag het gratis e-book aan",
  },
  testimonials: {
    eyebrow: "Echte verhalen",
    title: "Wat cliënten zeggen",
    intro: "Ook zij dachten lang dat ze gewoon even moesten doorbijten. Dit is wat coaching voor hen heeft betekend.",
  },
  contact: bookingInvite,
};
