/** Thank you and blog notices: Dutch copy (D2). */
import { intakeNextSteps } from "../intake";
import type { PageMeta } from "./shared";
import type { NotFoundContent } from "./error-pages";

/**
 * The thank-you page after the intake, in the intake's "u" (D2): received,
 * what happens next, and the booking for who does not want to wait.
 */
export const thankYouPage = {
  metaTitle: "Bedankt",
  title: "Bedankt!",
  text: "Uw antwoorden zijn goed aangekomen. U krijgt zo een korte bevestiging per e-mail; uw antwoorden zelf staan daar niet in.",
  nextTitle: "Wat er nu gebeurt",
  next: intakeNextSteps,
  home: "Terug naar home",
  bookingTitle: "Wilt u niet wachten?",
  bookingText: "Plan nu al uw gratis kennismaking van 30 minuten. U kiest zelf een moment dat u uitkomt.",
  bookingCta: "Plan uw gratis kennismakingsgesprek",
} as const;

export const blogNotFound: NotFoundContent = {
  title: "Blog niet gevonden",
  text: "Het artikel dat je zoekt is niet beschikbaar.",
  cta: "Naar alle artikelen",
};

export interface BlogIndexPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
}

export const blogIndexPage: BlogIndexPageContent = {
  metaTitle: "Blog over burn-out en ADHD",
  metaDescription:
    "Artikelen over burn-out, ADHD en herstel, voor mannen die te lang zijn doorgegaan. Herkenbaar, eerlijk en praktisch.",
  eyebrow: "Blog",
  title: "Over burn-out, ADHD en weer op adem komen",
  intro:
    "Eerlijke artikelen over wat er in je hoofd en je lijf gebeurt als je te lang doorgaat. Met herkenbare voorbeelden en tips die je direct kunt gebruiken.",
};
