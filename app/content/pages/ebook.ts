/** E-book (/ebook-download): Dutch copy (D2). */
import type { PageMeta } from "./shared";

export interface EbookPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  contents: string[];
  privacyNote: string;
}

export const ebookPage: EbookPageContent = {
  metaTitle: "Gratis e-book over burn-out en ADHD",
  metaDescription:
    "Vraag het gratis e-book aan met praktische handvatten bij burn-out en ADHD. Je ontvangt de downloadlink direct in je mailbox.",
  eyebrow: "Gratis e-book",
  title: "Meer rust in je hoofd, in kleine stappen",
  intro:
    "Een praktisch e-book voor mannen die te lang zijn doorgegaan. Geen theorie om de theorie, wel herkenbare situaties en dingen die je vandaag al kunt proberen. Vul je e-mailadres in en je ontvangt de downloadlink in je mailbox.",
  contents: [
    "De eerste signalen van een burn-out, en waarom je ze zo makkelijk wegwuift",
    "Het verschil tussen moe en uitgeput",
    "Hoe ADHD en burn-out elkaar kunnen versterken",
    "Praktische tips voor je energie, je slaap en je planning",
    "AI als hulp bij plannen en ordenen",
    "Wanneer het tijd is om hulp te vragen, en bij wie",
  ],
  privacyNote:
    "Ik gebruik je naam en e-mailadres om je het e-book te sturen. Ik verkoop je gegevens niet en gebruik ze niet voor iets anders zonder jouw toestemming. Meer hierover lees je in de privacyverklaring.",
};
