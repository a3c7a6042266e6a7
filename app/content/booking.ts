/**
 * Dutch texts of the visitor's side of first-party booking (D25):
 * the free times and form on /kennismaking, the confirmation page, the
 * cancel and move pages, and the mails to visitor and coach.
 */
import { noVideoLinkYet } from "./booking-engine";

export const bookingTimes = {
  title: "Kies een moment",
  intro: "Kies een dag en daarna een tijd. Alle tijden zijn Nederlandse tijd.",
  /** Accessible name of a time link: '10:00 op dinsdag 24 november'. */
  timeLabel: (time: string, day: string) => `${time} op ${day}`,
  none: "Er zijn op dit moment geen vrije tijden. Kijk over een paar dagen nog eens, of mail me gerust.",
  moreDays: (count: number) => `Meer dagen (${count})`,
  /** The picker's row of days (ADR 0111). */
  daysLabel: "Dagen",
  /** Under the row on a phone, where it scrolls sideways. */
  swipeHint: "Veeg opzij voor meer dagen",
  dayWithoutTimes: (day: string) => `${day}, geen vrije tijden`,
  dayTimes: (day: string) => `Vrije tijden op ${day}`,
  /** Beside the picker: who the visitor will talk to. */
  callTitle: "Kennismakingsgesprek",
};

export const bookingForm = {
  title: "Je gegevens",
  chosen: (day: string, time: string) => `Je kiest ${day} om ${time}.`,
  otherTime: "Kies een ander moment",
  nameLabel: "Naam",
  emailLabel: "E-mailadres",
  phoneLabel: "Telefoonnummer (optioneel)",
  questionLabel: "Waar wil je het over hebben? (optioneel)",
  questionHint: "Een paar woorden is genoeg. Je hoeft hier niets te delen wat je niet wilt.",
  /** Only for the question, only once it is filled (ADR 0110): it can say something about health. */
  consentLabel:
    "Ik geef uitdrukkelijk toestemming om wat ik hierboven schrijf, ook als het over mijn gezondheid gaat, te gebruiken voor dit gesprek, zoals beschreven in de",
  consentLink: "privacyverklaring",
  /** Name and address for an appointment need no tick, only this notice (ADR 0110). */
  privacyNotice: "Je gegevens gebruik ik alleen voor deze afspraak. Meer hierover lees je in de",
  submit: "Afspraak aanvragen",
  submitting: "Bezig met versturen…",
  /** Under the button: the mail comes next (ADR 0080). */
  nextStep: "Je krijgt daarna een e-mail met een knop om je afspraak vast te zetten.",
  errorTitle: "Je afspraak is nog niet gemaakt:",
};

/** Messages of the booking form, by code (English codes as elsewhere, D1). */
export const bookingMessages = {
  nameRequired: "Vul je naam in.",
  nameInvalid: "Vul je naam in zonder < of >, tussen 2 en 60 tekens.",
  phoneInvalid: "Vul een telefoonnummer in met alleen cijfers, spaties, + of -, of laat het veld leeg.",
  questionTooLong: "Houd je vraag korter dan 2000 tekens.",
  questionInvalid: "Gebruik geen < of > in je vraag.",
  consentRequired: "Geef toestemming voor wat je hierboven schrijft, of laat dat veld leeg.",
  startInvalid: "Kies een tijd uit de lijst.",
  "Slot taken": "Dit moment is net door iemand anders geboekt. Kies hieronder een ander moment.",
  "Slot unavailable": "Dit moment kan niet (meer) geboekt worden. Kies hieronder een ander moment.",
  "Rate limit exceeded": "Je hebt in korte tijd veel afspraken geprobeerd te maken. Probeer het over een uur opnieuw.",
  "Unexpected error": "Er ging iets mis bij het maken van je afspraak. Probeer het later opnieuw.",
} as const;

/**
 * The answer to every accepted booking form (ADR 0080): the same words whether or not the
 * address already has a call, so the page tells nobody who booked one. The mail says the rest.
 */
export const bookingSent = {
  title: "Nog één stap: kijk in je mail",
  sentTo: "Ik heb een e-mail gestuurd naar",
  chosen: (day: string, time: string) => `Je koos ${day} om ${time}.`,
  confirm: "Je kennismaking staat vast zodra je in die mail op de knop drukt. Tot dan is er nog niets geboekt.",
  from: "De mail komt van",
  /** First confirm wins (ADR 0080): a held time would show in the free times and tell who asked. */
  notHeld:
    "Ik houd het moment niet voor je vast. Is het dan al weg, dan kies je gewoon een ander moment. De link werkt een dag.",
  noMail: "Geen mail gezien? Kijk ook bij je ongewenste mail. Naar hetzelfde adres stuur ik hooguit één mail per uur.",
  typo: "Klopt het adres niet? Kies dan opnieuw een moment en vul je gegevens nog eens in.",
  again: "Opnieuw beginnen",
};

export const confirmationPage = {
  metaTitle: "Je afspraak staat",
  eyebrow: "Kennismaking",
  title: "Je afspraak staat",
  intro: "Fijn dat je deze stap zet. Je krijgt ook een bevestiging per e-mail, met de afspraak voor je agenda.",
  detailsTitle: "Je afspraak",
  when: "Wanneer",
  duration: "Hoe lang",
  minutes: (minutes: number) => `${minutes} minuten`,
  where: "Waar",
  whereText: "Online, via {videodienst}. Je hoeft niets te installeren.",
  whereWithoutLink: `Online. ${noVideoLinkYet}`,
  /** The video link as a button; the address itself stays out of sight. */
  join: "Naar het gesprek",
  joinHint: "De knop werkt ook op de dag zelf: bewaar deze pagina of de bevestiging in je mail.",
  addToCalendar: "Zet in je agenda",
  calendars: { google: "Google Agenda", outlook: "Outlook", ics: "Apple of andere (.ics)" },
  change: "Komt het toch niet uit?",
  changeHint: "Verzetten kan in één stap. Annuleren mag ook, zonder opgaaf van reden.",
  reschedule: "Verzet je afspraak",
  cancel: "Annuleer je afspraak",
  whenText: (day: string, time: string) => `${day} om ${time}`,
  /** Beside the coach's photo, signed with the coach's name. */
  personalLine:
    "Ik kijk ernaar uit je te spreken. Er is niets wat je goed of fout kunt zeggen: vertel gewoon wat er speelt.",
  cancelledTitle: "Deze afspraak gaat niet door",
  cancelled: "Deze afspraak is geannuleerd of verzet. Kijk in je e-mail voor je nieuwe afspraak, of plan een nieuwe.",
  newBooking: "Plan een nieuwe kennismaking",
};

/** What the call will be like and how to prepare: on the confirmation page and in its mail (ADR 0112). */
export const callGuide = {
  expectTitle: "Zo gaat het gesprek",
  expect: (minutes: number) => [
    `We nemen ${minutes} minuten. Jij vertelt wat er speelt en waar je mee zit.`,
    "Ik vertel hoe ik werk, en samen kijken we of dat bij je past.",
    "Je zit nergens aan vast: na het gesprek beslis jij of en hoe je verder wilt.",
  ],
  prepareTitle: "Zo bereid je je voor",
  prepare: [
    "Zoek een rustige plek waar je vrijuit kunt praten.",
    "Open de link een paar minuten van tevoren en kijk of je camera en microfoon werken.",
    "Schrijf eventueel op wat je wilt vragen. Een paar woorden is genoeg.",
  ],
  selfTestTitle: "Alvast iets voor jezelf?",
  selfTest:
    "Met de gratis zelftest zie je in een paar minuten waar je staat met je energie en stress. Het hoeft niet, maar het geeft ons gesprek een mooi begin.",
  selfTestButton: "Doe de zelftest",
};

/** The cancel, move and confirm pages behind the mail's links (GET shows a button, POST acts). */
export const changePages = {
  confirm: {
    metaTitle: "Afspraak bevestigen",
    title: "Bevestig je afspraak",
    question: (when: string) => `Je vroeg een kennismaking aan op ${when}. Klopt dat? Bevestig hem dan hier.`,
    button: "Ja, bevestig mijn afspraak",
    other: "Liever een ander moment?",
    otherHint: "Kies hieronder een tijd: daarmee staat je afspraak meteen vast.",
    gone: "Dit moment is intussen niet meer vrij. Kies hieronder een ander moment: daarmee staat je afspraak meteen vast.",
    usedTitle: "Deze link is al gebruikt",
    used: "Deze aanvraag is al bevestigd. Kijk in je mail: daar staat je afspraak, met links om hem te verzetten of af te zeggen.",
    expired: "Deze aanvraag is verlopen: de link werkt een dag. Plan gerust opnieuw een kennismaking.",
  },
  cancel: {
    metaTitle: "Afspraak annuleren",
    title: "Afspraak annuleren",
    current: (when: string) => `Je kennismaking staat op ${when}.`,
    /** Moving first (ADR 0112): often the time is the problem, not the call. */
    moveTitle: "Liever een ander moment?",
    moveText: "Verzetten kan in één stap: kies een nieuwe tijd en je afspraak schuift mee.",
    moveButton: "Kies een ander moment",
    cancelTitle: "Of toch annuleren",
    question: (when: string) => `Wil je je kennismaking van ${when} annuleren? De tijd komt dan weer vrij.`,
    button: "Ja, annuleer mijn afspraak",
    doneTitle: "Je afspraak is geannuleerd",
    done: "De tijd is weer vrij. Je krijgt een bevestiging per e-mail. Wil je toch een gesprek? Je bent altijd welkom.",
  },
  reschedule: {
    metaTitle: "Afspraak verzetten",
    title: "Afspraak verzetten",
    question: (when: string) => `Je afspraak staat nu op ${when}. Kies hieronder een nieuw moment.`,
    choose: "Kies een nieuw moment",
    doneTitle: "Je afspraak is verzet",
    done: (when: string) => `Je nieuwe afspraak is op ${when}. Je krijgt een bevestiging per e-mail.`,
    taken: "Dit moment is net door iemand anders geboekt. Kies een ander moment.",
    unavailable: "Dit moment kan niet (meer) geboekt worden. Kies een ander moment.",
  },
  newBooking: "Plan een nieuwe kennismaking",
  invalidTitle: "Deze link werkt niet",
  invalid: "De link is niet compleet of klopt niet. Gebruik de link uit je e-mail, of mail me even.",
  expiredTitle: "Deze link is verlopen",
  expired: "De afspraak van deze link is al geweest. Plan gerust een nieuwe kennismaking.",
  closedTitle: "Deze afspraak kan niet meer veranderd worden",
  closed: "Deze afspraak is al geannuleerd, verzet of geweest. Kijk in je e-mail voor je nieuwste afspraak.",
  errorTitle: "Er ging iets mis",
  error: "Er ging iets mis. Probeer het later opnieuw, of mail me even.",
};

interface VisitorMailInput {
  firstName: string;
  day: string;
  time: string;
  minutes: number;
  videoUrl: string;
}

export const visitorMails = {
  confirmation: {
    subject: (input: VisitorMailInput) => `Je kennismaking op ${input.day} om ${input.time}`,
    heading: "Je afspraak staat",
    paragraphs: (input: VisitorMailInput) => [
      `Hoi ${input.firstName},`,
      `Fijn dat je een kennismaking hebt gepland. We spreken elkaar op ${input.day} om ${input.time}, ${input.minutes} minuten, online.`,
      input.videoUrl ? "Je komt in het gesprek via de knop hieronder. Je hoeft niets te installeren." : noVideoLinkYet,
    ],
    buttonLabel: "Naar het gesprek",
    calendarTitle: "Zet het in je agenda",
    calendarText: "De afspraak zit ook als bijlage in deze mail. Of zet hem er meteen in:",
    calendars: confirmationPage.calendars,
    changeTitle: "Komt het toch niet uit?",
    changeText: "Verzetten kan in één stap. Annuleren mag ook, zonder opgaaf van reden.",
    view: "Bekijk je afspraak",
    reschedule: "Verzet je afspraak",
    cancel: "Annuleer je afspraak",
    personalLine: "Ik kijk ernaar uit je te spreken.",
  },
  moved: {
    subject: (input: VisitorMailInput) => `Je kennismaking is verzet naar ${input.day} om ${input.time}`,
    heading: "Je afspraak is verzet",
  },
  cancelled: {
    subject: "Je kennismaking is geannuleerd",
    heading: "Je afspraak is geannuleerd",
    paragraphs: (day: string, time: string) => [
      `Je kennismaking van ${day} om ${time} is geannuleerd. De tijd is weer vrij.`,
      "Wil je toch een gesprek? Plan gerust een nieuwe kennismaking.",
    ],
    buttonLabel: "Plan een nieuwe kennismaking",
  },
  /** A booking asked for on the site: only the address owner can make it happen (ADR 0080). */
  request: {
    subject: (day: string, time: string) => `Bevestig je kennismaking op ${day} om ${time}`,
    heading: "Bijna klaar",
    paragraphs: (day: string, time: string) => [
      `Iemand, hopelijk jij, vroeg met dit e-mailadres een kennismaking aan op ${day} om ${time}. Bevestig die met de knop hieronder; pas dan staat hij vast.`,
    ],
    buttonLabel: "Bevestig mijn afspraak",
    closing: [
      "De link werkt een dag. Past het moment toch niet, dan kies je na de klik een ander.",
      "Heb jij dit niet aangevraagd? Dan hoef je niets te doen: zonder bevestiging wordt er niets gepland.",
    ],
  },
  /** The second attempt with an address that has a planned call (ADR 0048, ADR 0080). */
  existing: {
    subject: "Je hebt al een kennismaking gepland",
    heading: "Je hebt al een afspraak",
    paragraphs: (day: string, time: string) => [
      `Er is net geprobeerd een tweede kennismaking te plannen met dit e-mailadres. Je hebt al een afspraak op ${day} om ${time}.`,
      "Wil je een ander moment? Verzet je afspraak via de knop hieronder. Was jij dit niet? Dan kun je deze e-mail negeren.",
    ],
    buttonLabel: "Verzet je afspraak",
  },
};

/** The coach's notices: who and when, no question or phone (those stay in the portal). */
export const coachMails = {
  created: {
    subject: (day: string, time: string) => `Nieuwe kennismaking: ${day} om ${time}`,
    heading: "Nieuwe kennismaking",
    paragraph: (name: string, day: string, time: string) =>
      `${name} heeft een kennismaking gepland op ${day} om ${time}.`,
  },
  cancelled: {
    subject: (day: string, time: string) => `Kennismaking geannuleerd: ${day} om ${time}`,
    heading: "Kennismaking geannuleerd",
    paragraph: (name: string, day: string, time: string) =>
      `${name} heeft de kennismaking van ${day} om ${time} geannuleerd. De tijd is weer vrij.`,
  },
  moved: {
    subject: (day: string, time: string) => `Kennismaking verzet naar ${day} om ${time}`,
    heading: "Kennismaking verzet",
    paragraph: (name: string, from: string, to: string) =>
      `${name} heeft de kennismaking verzet van ${from} naar ${to}.`,
  },
  buttonLabel: "Bekijk de agenda",
  /** A room per call (ADR 0113): the coach joins the same one. */
  room: (link: string) => `Het gesprek is in een eigen videokamer: ${link}`,
};
