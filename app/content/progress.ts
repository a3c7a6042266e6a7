/** Texts of the self-test's progress (ADR 0146): the coach's card panel ('je'), the client page, the mailed retake link. */
export const progressTexts = {
  /** The chart and the table beside it (card and client page alike). */
  table: {
    caption: "Uitkomsten van de zelftest, van oud naar nieuw",
    date: "Datum",
    outcome: "Score en profielen",
    scoreOf: (score: number, max: number) => `${score} van ${max}`,
    beforeIntro: "vóór de kennismaking",
    scale: (max: number) => `Score van 0 tot ${max}: hoe lager, hoe minder signalen.`,
  },
  card: {
    title: "Voortgang",
    none: "Nog geen uitkomsten van de zelftest.",
    ask: "Zelftest opnieuw vragen",
    askHint:
      "De klant krijgt een mail met een persoonlijke link. Die werkt 14 dagen en één keer; de uitkomst komt hier en op de klantpagina. De mail zelf bevat geen uitkomsten.",
    noPackage: "Opnieuw vragen kan zodra de klant een pakket heeft.",
    /** `{date}` and `{until}` are filled in. */
    open: "Gevraagd op {date}. De link werkt tot {until}.",
    queued: "De mail met de link gaat zo de deur uit.",
    alreadyOpen: "Er staat al een verzoek open. Er is geen nieuwe mail verstuurd.",
  },
  client: {
    title: "Je voortgang",
    intro: "Je uitkomsten van de zelftest door de tijd. Hoe lager de score, hoe minder signalen.",
    none: "Nog geen uitkomsten.",
  },
  mail: {
    subject: "Wil je de zelftest nog een keer doen?",
    heading: "Hoe gaat het nu met je?",
    paragraphs: [
      "Ik ben benieuwd hoe het nu met je gaat. Wil je de zelftest van 12 vragen nog een keer invullen? Dat kost een paar minuten.",
      "Je uitkomst zie je daarna op jouw pagina, naast de vorige keren. Zo zien we samen wat er veranderd is.",
      "De link is alleen voor jou, werkt één keer en is 14 dagen geldig.",
    ],
    button: "Zelftest invullen",
  },
  /** /test/opnieuw/<token>: the questions of /test, then this last step instead of the e-mail step. */
  retake: {
    metaTitle: "Zelftest opnieuw",
    eyebrow: "Bijna klaar",
    title: "Laatste stap",
    intro:
      "Je antwoorden worden bewaard bij je eigen gegevens. Je uitkomst zie je op jouw pagina, naast de vorige keren.",
    consentBefore:
      "Ik geef toestemming om mijn antwoorden te bewaren voor mijn traject. Ik begrijp dat mijn antwoorden iets over mijn gezondheid zeggen. Lees meer in de",
    submit: "Antwoorden opslaan",
    submitting: "Opslaan...",
    gone: {
      title: "Deze link werkt niet meer",
      text: "De link is al gebruikt of verlopen. Vraag je coach gerust om een nieuwe.",
    },
    /** Only when the client has no client page yet; otherwise the client page says it (its notice). */
    done: {
      title: "Dank je wel",
      text: "Je antwoorden zijn opgeslagen. Ik bespreek je uitkomst graag met je in je volgende sessie.",
    },
    home: "Naar de homepage",
  },
} as const;
