/**
 * Texts of the admin intake screen (/admin/client-tests). product.md §2, §6 and §8
 * give the texts, their English words made Dutch (D27); the rest (paging,
 * export, delete) is our own Dutch for D22/D23.
 */
export const adminIntake = {
  metaTitle: "Intakes",
  title: "Intakes",
  intro: "Bekijk en beheer de ingevulde intakevragenlijsten van je cliënten",
  refresh: "Vernieuw",
  exportCsv: "Exporteer CSV",
  listTitle: (count: number) => `Intakes (${count})`,
  newBadge: "Nieuw",
  submittedOn: (date: string) => `Ingevuld op ${date}`,
  noAnswer: "Geen antwoord gegeven",
  /** D28: the contact details the intake asks since then. */
  contact: {
    email: "E-mailadres",
    phone: "Telefoonnummer",
    noPhone: "Niet opgegeven",
    none: "Geen e-mailadres: deze intake is van voor het formulier erom vroeg. Koppel hem op de kaart van de persoon.",
    card: "Naar de persoonskaart",
  },
  nothingSelected: "Selecteer een intake om de details te bekijken",
  empty: "Nog geen intakes ontvangen",
  loading: "Intakes laden...",
  notFound: "Deze intake bestaat niet (meer). Misschien is hij verwijderd.",
  pagination: {
    label: "Paginering intakes",
    previous: "Vorige",
    next: "Volgende",
    page: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
  },
  /** Shown when the response was opened from a link on another site: it stays unread until the coach says so. */
  markRead: {
    note: "Je opende deze intake via een link van buiten het beheer, dus hij staat nog als nieuw.",
    button: "Markeer als gelezen",
  },
  remove: {
    button: "Verwijderen",
    dialogTitle: "Intake verwijderen?",
    text: (name: string) =>
      `De intake van ${name} wordt definitief verwijderd, met alle antwoorden. Dit kun je niet ongedaan maken.`,
    confirm: "Ja, definitief verwijderen",
    cancel: "Annuleren",
    done: "De intake is verwijderd.",
    failedTitle: "Verwijderen mislukt",
    missing: "Deze intake bestond al niet meer.",
  },
  error: {
    title: "Er is een fout opgetreden",
    database: (message: string) => `Databasefout: ${message}`,
    databaseGeneric: "De gegevens konden niet worden geladen.",
    noAdmin: "Je hebt geen admin rechten om deze data te bekijken",
    retry: "Opnieuw proberen",
    toLogin: "Naar inloggen",
  },
} as const;
