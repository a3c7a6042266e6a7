/** Texts of the access log screen (/admin/access-log, issue #5). */
export const adminAccessLog = {
  metaTitle: "Toegangslog",
  title: "Toegangslog",
  intro:
    "Wie in het portaal gegevens van leads heeft bekeken, geëxporteerd of verwijderd, en wanneer. Het nieuwste staat bovenaan. De log bewaart alleen welke tabel en welk rijnummer, nooit de gegevens zelf.",
  empty: "Er is nog niets vastgelegd.",
  caption: (page: number, pages: number) => `Toegangslog, pagina ${page} van ${pages}`,
  columns: { at: "Datum", admin: "Beheerder", action: "Actie", data: "Gegevens", row: "Rij", page: "Pagina" },
  actions: {
    "view-list": "Lijst bekeken",
    "view-detail": "Details bekeken",
    "mark-read": "Gemarkeerd als gelezen",
    export: "CSV geëxporteerd",
    delete: "Verwijderd",
    "2fa-enabled": "Tweestapsverificatie aangezet",
    "2fa-disabled": "Tweestapsverificatie uitgezet",
    "recovery-codes-renewed": "Nieuwe herstelcodes gemaakt",
    "password-changed": "Wachtwoord gewijzigd",
    "data-request-find": "AVG-verzoek: gegevens opgezocht",
    "data-request-export": "AVG-verzoek: gegevens gedownload",
    "data-request-erase": "AVG-verzoek: gegevens gewist",
  } as Record<string, string>,
  tables: {
    newsletter_subscribers: "Nieuwsbriefabonnees",
    ebook_requests: "E-bookaanvragen",
    client_test_responses: "Intakes",
    test_results: "Zelftests",
    appointments: "Afspraken",
  } as Record<string, string>,
  none: "-",
} as const;
