/**
 * The /nieuwsbrief and /nieuwsbrief/afmelden pages' own texts, apart from the
 * footer form's (content/newsletter.ts), which every page loads.
 */

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

/** /nieuwsbrief/bevestigen (ADR 0056): the link from the confirmation mail; only the button confirms. */
export const confirmPage = {
  metaTitle: "Aanmelding bevestigen",
  metaDescription: "Bevestig je aanmelding voor de nieuwsbrief.",
  title: "Aanmelding bevestigen",
  confirm: "Nog één klik: bevestig dat je de nieuwsbrief wilt ontvangen.",
  confirmNote: "Pas na je bevestiging stuur ik je de nieuwsbrief. Afmelden kan daarna altijd, met één klik.",
  button: "Bevestig mijn aanmelding",
  buttonBusy: "Bezig met bevestigen...",
  doneTitle: "Je aanmelding is bevestigd",
  done: "Welkom! Je krijgt zo een welkomstmail, en daarna eens per maand de nieuwsbrief.",
  doneAgain: "Welkom terug! Je aanmelding is weer actief; je krijgt zo een bevestiging per e-mail.",
  unknownTitle: "Deze link is al gebruikt",
  unknown:
    "Bij deze link hoort geen openstaande aanmelding meer. Misschien heb je al bevestigd; anders kun je je opnieuw aanmelden.",
  invalidTitle: "Deze bevestigingslink klopt niet",
  invalid: "De link is onvolledig of aangepast. Gebruik de knop in de e-mail, of meld je opnieuw aan.",
  expiredTitle: "Deze bevestigingslink is verlopen",
  expired: "Een bevestigingslink werkt 7 dagen. Meld je opnieuw aan, dan stuur ik je een nieuwe.",
  errorTitle: "Bevestigen is niet gelukt",
  error: "Er ging aan onze kant iets mis. Probeer het over een moment opnieuw.",
  signupAgain: "Opnieuw aanmelden",
  home: "Naar de homepage",
} as const;
