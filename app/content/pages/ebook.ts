/** E-book (/ebook-download): Dutch copy (D2). */
import type { LinkPrompt, PageMeta } from "./shared";

export interface EbookPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  /** The hero's button to the form further down. */
  formLink: string;
  contentsTitle: string;
  contents: string[];
  formTitle: string;
  formIntro: string;
  privacyNote: string;
  privacyLink: LinkPrompt;
}

export const ebookPage: EbookPageContent = {
  metaTitle: "Gratis e-book over burn-out en ADHD",
  metaDescription:
    "Vraag het gratis e-book aan met praktische handvatten bij burn-out en ADHD. Je ontvangt de downloadlink direct in je mailbox.",
  eyebrow: "Gratis e-book",
  title: "Meer rust in je hoofd, in kleine stappen",
  intro:
    "Een praktisch e-book voor mannen die te lang zijn doorgegaan. Geen theorie om de theorie, wel herkenbare situaties en dingen die je vandaag al kunt proberen. Vul je e-mailadres in en je ontvangt de downloadlink in je mailbox.",
  formLink: "Vraag het e-book aan",
  contentsTitle: "Wat staat erin?",
  contents: [
    "De eerste signalen van een burn-out, en waarom je ze zo makkelijk wegwuift",
    "Het verschil tussen moe en uitgeput",
    "Hoe ADHD en burn-out elkaar kunnen versterken",
    "Praktische tips voor je energie, je slaap en je planning",
    "AI als hulp bij plannen en ordenen",
    "Wanneer het tijd is om hulp te vragen, en bij wie",
  ],
  formTitle: "Direct in je mailbox",
  formIntro:
    "De downloadlink staat binnen een paar minuten in je mailbox en is 24 uur geldig. Je naam invullen mag, maar hoeft niet.",
  privacyNote:
    "Ik gebruik je naam en e-mailadres om je het e-book te sturen. Ik verkoop je gegevens niet en gebruik ze niet voor iets anders zonder jouw toestemming.",
  privacyLink: { text: "Meer hierover lees je in de", label: "privacyverklaring" },
};
