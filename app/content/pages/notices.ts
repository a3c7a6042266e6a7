/** Thank you and blog notices: Dutch copy (D2). */
import type { PageMeta } from "./shared";
import type { MessagePageContent, NotFoundContent } from "./error-pages";

/** The thank-you page: one message and one way on, like the error pages. */
export const thankYouPage: MessagePageContent = {
  metaTitle: "Bedankt",
  title: "Bedankt!",
  text: "Je bericht is goed aangekomen. Ik lees het zelf, met aandacht, en neem persoonlijk contact met je op.",
  cta: "Terug naar home",
};

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
