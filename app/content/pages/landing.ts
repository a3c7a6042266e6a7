/** Campaign landing page (/landing, D4): Dutch copy (D2). */
import { facts } from "../site";
import type { PageMeta, TitledText } from "./shared";

export interface LandingPageContent extends PageMeta {
  hero: { eyebrow: string; title: string; text: string; cta: string };
  servicesTitle: string;
  servicesIntro: string;
  selfTest: TitledText & { cta: string };
  ebook: TitledText & { cta: string };
  testimonialsTitle: string;
  closing: TitledText & { cta: string };
}

export const landingPage: LandingPageContent = {
  metaTitle: "Coaching voor mannen die te lang zijn doorgegaan",
  metaDescription:
    "Burn-out, ADHD of het gevoel dat je vastzit? Praktische coaching voor mannen die te lang zijn doorgegaan. Doe de gratis zelftest of plan een gratis kennismaking.",
  hero: {
    eyebrow: "Coaching voor mannen die op hun reserves lopen",
    title: "Altijd maar doorgaan. Tot het niet meer gaat.",
    text: "Je slaapt slecht, je lontje is kort en je vergeet steeds meer. Misschien is het een burn-out, misschien ADHD, misschien allebei. Ik help je uitzoeken wat er speelt en wat je nodig hebt om weer op adem te komen.",
    cta: "Boek je gratis kennismaking",
  },
  servicesTitle: "Waar ik je mee help",
  servicesIntro: "Drie vormen van coaching die vaak in elkaar overlopen. We beginnen waar jij het meest vastloopt.",
  selfTest: {
    title: "Waar sta jij?",
    text: "Beantwoord 12 korte vragen en zie direct welk profiel bij je past. Ongeveer 5 minuten, gratis. Geen diagnose, wel een eerlijke eerste indruk.",
    cta: "Start de test",
  },
  ebook: {
    title: "Gratis e-book",
    text: "Praktische tips voor als je hoofd vol zit en je energie op is. Direct toepasbaar, zonder vakjargon. Je ontvangt het in je mailbox.",
    cta: "Vraag het e-book aan",
  },
  testimonialsTitle: "Wat anderen zeggen",
  closing: {
    title: "Je hoeft het niet alleen uit te zoeken",
    text: `Plan een gratis kennismaking van ${facts.introMinutes} minuten via {videodienst}. We bespreken waar je staat en of ik je kan helpen. Vrijblijvend en zonder verkooppraatje.`,
    cta: "Boek je gratis kennismaking",
  },
};
