/** The admin's newsletter broadcasts (ADR 0055): compose, preview, send, archive. Dutch for the coach (D27). */

export const broadcastList = {
  metaTitle: "Nieuwsbrieven versturen",
  title: "Nieuwsbrieven",
  intro: "Schrijf een nieuwsbrief, bekijk hem zoals hij aankomt en verstuur hem nu of later.",
  newBroadcast: "Nieuwe nieuwsbrief",
  subscribersLink: "Naar de abonnees",
  empty: "Je hebt nog geen nieuwsbrief geschreven.",
  tableLabel: "Verstuurde en geplande nieuwsbrieven",
  columns: {
    subject: "Onderwerp",
    date: "Datum",
    audience: "Ontvangers",
    status: "Status",
    sent: "Verstuurd",
    failed: "Mislukt",
    unsubscribes: "Afmeldingen (7 dagen)",
  },
  audienceAll: "Alle abonnees",
  audienceTags: (tags: string[]) => `Met tag ${tags.join(", ")}`,
  status: { concept: "Concept", gepland: "Gepland", bezig: "Wordt verstuurd", verzonden: "Verzonden" },
} as const;

const subscribers = (count: number) => `${count.toLocaleString("nl-NL")} ${count === 1 ? "abonnee" : "abonnees"}`;

export const broadcastEditor = {
  metaTitle: "Nieuwsbrief schrijven",
  titleNew: "Nieuwe nieuwsbrief",
  title: "Nieuwsbrief",
  back: "Terug naar alle nieuwsbrieven",
  subject: "Onderwerp",
  preheader: "Voorvertoningstekst",
  preheaderHint: "De regel die mailprogramma's na het onderwerp tonen. Optioneel.",
  body: "Tekst",
  bodyHint:
    "Met de knoppen boven het tekstvak maak je tekst vet of schuin, of voeg je een tussenkop, een opsomming of een link toe. Een nieuwe regel blijft een nieuwe regel. Je groet met je naam, de afmeldlink en je KvK-gegevens komen er vanzelf onder; sluit je zelf af met een groet, dan laat de mail de zijne weg.",
  audience: "Ontvangers",
  audienceAll: "Alle actieve abonnees",
  audienceTagsHint: "Of kies tags: dan krijgen alleen abonnees met minstens één van deze tags de nieuwsbrief.",
  audienceSize: (count: number) => `Nu ${count.toLocaleString("nl-NL")} ontvanger${count === 1 ? "" : "s"}.`,
  showInArchive: "Toon in archief (openbare pagina op de site)",
  save: "Opslaan en voorbeeld tonen",
  preview: "Voorbeeld",
  previewNarrow: "Op een telefoon (375 pixels breed)",
  previewWide: "Op een groot scherm (600 pixels breed)",
  previewFrame: (label: string) => `De mail zoals abonnees hem krijgen: ${label.toLowerCase()}`,
  sender: (name: string) => `Afzender: ${name}`,
  testMail: "Stuur testmail naar mezelf",
  sendNow: "Nu versturen",
  /** The question before a broadcast goes out (ADR 0118), with the real number of recipients. */
  confirmSend: {
    title: (count: number) => `Versturen naar ${subscribers(count)}?`,
    text: "Een verstuurde nieuwsbrief kun je niet meer terughalen of aanpassen.",
    yes: (count: number) => `Ja, verstuur naar ${subscribers(count)}`,
    no: "Nog niet versturen",
  },
  sendAt: "Versturen op (Nederlandse tijd)",
  schedule: "Inplannen",
  busy: "Bezig...",
  progress: (sent: number, total: number) =>
    `${sent.toLocaleString("nl-NL")} van ${total.toLocaleString("nl-NL")} verstuurd`,
  failedCount: (count: number) => `${count.toLocaleString("nl-NL")} mislukt`,
  scheduledFor: (when: string) => `Gepland voor ${when}.`,
  failuresTitle: "Niet afgeleverd",
  failureReason: "Reden",
  failureAddress: "E-mailadres",
  archiveLink: "Bekijk op de site",
  sentNote:
    "Deze nieuwsbrief is (of wordt) verstuurd en kan niet meer worden aangepast. Alleen ‘Toon in archief’ kun je nog wijzigen.",
  saveArchive: "Opslaan",
  errorTitle: "Niet gelukt:",
  messages: {
    saved: "Opgeslagen.",
    testSent: "De testmail is verstuurd naar je eigen e-mailadres.",
    testFailed: "De testmail kon niet worden verstuurd. Kijk of de mailinstellingen kloppen en probeer het opnieuw.",
    scheduled: "De nieuwsbrief is ingepland.",
    sending: "De nieuwsbrief wordt verstuurd.",
    notEditable: "Deze nieuwsbrief is al verstuurd.",
    noRecipients: "Er zijn geen actieve abonnees met deze tags.",
  },
  errors: {
    subjectRequired: "Vul een onderwerp in.",
    subjectTooLong: "Het onderwerp mag hoogstens 150 tekens hebben.",
    preheaderTooLong: "De voorvertoningstekst mag hoogstens 200 tekens hebben.",
    bodyRequired: "Schrijf de tekst van de nieuwsbrief.",
    bodyTooLong: "De tekst mag hoogstens 50.000 tekens hebben.",
    tagUnknown: "Kies alleen tags uit de lijst.",
    sendAtRequired: "Kies een datum en tijd in de toekomst.",
  },
} as const;

/** The one-page view of an archived broadcast on the site. */
export const broadcastArchivePage = {
  eyebrow: "Nieuwsbrief",
  sentOn: (date: string) => `Verstuurd op ${date}`,
  signup: "Ook zo'n nieuwsbrief ontvangen?",
  signupLink: "Meld je aan",
} as const;

/** Words in a newsletter mail outside the coach's own text. */
export const broadcastMail = {
  testSubject: (subject: string) => `[Test] ${subject}`,
} as const;
