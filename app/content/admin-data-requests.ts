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
    appointmentRequests: "Afspraken, nog niet bevestigd",
    person: "Persoonskaart (status)",
    personNotes: "Notities van de coach",
    queuedMails: "Mails in de wachtrij",
    sequenceEnrolments: "Opvolgreeksen",
    loginAttempts: "Mislukte inlogpogingen",
    outboxMails: "Mails in de outbox-map",
    invoices: "Facturen",
    paymentOffers: "Aanbiedingen en betalingen",
    sessionCredits: "Sessietegoed",
    clientLinks: "Link naar de klantpagina",
    sessionNotes: "Notities per sessie",
  },
  line: {
    subscriber: (active: boolean, date: string) => `${active ? "Actief" : "Afgemeld"}, aangemeld ${date}`,
    pendingSignup: (date: string) => `Aangemeld ${date}, wacht op bevestiging`,
    ebook: (date: string) => `Aangevraagd ${date}`,
    selfTest: (date: string, profile: string) => `${date}: ${profile}`,
    intake: (name: string, date: string) => `${name}, ingestuurd ${date}`,
    appointment: (start: string, status: string) => `${start} (${status})`,
    appointmentRequest: (start: string, requested: string) =>
      `${start}, aangevraagd ${requested}, wacht op bevestiging`,
    person: (status: string, since: string) => `Status ‘${status}’, in de lijst sinds ${since}`,
    personNote: (date: string) => `Notitie van ${date}`,
    queuedMail: (subject: string, date: string) => `${subject} (${date})`,
    sequenceEnrolment: (sequence: string, date: string) => `${sequence}, sinds ${date}`,
    loginAttempts: (n: number, last: string) => `${n === 1 ? "1 poging" : `${n} pogingen`}, laatste ${last}`,
    invoice: (number: string, date: string, amount: string) => `${number} van ${date}, ${amount}`,
    paymentOffer: (description: string, date: string, amount: string, status: string) =>
      `${description} (${amount}), aangeboden ${date}: ${status}`,
    sessionCredit: (type: string, granted: string, state: string) => `${type}, gekregen ${granted}: ${state}`,
    clientLink: (made: string, until: string, codePending: boolean) =>
      `Gemaakt ${made}, werkt tot ${until}${codePending ? "; er staat een inlogcode open" : ""}`,
    sessionNote: (type: string, start: string, shared: boolean) =>
      `${type} van ${start}${shared ? ": privé en gedeeld met de klant" : ": privé"}`,
  },
  /** A credit's state in the summary line (ADR 0123). */
  creditStates: { free: "nog te gebruiken", booked: "geboekt of gebruikt", spent: "gebruikt" },
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
    appointmentRequestEmail: "e-mailadres bij de onbevestigde afspraak",
    intakeEmail: "e-mailadres van de intake",
    personEmail: "e-mailadres van de persoonskaart",
    personNote: "notitie op de persoonskaart",
    queuedTo: "ontvanger van de mail",
    queuedSubscriber: "mail aan de nieuwsbriefabonnee",
    enrolmentSubscriber: "opvolgreeks van de nieuwsbriefabonnee",
    loginKey: "e-mailadres van de inlogpoging",
    outboxTo: "ontvanger van de mail (regel ‘Aan’)",
    invoiceEmail: "e-mailadres op de factuur",
    offerEmail: "e-mailadres van het aanbod",
    creditEmail: "e-mailadres van de klant met sessietegoed",
    clientLinkEmail: "e-mailadres van de klant met een link naar de klantpagina",
    sessionNoteEmail: "notities bij een sessie op dit e-mailadres",
  },
  /** Invoices, offers and payments are fiscal records (D33): an erasure keeps them and says so. */
  retainedLabel: "blijft bewaard",
  retainedNote: (n: number) =>
    `${n === 1 ? "Dit gegeven blijft" : `Deze ${n} gegevens blijven`} bewaard (facturen, aanbiedingen en betalingen): de wet verplicht je ze 7 jaar te bewaren, en die plicht gaat voor het recht op wissen (AVG artikel 17 lid 3 onder b). Na de bewaartermijn worden ze automatisch verwijderd.`,
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
  confirmButton: "Ja, aangevinkte gegevens definitief wissen",
  cancel: "Annuleren",
  erased: (email: string, n: number, kept: number, retained: { invoices: number; paymentOffers: number }) => {
    const count = n === 1 ? "1 gegeven" : `${n} gegevens`;
    const parts = [
      retained.invoices === 0 ? "" : retained.invoices === 1 ? "1 factuur" : `${retained.invoices} facturen`,
      retained.paymentOffers === 0
        ? ""
        : retained.paymentOffers === 1
          ? "1 aanbieding met de betalingen erbij"
          : `${retained.paymentOffers} aanbiedingen met de betalingen erbij`,
    ].filter(Boolean);
    const total = retained.invoices + retained.paymentOffers;
    const fiscal =
      total === 0
        ? ""
        : ` ${parts.join(" en ")} ${total === 1 ? "blijft" : "blijven"} bewaard vanwege de fiscale bewaarplicht (AVG artikel 17 lid 3 onder b).`;
    if (kept === 0 && total === 0) return `Alle gegevens van ${email} zijn gewist (${count}).`;
    if (kept === 0) return `${count} van ${email} gewist.${fiscal}`;
    return `${count} van ${email} gewist; ${kept === 1 ? "1 uitgevinkt gegeven is" : `${kept} uitgevinkte gegevens zijn`} bewaard.${fiscal}`;
  },
  exportFile: "gegevensverzoek",
} as const;
