/**
 * The e-book request flow: form labels, result messages, the mail with the
 * download link and the pages a download link can lead to (D1, D16).
 * Plain text only. The page copy of /ebook-download lives in pages/ebook.ts.
 */

/** The request form (product.md §4). */
export const ebookFormText = {
  nameLabel: "Naam (optioneel)",
  emailLabel: "E-mailadres",
  submit: "Stuur mij het e-book",
  submitting: "Versturen...",
  errorTitle: "Aanvraag mislukt:",
} as const;

/**
 * What the visitor reads after a submission, per product.md §8 code (the English
 * code stays machine-readable in the action's answer, D1). `{email}` is the
 * coach's contact address.
 */
export const ebookResultMessages = {
  success: "Gelukt! Kijk in je mailbox: daar staat de downloadlink voor het e-book klaar. De link is 24 uur geldig.",
  pending:
    "Bedankt, je aanvraag is binnen. Het e-book is op dit moment nog niet beschikbaar. Zodra het klaar is, stuur ik het je per e-mail.",
  "Rate limit exceeded":
    "Je hebt het e-book net al een paar keer aangevraagd. Wacht even en probeer het daarna opnieuw.",
  "Database error": "Je aanvraag kon niet worden verwerkt. Probeer het opnieuw.",
  "Email error":
    "Het versturen van het e-book is mislukt. Je aanvraag is wel bewaard. Probeer het opnieuw of mail me op {email}.",
  "Unexpected error": "Er ging onverwacht iets mis. Probeer het opnieuw.",
} as const;

/** The mail with the download link (D14, D16). `{name}` is the visitor's name when given. */
export const ebookMail = {
  subject: "Je gratis e-book: de downloadlink",
  heading: "Hier is je e-book",
  greetingWithName: "Hoi {name},",
  greeting: "Hoi,",
  paragraphs: [
    "Fijn dat je het e-book hebt aangevraagd. Met de knop hieronder download je het meteen.",
    "Lees het in je eigen tempo. Je hoeft het niet in één keer uit te lezen: één tip die je deze week probeert, is al winst.",
  ],
  button: "Download het e-book",
  closing: [
    "De link is 24 uur geldig. Verlopen? Vraag dan een nieuwe aan op {url}.",
    "Heb je vragen, of wil je eens sparren over waar je nu staat? Antwoord gerust op deze mail of plan een gratis kennismaking via {booking}.",
  ],
} as const;

/** The small pages a download link leads to when it cannot deliver the PDF. */
export const ebookLinkPages = {
  expired: {
    title: "Deze downloadlink is verlopen",
    text: "Een downloadlink voor het e-book is 24 uur geldig. Vraag een nieuwe aan, dan staat hij zo weer in je mailbox.",
    action: "Nieuwe link aanvragen",
  },
  invalid: {
    title: "Deze downloadlink werkt niet",
    text: "De link is niet compleet of klopt niet. Kopieer hem in zijn geheel uit de mail, of vraag een nieuwe aan.",
    action: "Nieuwe link aanvragen",
  },
  unavailable: {
    title: "Het e-book is even niet beschikbaar",
    text: "Je link is in orde, maar het e-book kan op dit moment niet worden geladen. Probeer het later nog eens. Lukt het dan nog niet, mail me op {email}.",
    action: "Naar de e-bookpagina",
  },
  home: "Naar de homepage",
} as const;

/** Fills `{key}` placeholders. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
