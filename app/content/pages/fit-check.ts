/** Fit check (/ideale-coach, D5): Dutch copy (D2). */
import { facts } from "../site";
import type { PageMeta, TitledText } from "./shared";

export interface FitCheckCard {
  title: string;
  text: string;
  points: string[];
}

export interface FitCheckPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  cards: FitCheckCard[];
  aboutCard: TitledText;
  cta: string;
}

export const fitCheckPage: FitCheckPageContent = {
  metaTitle: "Ben ik jouw ideale coach?",
  metaDescription:
    "Herken je jezelf in deze punten? Lees of mijn manier van coachen bij je past, voordat je een gratis kennismaking plant.",
  eyebrow: "Past het?",
  title: "Ben ik jouw ideale coach?",
  intro:
    "Een goede klik is belangrijker dan een mooi verhaal. Lees de punten hieronder. Herken je jezelf in de meeste, dan is de kans groot dat we goed kunnen samenwerken.",
  cards: [
    {
      title: "Je herkent jezelf hierin",
      text: "Je bent altijd de sterke geweest. Maar de laatste tijd gaat het niet meer vanzelf.",
      points: [
        "Je ligt 's nachts wakker met een hoofd vol lijstjes",
        "Je bent kortaf tegen je partner of kinderen en baalt daar achteraf van",
        "Op zondagavond voel je de maandag al op je borst",
        "Je denkt: ik moet gewoon even doorbijten",
      ],
    },
    {
      title: "Je hebt ADHD- en/of burn-outklachten",
      text: "Met of zonder diagnose: je merkt dat je hoofd of je lijf niet meer meewerkt.",
      points: [
        "Vergeetachtig, snel afgeleid, veel blijft half af",
        "Moe, ook na een nacht slapen",
        "Snel overprikkeld door geluid, mensen of mail",
        "Het gevoel dat alles te veel is",
      ],
    },
    {
      title: "Je zoekt inzicht",
      text: "Je wilt niet alleen dat het beter gaat. Je wilt ook snappen hoe je hier bent beland.",
      points: [
        "Welke patronen je steeds herhaalt",
        "Wat je energie geeft en wat je leegtrekt",
        "Het verschil tussen wat je wilt en wat je nodig hebt",
        "Hoe jouw hoofd werkt",
      ],
    },
    {
      title: "Voor wie het is",
      text: "Ik werk vooral met mannen, vaak harde werkers en doorzetters. Vrouwen zijn net zo welkom.",
      points: [
        "Ondernemers, managers en professionals die te lang zijn doorgegaan",
        "Mannen die pas laat ontdekten dat ze (misschien) ADHD hebben",
        "Wie vastzit en een nieuwe richting zoekt",
        "Wie bereid is eerlijk naar zichzelf te kijken",
      ],
    },
    {
      title: "Je wilt een praktische aanpak",
      text: "Geen eindeloos gepraat over vroeger, maar concrete stappen die je deze week al kunt zetten.",
      points: [
        "Direct en eerlijk, zonder oordeel",
        "Kleine oefeningen die in je dag passen",
        "Praktische hulpmiddelen, zoals AI als dagelijkse coach",
        "Online via {videodienst} of face-to-face, al wandelend",
      ],
    },
  ],
  aboutCard: {
    title: "Wie ik ben",
    text: `Ik heb zelf een burn-out gehad en ontdekte op latere leeftijd dat ik ADHD heb. Met ${facts.yearsExperience} jaar ervaring als coach help ik mannen die vastlopen weer grip te krijgen, vanuit radicale acceptatie en met beide benen op de grond. Ik ben geen therapeut. Heb je andere zorg nodig, dan zeg ik dat eerlijk.`,
  },
  cta: "Ja, dit is wat ik zoek!",
};
