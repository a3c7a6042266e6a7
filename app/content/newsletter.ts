/**
 * The newsletter: the footer form (on every page, so this module is in the
 * shared chunk), its answers and the welcome mail. The texts of the two
 * newsletter pages live in newsletter-pages.ts, so other pages do not load them. Dutch for the visitor
 * (D1); the English keys are product.md §8's phrases, kept as machine codes.
 */

export const newsletterForm = {
  /** Accessible name of the form (a landmark for screen-reader users). */
  formLabel: "Aanmelden voor de nieuwsbrief",
  nameLabel: "Naam (optioneel)",
  emailLabel: "E-mailadres",
  submit: "Aanmelden",
  submitting: "Bezig met aanmelden...",
  errorTitle: "Aanmelding mislukt:",
  privacyNote: "Je gegevens gebruik ik alleen voor de nieuwsbrief. Afmelden kan altijd, met één klik.",
  privacyLink: "Privacyverklaring",
  /** In the footer of /nieuwsbrief itself, where the form already sits in the page. */
  formAbove: "Het aanmeldformulier staat bovenaan deze pagina.",
  formAboveLink: "Naar het formulier",
} as const;

/** product.md §8, newsletter: every result in Dutch, keyed by its English code. */
export const newsletterMessages = {
  "Successfully subscribed to newsletter": "Je bent aangemeld voor de nieuwsbrief. Welkom!",
  "Newsletter subscription reactivated successfully": "Je aanmelding voor de nieuwsbrief is weer actief. Welkom terug!",
  "Rate limit exceeded": "Te veel aanmeldpogingen. Wacht een paar minuten en probeer het dan opnieuw.",
  "Already subscribed": "Dit e-mailadres is al aangemeld voor de nieuwsbrief.",
  reactivateFailed: "Het weer activeren van je aanmelding is niet gelukt. Probeer het opnieuw.",
  subscribeFailed: "Aanmelden voor de nieuwsbrief is niet gelukt. Probeer het opnieuw.",
  "Unexpected error": "Er ging onverwacht iets mis. Probeer het opnieuw.",
} as const;

/** The welcome mail after a new or renewed signup (D14). */
export const welcomeMail = {
  subject: "Welkom bij de nieuwsbrief",
  subjectAgain: "Welkom terug bij de nieuwsbrief",
  heading: (name: string | null) => (name ? `Welkom, ${name}` : "Welkom"),
  headingAgain: (name: string | null) => (name ? `Welkom terug, ${name}` : "Welkom terug"),
  intro: "Fijn dat je je hebt aangemeld voor mijn nieuwsbrief.",
  introAgain: "Je aanmelding voor mijn nieuwsbrief is weer actief. Fijn dat je er weer bij bent.",
  paragraphs: [
    "Eens per maand stuur ik je een praktisch inzicht over energie, focus en herstel. Kort en eerlijk, zodat je het ook leest als je hoofd vol zit.",
    "Wil je niet wachten? Op de blog staan al een paar artikelen over burn-out en ADHD.",
  ],
  button: "Naar de blog",
  closing: [
    "Heb je je niet zelf aangemeld? Dan kun je je met de link onderaan deze e-mail direct weer afmelden.",
  ],
} as const;
