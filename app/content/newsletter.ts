/**
 * The newsletter: the footer form, the /nieuwsbrief page, the welcome mail
 * and the unsubscribe page (/nieuwsbrief/afmelden). Dutch for the visitor
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

/** /nieuwsbrief: the form's own page, where a signup without JavaScript lands. */
export const newsletterPage = {
  metaTitle: "Nieuwsbrief",
  metaDescription:
    "Meld je aan voor de nieuwsbrief: eens per maand een praktisch inzicht over energie, focus en herstel na burn-out of met ADHD.",
  eyebrow: "Nieuwsbrief",
  title: "Eens per maand iets bruikbaars in je inbox",
  intro:
    "Een kort, eerlijk inzicht over energie, focus en herstel. Geen spam, geen verkooppraatjes, en afmelden kan altijd.",
  formTitle: "Aanmelden",
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

/** /nieuwsbrief/afmelden (D15): confirm first, unsubscribe only on the button. */
export const unsubscribePage = {
  metaTitle: "Afmelden voor de nieuwsbrief",
  metaDescription: "Meld je af voor de nieuwsbrief.",
  title: "Afmelden voor de nieuwsbrief",
  confirm: (maskedEmail: string) => `Wil je de nieuwsbrief niet meer ontvangen op ${maskedEmail}?`,
  confirmNote: "Na het afmelden stuur ik je geen nieuwsbrief meer. Je kunt je later altijd opnieuw aanmelden.",
  button: "Ja, meld mij af",
  buttonBusy: "Bezig met afmelden...",
  doneTitle: "Je bent afgemeld",
  done: (maskedEmail: string) => `Je ontvangt de nieuwsbrief niet meer op ${maskedEmail}. Bedankt voor het lezen.`,
  alreadyTitle: "Je bent al afgemeld",
  already: (maskedEmail: string) => `${maskedEmail} ontvangt de nieuwsbrief al niet meer. Je hoeft niets meer te doen.`,
  unknownTitle: "Geen aanmelding gevonden",
  unknown: "Bij deze link hoort geen aanmelding (meer). Je ontvangt de nieuwsbrief dus niet.",
  invalidTitle: "Deze afmeldlink klopt niet",
  invalid:
    "De link is onvolledig of aangepast. Gebruik de afmeldlink onderaan de laatste nieuwsbrief, of stuur me een e-mail, dan meld ik je zelf af.",
  expiredTitle: "Deze afmeldlink is verlopen",
  expired: "Gebruik de afmeldlink onderaan een recentere nieuwsbrief, of stuur me een e-mail, dan meld ik je zelf af.",
  errorTitle: "Afmelden is niet gelukt",
  error: "Er ging aan onze kant iets mis. Je bent nog niet afgemeld. Probeer het over een moment opnieuw.",
  mailMe: "Mijn e-mailadres",
  home: "Naar de homepage",
} as const;
