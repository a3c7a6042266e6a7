/**
 * Texts of the admin intake screen (/admin/client-tests). product.md §2, §6 and §8
 * give the literal texts; the rest (paging, export, delete) is our own Dutch
 * for D22/D23.
 */
export const adminIntake = {
  metaTitle: "Client Test Responses",
  title: "Client Test Responses",
  intro: "Bekijk en beheer de ingevulde intake vragenlijsten van clients",
  refresh: "Vernieuw",
  exportCsv: "Exporteer CSV",
  listTitle: (count: number) => `Responses (${count})`,
  newBadge: "Nieuw",
  submittedOn: (date: string) => `Ingevuld op ${date}`,
  noAnswer: "Geen antwoord gegeven",
  nothingSelected: "Selecteer een response om de details te bekijken",
  empty: "Nog geen client responses ontvangen",
  loading: "Client test responses laden...",
  notFound: "Deze response bestaat niet (meer). Misschien is hij verwijderd.",
  pagination: {
    label: "Paginering responses",
    previous: "Vorige",
    next: "Volgende",
    page: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
  },
  /** Shown when the response was opened from a link on another site: it stays unread until the coach says so. */
  markRead: {
    note: "Je opende deze intake via een link van buiten het adminportaal, dus hij staat nog als nieuw.",
    button: "Markeer als gelezen",
  },
  remove: {
    button: "Verwijderen",
    dialogTitle: "Response verwijderen?",
    text: (name: string) =>
      `De intake van ${name} wordt definitief verwijderd, met alle antwoorden. Dit kun je niet ongedaan maken.`,
    confirm: "Ja, definitief verwijderen",
    cancel: "Annuleren",
    done: "De response is verwijderd.",
    failedTitle: "Verwijderen mislukt",
    missing: "Deze response bestond al niet meer.",
  },
  error: {
    title: "Er is een fout opgetreden",
    database: (message: string) => `Database fout: ${message}`,
    databaseGeneric: "De gegevens konden niet worden geladen.",
    noAdmin: "Je hebt geen admin rechten om deze data te bekijken",
    retry: "Opnieuw proberen",
    toLogin: "Naar login",
  },
} as const;
