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
  /** The form's title and intro while an e-book is uploaded, and while none is yet. */
  formTitle: string;
  formIntro: string;
  formTitlePending: string;
  formIntroPending: string;
  /** The generated cover's accessible name; the title follows. */
  coverLabel: string;
  privacyNote: string;
  privacyLink: LinkPrompt;
}

export const ebookPage: EbookPageContent = {
  metaTitle: "Gratis e-book over burn-out en ADHD",
  metaDescription:
    "Vraag het gratis e-book aan met praktische handvatten bij burn-out en ADHD. Je ontvangt het per mail.",
  eyebrow: "Gratis e-book",
  title: "Meer rust in je hoofd, in kleine stappen",
  intro:
    "Een praktisch e-book voor mannen die te lang zijn doorgegaan. Geen theorie om de theorie, wel herkenbare situaties en dingen die je vandaag al kunt proberen. Vul je e-mailadres in, dan stuur ik het je per mail.",
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
    "Na je aanvraag stuur ik je meteen een mail met de downloadlink. De link is 24 uur geldig. Je naam invullen mag, maar hoeft niet.",
  formTitlePending: "Ontvang het zodra het klaar is",
  formIntroPending:
    "Ik leg de laatste hand aan het e-book. Laat je e-mailadres achter, dan stuur ik het je zodra het klaar is. Je naam invullen mag, maar hoeft niet.",
  coverLabel: "Omslag van het e-book:",
  privacyNote:
    "Ik gebruik je naam en e-mailadres om je het e-book te sturen. Ik verkoop je gegevens niet en gebruik ze niet voor iets anders zonder jouw toestemming.",
  privacyLink: { text: "Meer hierover lees je in de", label: "privacyverklaring" },
};
