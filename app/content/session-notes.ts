/** Texts of the notes per paid session (ADR 0143): the coach's editor on the card ('je'), the client page and the announcement mail. */
export const sessionNotesMax = 5_000;

export const sessionNotes = {
  card: {
    title: "Notities per sessie",
    intro:
      "Je privé-notitie ziet alleen jij. Wat je deelt, ziet de klant bij deze sessie op de klantpagina; de klant krijgt dan een mail met alleen een link, nooit de tekst.",
    summary: (when: string, type: string) => `${when}, ${type}`,
    marks: { private: "privé-notitie", shared: "gedeeld" },
    privateLabel: "Privé-notitie",
    privateHint: "Alleen voor jou. Wordt versleuteld bewaard.",
    sharedLabel: "Gedeeld met de klant: notitie of huiswerk",
    sharedHint:
      "Gewone tekst; witregels blijven staan. Een nieuwe of gewijzigde tekst kondigen we de klant aan met één mail.",
    notShown: "Deze sessie is geannuleerd en staat niet op de klantpagina. Delen kan hier niet; leegmaken wel.",
    noLink:
      "Deze klant heeft nog geen link naar de klantpagina: wat je deelt, ziet de klant pas als je bij Klantpagina een link maakt.",
    save: "Notities opslaan",
    /** Read after the button's text by a screen reader, so each button names its session. */
    saveContext: (when: string) => `: sessie van ${when}`,
  },
  notices: {
    "sessienotities-opgeslagen": "De notities zijn opgeslagen.",
    "sessienotities-aangekondigd":
      "De notities zijn opgeslagen. De klant krijgt een mail met een link naar de klantpagina, zonder de tekst.",
    "sessienotities-zonder-link":
      "De notities zijn opgeslagen. De klant heeft nog geen link naar de klantpagina en krijgt dus geen mail; maak eerst een link.",
  },
  errors: {
    tooLong: (max: number) =>
      `Houd deze notitie op hoogstens ${max.toLocaleString("nl-NL")} tekens. Je tekst staat er nog; kort hem in en sla opnieuw op.`,
    id: "Kies een sessie uit de lijst.",
    notFound: "Deze sessie bestaat niet (meer).",
    notShown: "Deze sessie is geannuleerd en staat niet op de klantpagina: er is niets gedeeld.",
  },
  client: {
    label: "Van je coach",
  },
  mail: {
    subject: "Er staat iets nieuws op je pagina",
    heading: "Iets nieuws op je pagina",
    paragraphs: [
      "Hallo,",
      "Ik heb bij een van je sessies iets voor je klaargezet: een notitie of huiswerk. Je leest het op je eigen pagina; daar vraag je een inlogcode aan.",
    ],
    button: "Naar jouw pagina",
    closing: "Vragen? Laat het me weten.",
  },
} as const;
