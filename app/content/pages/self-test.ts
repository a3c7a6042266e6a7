/** Self-test intro (/test-landing): Dutch copy (D2). */
import type { PageMeta } from "./shared";

export interface SelfTestLandingPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  facts: string[];
  points: string[];
  disclaimer: string;
  cta: string;
}

export const selfTestLandingPage: SelfTestLandingPageContent = {
  metaTitle: "Gratis zelftest: burn-out en ADHD",
  metaDescription:
    "Doe de gratis zelftest van ongeveer 5 minuten: 12 vragen over aandacht, energie, plannen en impulsen. Je krijgt direct een eerste indruk van waar je staat.",
  eyebrow: "Gratis zelftest",
  title: "Hoe staat het er met jou voor?",
  intro:
    "Twaalf korte vragen over je aandacht, je energie, hoe je dingen gedaan krijgt en hoe je reageert. Eerlijk invullen kost ongeveer 5 minuten en geeft je een eerste beeld van waar je nu staat.",
  facts: ["Ongeveer 5 minuten", "Gratis", "Direct resultaat"],
  points: [
    "Je hoofdprofiel en een tweede profiel dat bij je past",
    "Een totaalscore die laat zien hoeveel je op dit moment draagt",
    "Waar je het meest vastloopt: aandacht, energie, plannen of impulsen",
    "Een uitgebreide analyse in je mailbox, met handvatten voor de komende tijd",
  ],
  disclaimer:
    "Deze test is geen diagnose en vervangt geen arts of psycholoog. Hij geeft je een eerste indruk, meer niet. Maak je je ernstig zorgen of denk je aan zelfdoding? Bel dan 113 (0800-0113) of je huisarts.",
  cta: "Start de test",
};
