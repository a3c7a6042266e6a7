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

/**
 * product.md §8, newsletter, with double opt-in (ADR 0056): every signup that
 * passes the checks gets the same "Bijna klaar" answer, whether the address is
 * new, pending, unsubscribed or already active, so the form tells a stranger nothing.
 */
export const newsletterMessages = {
  "Confirmation sent": "Bijna klaar: bevestig je aanmelding via de e-mail die ik je net stuurde.",
  "Rate limit exceeded": "Te veel aanmeldpogingen. Wacht een paar minuten en probeer het dan opnieuw.",
  subscribeFailed: "Aanmelden voor de nieuwsbrief is niet gelukt. Probeer het opnieuw.",
  "Unexpected error": "Er ging onverwacht iets mis. Probeer het opnieuw.",
} as const;

/**
 * The consent line each form shows, kept word for word with the subscriber as
 * proof (Telecommunicatiewet 11.7). Change `version` whenever a text changes.
 */
export const newsletterConsent = {
  version: "2026-11-23",
  form: newsletterForm.privacyNote,
  /** The label of the optional, unticked checkbox on the e-book and self-test forms (never a condition). */
  checkbox: "Stuur me ook de nieuwsbrief: eens per maand een praktisch inzicht. Afmelden kan altijd, met één klik.",
} as const;

/** The mail with the confirmation link (double opt-in). */
export const confirmationMail = {
  subject: "Bevestig je aanmelding voor de nieuwsbrief",
  heading: (name: string | null) => (name ? `Bijna klaar, ${name}` : "Bijna klaar"),
  paragraphs: [
    "Iemand, hopelijk jij, heeft dit e-mailadres aangemeld voor mijn nieuwsbrief. Bevestig je aanmelding met de knop hieronder; pas daarna stuur ik je iets.",
  ],
  button: "Aanmelding bevestigen",
  closing: [
    "De link werkt 7 dagen. Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging krijg je niets van mij.",
  ],
} as const;

/** The short note to an address that is already subscribed and was signed up again. */
export const alreadySubscribedMail = {
  subject: "Je bent al aangemeld voor de nieuwsbrief",
  heading: "Je bent al aangemeld",
  paragraphs: [
    "Iemand, misschien jij, heeft dit e-mailadres opnieuw aangemeld voor mijn nieuwsbrief. Je was al aangemeld, dus er verandert niets.",
    "Wil je de nieuwsbrief niet meer ontvangen? Gebruik dan de afmeldlink onderaan deze e-mail.",
  ],
} as const;

/** The welcome mail after a new or renewed signup (D14): what to expect, and the invitation to the intro call. */
export const welcomeMail = {
  subject: "Welkom bij de nieuwsbrief",
  subjectAgain: "Welkom terug bij de nieuwsbrief",
  heading: (name: string | null) => (name ? `Welkom, ${name}` : "Welkom"),
  headingAgain: (name: string | null) => (name ? `Welkom terug, ${name}` : "Welkom terug"),
  intro: "Fijn dat je je hebt aangemeld voor mijn nieuwsbrief.",
  introAgain: "Je aanmelding voor mijn nieuwsbrief is weer actief. Fijn dat je er weer bij bent.",
  paragraphs: [
    "Eens per maand stuur ik je een praktisch inzicht over energie, focus en herstel. Kort en eerlijk, zodat je het ook leest als je hoofd vol zit.",
    "Zit je er nu al middenin? Dan hoef je niet op de eerste nieuwsbrief te wachten. In een gratis kennismaking van 30 minuten, online, kijken we samen waar je staat en wat een eerste stap kan zijn. Je zit nergens aan vast.",
  ],
  button: "Plan je gratis kennismakingsgesprek",
  closing: ["Heb je je niet zelf aangemeld? Dan kun je je met de link onderaan deze e-mail direct weer afmelden."],
} as const;
