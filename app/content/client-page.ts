/** Texts of the client page (ADR 0124, ADR 0125): signing in with a mailed code, then the sessions; the client is 'je'. */
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
    geboekt: "Je sessie staat in de agenda. Je ziet hem hieronder.",
    verzet: "Je sessie is verzet. De nieuwe tijd zie je hieronder.",
    "geannuleerd-terug": "Je sessie is geannuleerd. Je krijgt hem terug op je tegoed.",
    "geannuleerd-gebruikt": "Je sessie is geannuleerd. Omdat dat binnen de termijn was, telt hij als gebruikt.",
    "zelftest-opgeslagen":
      "Je antwoorden van de zelftest zijn opgeslagen. Je uitkomst zie je op deze pagina bij 'Je voortgang'.",
  },
  errors: {
    code: "Vul de 6 cijfers uit de mail in.",
    wrongCode: "Deze code klopt niet. Kijk of je de nieuwste mail gebruikt.",
    noCode: "Deze code werkt niet meer (hij is verlopen, al gebruikt of te vaak fout ingevuld). Vraag een nieuwe code.",
    throttled: "Je hebt dit net al een paar keer gedaan. Probeer het over tien minuten opnieuw.",
    unexpected: "Dat lukte niet. Probeer het over een paar minuten opnieuw.",
    failedTitle: "Niet gelukt",
    signedOut: "Je bent niet meer ingelogd. Vraag hieronder een nieuwe code; er is niets veranderd.",
    choice: "Kies een tijd uit de lijst.",
    "no-credit":
      "Je hebt geen sessie meer over om te plannen, dus er is niets geboekt. Wil je verder? Neem gerust contact op met je coach.",
    taken: "Deze tijd is net door iemand anders gekozen. Kies een andere tijd.",
    unavailable: "Deze tijd is niet meer vrij. Kies een andere tijd.",
    late: "Deze sessie begint binnenkort; verzetten kan niet meer. Annuleren kan nog wel, maar dan telt hij als gebruikt.",
    "not-found": "Deze sessie kunnen we niet (meer) vinden. Misschien is hij al verzet of geannuleerd.",
  },
  signedIn: {
    /** `{name}` is filled in; without a name: `introPlain`. */
    greeting: "Hallo {name}",
    introPlain: "Hallo",
    intro: "Hier zie je je sessies, je tegoed en je facturen. Je blijft een half uur ingelogd.",
    signOut: "Uitloggen",
    back: "Terug naar je pagina",
  },
  credits: {
    title: "Je tegoed",
    packages: "Je traject:",
    none: "Er staan nog geen sessies op je naam. Zodra je pakket betaald is, zie je ze hier.",
    /** `{left}`, `{total}` are filled in. */
    left: "Nog {left} van de {total} over",
    minutes: (minutes: number) => `${minutes} minuten`,
    booked: "Gepland",
    used: "Gebruikt",
    expired: "Verlopen",
    validUntil: "Geldig tot",
  },
  next: {
    title: "Je volgende sessie",
    none: "Je hebt op dit moment geen sessie gepland.",
    when: "Wanneer",
    length: "Sessie",
    where: "Waar",
    online: "Online, via video",
    noLinkYet: "Online; de link volgt",
    join: "Deelnemen aan de sessie",
    joinHint: "De link werkt vanaf een paar minuten voor de start.",
    addToCalendar: "Zet in je agenda",
    calendars: { google: "Google Agenda", outlook: "Outlook", ics: "Apple en andere (.ics)" },
    later: "Daarna gepland",
    move: "Verzetten",
    cancel: "Annuleren",
    /** Labels naming the session, for screen readers. */
    moveLabel: (when: string) => `Verzet de sessie van ${when}`,
    cancelLabel: (when: string) => `Annuleer de sessie van ${when}`,
    whenText: (day: string, time: string) => `${day} om ${time}`,
  },
  plan: {
    title: "Een sessie plannen",
    /** The policy, shown before every choice; `{hours}` is filled in. */
    policy:
      "Tot {hours} uur van tevoren kun je een sessie kosteloos verzetten of annuleren; je krijgt hem dan terug op je tegoed. Daarna telt hij als gebruikt.",
    none: "Je hebt geen sessies meer over om te plannen. Wil je verder? Neem gerust contact op met je coach.",
    choose: (type: string) => `Kies een tijd voor je ${type.toLowerCase()}`,
    chooseTitle: "Kies een tijd",
    chooseText: (type: string, minutes: number) => `${type}, ${minutes} minuten. Klik op een tijd om hem te boeken.`,
    timeLabel: (time: string, day: string) => `Boek ${day} om ${time}`,
    noTimes: "Er zijn op dit moment geen vrije tijden. Kijk later nog eens of neem contact op met je coach.",
  },
  move: {
    title: "Sessie verzetten",
    current: (when: string) => `Je sessie staat nu op ${when}. Kies hieronder een nieuwe tijd.`,
    timeLabel: (time: string, day: string) => `Verzet naar ${day} om ${time}`,
  },
  cancel: {
    title: "Sessie annuleren",
    current: (when: string) => `Je annuleert je sessie van ${when}.`,
    returns: "Dat is ruim genoeg van tevoren: je krijgt de sessie terug op je tegoed.",
    spent: "Dat is binnen de termijn: de sessie telt dan als gebruikt. Verzetten kan niet meer.",
    confirm: "Ja, annuleer deze sessie",
    keep: "Nee, ik kom gewoon",
  },
  held: {
    title: "Geweest",
    none: "Nog geen sessies gehad.",
    noShow: "niet gekomen, telt als gebruikt",
    late: "laat geannuleerd, telt als gebruikt",
  },
  invoices: {
    title: "Je facturen",
    none: "Nog geen facturen.",
    invoice: (number: string) => `Factuur ${number}`,
    credit: (number: string) => `Creditfactuur ${number}`,
    /** The date the invoice was made, as a Dutch date. */
    of: (date: string) => `van ${date}`,
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
  /** The mails of a client's own change (ADR 0125): the time, type and place, never more; the invitation attached. */
  sessionMails: {
    booked: {
      subject: (day: string, time: string) => `Je sessie staat: ${day} om ${time}`,
      heading: "Je sessie staat",
      paragraph: (type: string, minutes: number, day: string, time: string) =>
        `Je ${type.toLowerCase()} van ${minutes} minuten staat op ${day} om ${time}.`,
    },
    moved: {
      subject: (day: string, time: string) => `Je sessie is verzet naar ${day} om ${time}`,
      heading: "Je sessie is verzet",
      paragraph: (type: string, minutes: number, day: string, time: string) =>
        `Je ${type.toLowerCase()} van ${minutes} minuten staat nu op ${day} om ${time}.`,
    },
    cancelled: {
      subject: "Je sessie is geannuleerd",
      heading: "Je sessie is geannuleerd",
      paragraph: (type: string, day: string, time: string) =>
        `Je ${type.toLowerCase()} van ${day} om ${time} is geannuleerd.`,
      returned: "Je krijgt de sessie terug op je tegoed.",
      spent: "Omdat dat binnen de termijn was, telt de sessie als gebruikt.",
    },
    online: (link: string) => (link ? `De sessie is online: ${link}` : "De sessie is online; de link volgt."),
    address: (address: string) => `Adres: ${address}`,
    calendar: "De uitnodiging voor je agenda zit bij deze mail.",
    button: "Naar jouw pagina",
  },
  /** The coach's notice of a client's change: who, which type, when. */
  coachMails: {
    booked: {
      subject: (day: string, time: string) => `Sessie gepland: ${day} om ${time}`,
      heading: "Sessie gepland",
      paragraph: (name: string, type: string, day: string, time: string) =>
        `${name} heeft een ${type.toLowerCase()} gepland op ${day} om ${time}.`,
    },
    moved: {
      subject: (day: string, time: string) => `Sessie verzet naar ${day} om ${time}`,
      heading: "Sessie verzet",
      paragraph: (name: string, type: string, day: string, time: string) =>
        `${name} heeft een ${type.toLowerCase()} verzet naar ${day} om ${time}.`,
    },
    cancelled: {
      subject: (day: string, time: string) => `Sessie geannuleerd: ${day} om ${time}`,
      heading: "Sessie geannuleerd",
      paragraph: (name: string, type: string, day: string, time: string) =>
        `${name} heeft de ${type.toLowerCase()} van ${day} om ${time} geannuleerd. De tijd is weer vrij.`,
      spent: "Het was binnen de termijn: de sessie telt als gebruikt.",
      returned: "De sessie gaat terug naar het tegoed.",
    },
  },
  mail: {
    subject: "Je inlogcode",
    heading: "Je inlogcode",
    /** `{code}` is filled in. */
    paragraphs: ["Je vroeg om een code voor je pagina. Je code is: {code}", "De code werkt 10 minuten en één keer."],
    closing: ["Heb je dit niet zelf gevraagd? Dan hoef je niets te doen."],
  },
} as const;
