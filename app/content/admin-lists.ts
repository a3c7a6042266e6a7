/**
 * Texts of the admin list screens (product.md §2, §8; D23). SPEC's Dutch texts
 * where it has them, in Dutch throughout (D27).
 */
export const adminListCommon = {
  notGiven: "Niet opgegeven",
  empty: "-",
  exportCsv: "Exporteer CSV",
  exportHint: "Alle rijen, niet alleen deze pagina.",
  actions: "Acties",
  delete: "Verwijderen",
  deleteFor: (who: string) => `Verwijderen: ${who}`,
  confirmTitle: "Weet je het zeker?",
  confirmText: (who: string) => `Je verwijdert ${who} definitief. Dit kan niet ongedaan worden gemaakt.`,
  confirmButton: "Ja, verwijderen",
  cancel: "Annuleren",
  deleted: "De rij is verwijderd.",
  notFound: "Deze rij bestond al niet meer.",
  deleteErrorTitle: "Verwijderen mislukt",
  pagerLabel: "Paginering",
  previous: "Vorige",
  next: "Volgende",
  previousLabel: "Vorige pagina",
  nextLabel: "Volgende pagina",
  pageOf: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
  total: (n: number) => `(${n} in totaal)`,
  scrollHint: "Scroll horizontaal om alle kolommen te zien.",
} as const;

export const adminNewsletter = {
  metaTitle: "Nieuwsbriefabonnees | Beheer",
  title: "Nieuwsbriefabonnees",
  description: "Overzicht van iedereen die zich voor de nieuwsbrief heeft aangemeld",
  tabsLabel: "Filter abonnees",
  tabAll: "Alle abonnees",
  tabActive: "Actieve abonnees",
  caption: (tab: string, page: number, pages: number) => `${tab}, pagina ${page} van ${pages}`,
  columns: {
    subscribed: "Aangemeld",
    status: "Status",
    name: "Naam",
    email: "E-mail",
    tags: "Tags",
    lastEmail: "Laatste e-mail",
    unsubscribed: "Afgemeld",
  },
  active: "Actief",
  inactive: "Inactief",
  /** Refused permanently by the mail server (5xx): broadcasts skip the address (ADR 0055). */
  bounced: "Onbestelbaar",
  noTags: "Geen tags",
  addTagLabel: (email: string) => `Nieuwe tag voor ${email}`,
  addTag: "Toevoegen",
  removeTag: (tag: string, email: string) => `Tag ${tag} verwijderen bij ${email}`,
  tagInvalid: "Een tag bestaat uit letters, cijfers en streepjes, hoogstens 40 tekens.",
  tagSaved: "De tags zijn bijgewerkt.",
  broadcastsLink: "Nieuwsbrief schrijven en versturen",
  emptyState: "Geen nieuwsbriefabonnees gevonden",
  loadError: (message: string) => `Fout bij het laden van nieuwsbriefabonnees: ${message}`,
  csvHeader: ["id", "email", "naam", "status", "tags", "aangemeld_op", "laatste_email_op", "afgemeld_op"],
  csvFile: "nieuwsbrief-abonnees",
} as const;

export const adminEbooks = {
  metaTitle: "E-bookaanvragen | Beheer",
  title: "E-bookaanvragen",
  description: "Overzicht van alle e-bookaanvragen",
  /** Leads to the e-book screen (/admin/e-book, D17). */
  manage: { text: "Het e-book zelf uploaden, bekijken of opnieuw versturen:", link: "naar E-book" },
  caption: (page: number, pages: number) => `E-bookaanvragen, pagina ${page} van ${pages}`,
  columns: { date: "Datum", name: "Naam", email: "E-mail" },
  emptyState: "Geen e-bookaanvragen gevonden",
  loadError: (message: string) => `Fout bij het laden van e-book downloads: ${message}`,
  csvHeader: ["id", "email", "naam", "aangevraagd_op", "verstuurd_op"],
  csvFile: "ebook-downloads",
} as const;
