/** Texts of the data-request screen (/admin/data-requests): one person's data, exported or erased. */
export const adminDataRequests = {
  metaTitle: "Gegevensverzoeken | Beheer",
  title: "Gegevensverzoeken",
  intro:
    "Vraagt iemand welke gegevens je van hem hebt, of wil hij dat je ze wist? Zoek hier alles wat de site over één persoon bewaart, kies wat van hem is en download het als JSON of wis het overal tegelijk.",
  emailLabel: "E-mailadres",
  nameLabel: "Naam (optioneel)",
  nameHint:
    "Intakes van voor het formulier om een e-mailadres vroeg, vind je alleen op naam. Vul de naam in zoals hij in de intake staat om ook die te vinden.",
  search: "Zoeken",
  searchErrorTitle: "Zoeken lukt zo niet",
  nameTooLong: "De naam is te lang (maximaal 200 tekens).",
  resultsTitle: (email: string) => `Gevonden voor ${email}`,
  nameNote: (name: string) =>
    `Intakes met de naam ‘${name}’ staan in de lijst, maar niet aangevinkt: een naam alleen zegt niet dat het deze persoon is.`,
  total: (n: number) => (n === 1 ? "1 gegeven in totaal." : `${n} gegevens in totaal.`),
  nothingFound: "Er is niets opgeslagen voor dit e-mailadres.",
  categories: {
    newsletterSubscribers: "Nieuwsbrief",
    newsletterPending: "Nieuwsbrief, nog niet bevestigd",
    ebookRequests: "E-bookaanvragen",
    selfTestResults: "Zelftest-uitslagen",
    intakeResponses: "Intakevragenlijsten",
    appointments: "Afspraken",
    person: "Persoonskaart (status)",
    personNotes: "Notities van de coach",
    queuedMails: "Mails in de wachtrij",
    loginAttempts: "Mislukte inlogpogingen",
    outboxMails: "Mails in de outbox-map",
  },
  line: {
    subscriber: (active: boolean, date: string) => `${active ? "Actief" : "Afgemeld"}, aangemeld ${date}`,
    pendingSignup: (date: string) => `Aangemeld ${date}, wacht op bevestiging`,
    ebook: (date: string) => `Aangevraagd ${date}`,
    selfTest: (date: string, profile: string) => `${date}: ${profile}`,
    intake: (name: string, date: string) => `${name}, ingestuurd ${date}`,
    appointment: (start: string, status: string) => `${start} (${status})`,
    person: (status: string, since: string) => `Status ‘${status}’, in de lijst sinds ${since}`,
    personNote: (date: string) => `Notitie van ${date}`,
    queuedMail: (subject: string, date: string) => `${subject} (${date})`,
    loginAttempts: (n: number, last: string) => `${n === 1 ? "1 poging" : `${n} pogingen`}, laatste ${last}`,
  },
  /** Why a record was found (ADR 0030): shown beside each record so the coach can untick a wrong match. */
  reasons: {
    subscriberEmail: "e-mailadres van de nieuwsbriefabonnee",
    pendingEmail: "e-mailadres van de onbevestigde aanmelding",
    ebookEmail: "e-mailadres van de e-bookaanvraag",
    selfTestEmail: "e-mailadres bij de zelftest-uitslag",
    intakeName: "alleen op naam gevonden",
    intakeNameMentions: "genoemd in de naam van de intake",
    intakeAnswer: (label: string) => `genoemd in antwoord ‘${label}’`,
    appointmentEmail: "e-mailadres bij de afspraak",
    intakeEmail: "e-mailadres van de intake",
    personEmail: "e-mailadres van de persoonskaart",
    personNote: "notitie op de persoonskaart",
    queuedTo: "ontvanger van de mail",
    queuedSubscriber: "mail aan de nieuwsbriefabonnee",
    loginKey: "e-mailadres van de inlogpoging",
    outboxTo: "ontvanger van de mail (regel ‘Aan’)",
  },
  consentNote:
    "De toestemming voor de nieuwsbrief (wanneer aangemeld en bevestigd, via welk formulier, met welke tekst) staat bij de abonnee. De toestemming voor gezondheidsgegevens staat bij elke zelftest-uitslag en intake. Beide gaan mee in de download. Cookie-keuzes zijn niet aan een persoon te koppelen.",
  /** ADR 0086: the one choice the download and the erasure both take. */
  choiceLegend: "Wat hoort bij deze persoon",
  choiceHint:
    "Aangevinkt is wat op dit e-mailadres zelf staat. Wat alleen op naam of als vermelding in andermans tekst is gevonden, staat uit: vink het alleen aan als je zeker weet dat het van deze persoon is. De download en het wissen nemen alleen de aangevinkte gegevens mee.",
  uncertain: "Controleer: is dit deze persoon?",
  nothingIn: (labels: readonly string[]) => `Niets gevonden bij: ${labels.join(", ")}.`,
  download: "Download als JSON",
  eraseStart: "Aangevinkte wissen…",
  confirmTitle: (email: string) => `Gegevens van ${email} wissen?`,
  confirmText: (n: number) =>
    `Je wist ${n === 1 ? "het aangevinkte gegeven" : `de aangevinkte gegevens (${n} gevonden)`} definitief uit de database en de outbox-map. Dit kan niet ongedaan worden gemaakt. Vroeg de persoon om een kopie? Ga dan eerst met Annuleren terug en download de JSON.`,
  confirmChoice: "Wat wordt gewist",
  confirmChoiceHint:
    "Alleen wat aangevinkt is, wordt gewist. Vink een gegeven uit als het bij iemand anders hoort; dat blijft dan bewaard.",
  confirmButton: "Ja, aangevinkte gegevens definitief wissen",
  cancel: "Annuleren",
  erased: (email: string, n: number, kept: number) =>
    kept === 0
      ? `Alle gegevens van ${email} zijn gewist (${n === 1 ? "1 gegeven" : `${n} gegevens`}).`
      : `${n === 1 ? "1 gegeven" : `${n} gegevens`} van ${email} gewist; ${kept === 1 ? "1 uitgevinkt gegeven is" : `${kept} uitgevinkte gegevens zijn`} bewaard.`,
  exportFile: "gegevensverzoek",
} as const;
