/** Texts of the data-request screen (/admin/data-requests): one person's data, exported or erased. */
export const adminDataRequests = {
  metaTitle: "Gegevensverzoeken | Admin",
  title: "Gegevensverzoeken",
  intro:
    "Vraagt iemand welke gegevens je van hem hebt, of wil hij dat je ze wist? Zoek hier alles wat de site over één persoon bewaart, download het als JSON of wis het overal tegelijk.",
  emailLabel: "E-mailadres",
  nameLabel: "Naam (optioneel)",
  nameHint:
    "Het intakeformulier vraagt geen e-mailadres. Vul de naam in zoals hij in de intake staat om ook die te vinden.",
  search: "Zoeken",
  searchErrorTitle: "Zoeken lukt zo niet",
  nameTooLong: "De naam is te lang (maximaal 200 tekens).",
  resultsTitle: (email: string) => `Gevonden voor ${email}`,
  nameNote: (name: string) => `Intakes met de naam ‘${name}’ tellen mee.`,
  total: (n: number) => (n === 1 ? "1 gegeven in totaal." : `${n} gegevens in totaal.`),
  nothingFound: "Er is niets opgeslagen voor dit e-mailadres.",
  categories: {
    newsletterSubscribers: "Nieuwsbrief",
    ebookRequests: "E-book aanvragen",
    selfTestResults: "Zelftest-uitslagen",
    intakeResponses: "Intakevragenlijsten",
    queuedMails: "Mails in de wachtrij",
    loginAttempts: "Mislukte inlogpogingen",
    outboxMails: "Mails in de outbox-map",
  },
  line: {
    subscriber: (active: boolean, date: string) => `${active ? "Actief" : "Afgemeld"}, aangemeld ${date}`,
    ebook: (date: string) => `Aangevraagd ${date}`,
    selfTest: (date: string, profile: string) => `${date}: ${profile}`,
    intake: (name: string, date: string) => `${name}, ingestuurd ${date}`,
    queuedMail: (subject: string, date: string) => `${subject} (${date})`,
  },
  consentNote:
    "De toestemming voor gezondheidsgegevens staat bij elke zelftest-uitslag en intake en gaat mee in de download. Cookie-keuzes zijn niet aan een persoon te koppelen.",
  download: "Download als JSON",
  eraseStart: "Alles wissen…",
  confirmTitle: (email: string) => `Alles van ${email} wissen?`,
  confirmText: (n: number) =>
    `Je wist ${n === 1 ? "1 gegeven" : `${n} gegevens`} definitief uit de database en de outbox-map. Dit kan niet ongedaan worden gemaakt. Download eerst de JSON als de persoon om een kopie vroeg.`,
  confirmButton: "Ja, alles definitief wissen",
  cancel: "Annuleren",
  erased: (email: string, n: number) =>
    `Alle gegevens van ${email} zijn gewist (${n === 1 ? "1 gegeven" : `${n} gegevens`}).`,
  exportFile: "gegevensverzoek",
} as const;
