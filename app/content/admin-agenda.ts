/**
 * Texts of the coach's Agenda section (/admin/agenda, ADR 0049): availability,
 * video link, calendar feeds, and the list of appointments.
 */
export const weekdayNames = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"] as const;

export const adminAgenda = {
  metaTitle: "Agenda",
  title: "Agenda",
  intro:
    "Hier stel je in wanneer bezoekers een gratis kennismaking kunnen boeken. Wat je opslaat, geldt meteen voor de vrije tijden op de website.",
  sectionsLabel: "Onderdelen van de agenda",
  settingsTab: "Instellingen",
  appointmentsTab: "Afspraken",
  failedTitle: "Niet opgeslagen:",
  unknownIntent: "Deze actie bestaat niet op deze pagina.",
  saved: "Opgeslagen. De vrije tijden op de website zijn bijgewerkt.",

  windows: {
    title: "Beschikbaarheid per week",
    intro: "Per dag een of meer tijdvakken waarin bezoekers een gesprek kunnen boeken.",
    none: "Geen tijdvakken: op deze dag kan niemand boeken.",
    remove: (weekday: string, from: string, to: string) => `Verwijder ${weekday} ${from} tot ${to}`,
    removeLabel: "Verwijderen",
    addTitle: "Tijdvak toevoegen",
    weekday: "Dag",
    start: "Van",
    end: "Tot",
    add: "Tijdvak toevoegen",
    added: "Tijdvak toegevoegd.",
    removed: "Tijdvak verwijderd.",
    notFound: "Dit tijdvak bestaat niet meer.",
  },
  rules: {
    title: "Regels voor afspraken",
    slotMinutes: "Lengte van een gesprek (minuten)",
    bufferMinutes: "Pauze tussen gesprekken (minuten)",
    noticeHours: "Minimaal van tevoren boeken (uren)",
    horizonWeeks: "Hoe ver vooruit boeken (weken)",
    maxPerDay: "Hoogstens zoveel gesprekken per dag",
    maxPerDayHint: "Leeg laten: geen maximum.",
    save: "Regels opslaan",
  },
  blocked: {
    title: "Vrije dagen",
    intro: "Dagen of periodes waarop niemand kan boeken, zoals vakanties.",
    none: "Er zijn geen vrije dagen ingesteld.",
    caption: "Vrije dagen",
    columns: { from: "Van", to: "Tot en met", note: "Notitie", actions: "Acties" },
    remove: (period: string) => `Verwijder vrije dagen ${period}`,
    removeLabel: "Verwijderen",
    addTitle: "Vrije dagen toevoegen",
    startDate: "Eerste dag",
    endDate: "Laatste dag",
    endDateHint: "Leeg laten voor één dag.",
    note: "Notitie (optioneel)",
    add: "Vrije dagen toevoegen",
    added: "Vrije dagen toegevoegd.",
    removed: "Vrije dagen verwijderd.",
    notFound: "Deze vrije dagen bestaan niet meer.",
  },
  contact: {
    title: "Videogesprek en meldingen",
    /** Before the link to /admin/bedrijfsgegevens#videobellen, where the service and its link are set (D32). */
    video: "De dienst en de vaste link van het videogesprek staan bij je",
    videoLink: "bedrijfsgegevens",
    noticeEmail: "E-mailadres voor meldingen van afspraken",
    noticeEmailHint: "Leeg laten: het contactadres van de website.",
    save: "Opslaan",
  },
  feed: {
    title: "Je afspraken in je eigen agenda",
    intro:
      "Abonneer je in Google Agenda, Apple Agenda of Outlook op deze geheime link. Dan zie je elke geboekte afspraak daar. Deel de link met niemand.",
    urlLabel: "Geheime agendalink",
    rotate: "Nieuwe link maken",
    rotateHint: "De oude link werkt daarna niet meer. Abonneer je opnieuw met de nieuwe link.",
    rotated: "Er is een nieuwe link gemaakt. De oude link werkt niet meer.",
  },
  busy: {
    title: "Bezette tijden uit je eigen agenda",
    intro:
      "Geef de geheime iCal-link van je eigen agenda op (in Google Agenda: 'Geheim adres in iCal-indeling'). Afspraken daarin worden dan niet als vrije tijd getoond. De link wordt elke vijf minuten opgehaald.",
    url: "iCal-link van je agenda",
    urlHint: "Begint met https://.",
    save: "Link opslaan",
    clear: "Link verwijderen",
    fetchNow: "Nu ophalen",
    savedUrl: "De link is opgeslagen en opgehaald.",
    savedUrlFailed: "De link is opgeslagen, maar ophalen lukte niet. Zie hieronder waarom.",
    cleared: "De link is verwijderd. Alleen je beschikbaarheid telt nu.",
    fetched: "De agenda is opgehaald.",
    fetchFailed: "Ophalen lukte niet. Zie hieronder waarom.",
    noUrl: "Er is nog geen link ingesteld.",
    lastFetch: "Laatst goed opgehaald",
    never: "nog nooit",
    lastError: "Laatste fout",
    noError: "Geen",
    age: (minutes: number) =>
      minutes < 1
        ? "zojuist"
        : minutes < 60
          ? `${minutes} ${minutes === 1 ? "minuut" : "minuten"} geleden`
          : minutes < 48 * 60
            ? `${Math.floor(minutes / 60)} uur geleden`
            : `${Math.floor(minutes / (24 * 60))} dagen geleden`,
  },
  errors: {
    weekday: "Kies een dag.",
    time: "Vul een tijd in als uu:mm, bijvoorbeeld 09:00.",
    endAfterStart: "De eindtijd moet na de begintijd liggen.",
    overlap: "Dit tijdvak overlapt met een ander tijdvak op die dag.",
    slotMinutes: "Kies een lengte tussen 10 en 240 minuten.",
    bufferMinutes: "Kies een pauze tussen 0 en 120 minuten.",
    noticeHours: "Kies tussen 0 en 336 uur (twee weken).",
    horizonWeeks: "Kies tussen 1 en 52 weken.",
    maxPerDay: "Vul een aantal tussen 1 en 20 in, of laat het leeg.",
    date: "Vul een datum in als jjjj-mm-dd.",
    endDateOrder: "De laatste dag mag niet voor de eerste dag liggen.",
    rangeTooLong: "Een periode mag hoogstens een jaar duren.",
    note: "De notitie mag hoogstens 200 tekens hebben en geen < of >.",
    feedUrl: "Vul een link in die begint met https:// (geen adres in een intern netwerk).",
    noticeEmail: "Vul een geldig e-mailadres in, of laat het leeg.",
    id: "Dit onderdeel bestaat niet meer.",
  },
} as const;

export const adminAppointments = {
  metaTitle: "Afspraken",
  title: "Afspraken",
  description: "Alle geboekte kennismakingsgesprekken.",
  tabsLabel: "Welke afspraken",
  tabUpcoming: "Komend",
  tabPast: "Eerder",
  tabCancelled: "Geannuleerd of verzet",
  empty: "Er zijn hier geen afspraken.",
  caption: (tab: string, page: number, pages: number) => `Afspraken (${tab}), pagina ${page} van ${pages}`,
  at: (time: string) => `om ${time}`,
  noQuestion: "Geen vraag meegegeven",
  statuses: { gepland: "gepland", geannuleerd: "geannuleerd", verzet: "verzet", geweest: "geweest" },
  noShowStatus: "niet gekomen",
  noShow: "Niet gekomen",
  noShowLabel: (who: string, when: string) => `Markeer de afspraak met ${who} op ${when} als niet gekomen`,
  noShowDone: "Gemarkeerd als niet gekomen. Loopt er een reeks voor een gemiste kennismaking, dan start die nu.",
  notMarkable:
    "Deze afspraak kan niet als niet gekomen gemarkeerd worden: hij is nog niet begonnen, al gemarkeerd of geannuleerd.",
  person: (name: string) => `Alles van ${name}`,
  cancel: "Annuleren",
  cancelLabel: (who: string, when: string) => `Annuleer de afspraak met ${who} op ${when}`,
  confirmTitle: "Afspraak annuleren?",
  confirmText: (who: string, when: string) =>
    `De afspraak met ${who} op ${when} wordt geannuleerd. De tijd komt meteen weer vrij en ${who} krijgt een e-mail.`,
  message: "Bericht aan de bezoeker (optioneel)",
  messageHint: "Komt in de e-mail over de annulering.",
  messageError: "Het bericht mag hoogstens 1000 tekens hebben.",
  confirmButton: "Ja, annuleer de afspraak",
  keep: "Nee, niet annuleren",
  cancelled: "De afspraak is geannuleerd en de bezoeker krijgt een e-mail.",
  cancelErrorTitle: "Niet geannuleerd:",
  noShowErrorTitle: "Niet gemarkeerd:",
  notCancellable: "Deze afspraak kan niet meer geannuleerd worden: hij is al voorbij, geannuleerd of verzet.",
  csvFile: "afspraken",
  csvHeader: ["id", "datum", "tijd", "naam", "e-mailadres", "telefoon", "vraag", "status", "geboekt op"],
} as const;

export interface CoachCancelMailInput {
  firstName: string;
  day: string;
  time: string;
  message: string | null;
  bookingUrl: string;
}

/** The visitor's mail when the coach cancels (sent through the one mail template). */
export const coachCancelMail = {
  subject: (input: CoachCancelMailInput) => `Je kennismaking op ${input.day} om ${input.time} gaat niet door`,
  heading: "Je afspraak is geannuleerd",
  paragraphs: (input: CoachCancelMailInput) => [
    `Hoi ${input.firstName},`,
    `Helaas gaat onze kennismaking op ${input.day} om ${input.time} niet door. Ik heb de afspraak geannuleerd.`,
    ...(input.message ? [{ heading: "Mijn bericht" }, input.message] : []),
    "Wil je een nieuw moment kiezen? Dat kan via de knop hieronder.",
  ],
  buttonLabel: "Kies een nieuw moment",
};
