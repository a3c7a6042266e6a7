/** Texts of the client page (ADR 0124): signing in with a mailed code; the client is 'je'. */
export const clientPage = {
  metaTitle: "Jouw pagina",
  title: "Jouw pagina",
  signIn: {
    text: "Op deze pagina zie je je sessies, je tegoed en je facturen. Om die te tonen mailen we je eerst een code van 6 cijfers naar het adres waarmee je bij ons bekend bent.",
    send: "Mail mij een code",
    codeLabel: "Code uit de mail",
    codeHint: "6 cijfers, 10 minuten geldig",
    submit: "Inloggen",
    busy: "Bezig...",
  },
  notices: {
    "code-gemaild": "We hebben je een code gemaild. Kijk ook in je spammap.",
    uitgelogd: "Je bent uitgelogd.",
  },
  errors: {
    code: "Vul de 6 cijfers uit de mail in.",
    wrongCode: "Deze code klopt niet. Kijk of je de nieuwste mail gebruikt.",
    noCode: "Deze code werkt niet meer (hij is verlopen, al gebruikt of te vaak fout ingevuld). Vraag een nieuwe code.",
    throttled: "Je hebt dit net al een paar keer gedaan. Probeer het over tien minuten opnieuw.",
    unexpected: "Dat lukte niet. Probeer het over een paar minuten opnieuw.",
    failedTitle: "Niet gelukt",
  },
  signedIn: {
    intro: "Je bent ingelogd. Na een half uur zonder te klikken log je vanzelf uit.",
    signOut: "Uitloggen",
  },
  notFound: {
    title: "Deze link werkt niet meer",
    text: "Misschien heb je een nieuwere link gekregen. Vraag je coach om een nieuwe link.",
  },
  /** The person card's panel (the coach: 'je'). */
  card: {
    title: "Klantpagina",
    text: "Met deze link opent de klant een eigen pagina met sessies, tegoed en facturen. Zonder de gemailde code van 6 cijfers toont de pagina niets.",
    none: "Er is nog geen link. Maak er een en stuur hem naar de klant.",
    linkLabel: "Link naar de klantpagina",
    /** `{date}` is filled in. */
    validUntil: "Werkt tot {date}.",
    make: "Link maken",
    renew: "Nieuwe link maken (de oude werkt dan niet meer)",
    revoke: "Link intrekken",
    made: "Er is een nieuwe link. De vorige werkt niet meer.",
    revoked: "De link is ingetrokken.",
  },
  mail: {
    subject: "Je inlogcode",
    heading: "Je inlogcode",
    /** `{code}` is filled in. */
    paragraphs: ["Je vroeg om een code voor je pagina. Je code is: {code}", "De code werkt 10 minuten en één keer."],
    closing: ["Heb je dit niet zelf gevraagd? Dan hoef je niets te doen."],
  },
} as const;
