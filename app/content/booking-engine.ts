/**
 * Dutch texts of the booking engine (ADR 0040): mails sent by the background
 * jobs and the coach-facing explanation of a failing busy-time feed.
 */

export interface ReminderMailInput {
  firstName: string;
  day: string;
  time: string;
  minutes: number;
  videoUrl: string;
  rescheduleUrl: string;
  cancelUrl: string;
}

/** Said instead of the link while the coach has not entered one (D32; the go-live checklist asks for it). */
export const noVideoLinkYet = "De link naar het videogesprek stuur ik je voor de afspraak.";

export const reminderMail = {
  subject: (input: ReminderMailInput) => `Herinnering: je kennismaking op ${input.day} om ${input.time}`,
  heading: "Tot morgen!",
  paragraphs: (input: ReminderMailInput) => [
    `Hoi ${input.firstName},`,
    `Een korte herinnering: morgen, ${input.day} om ${input.time}, hebben we ons kennismakingsgesprek van ${input.minutes} minuten.`,
    input.videoUrl ? "Je komt in het gesprek via de knop hieronder. Je hoeft niets te installeren." : noVideoLinkYet,
  ],
  buttonLabel: "Naar het gesprek",
  /** Buttons instead of raw long links (ADR 0112). */
  closing: (input: ReminderMailInput) => [
    "Komt het toch niet uit? Verzetten kan in één stap.",
    {
      buttons: [
        { label: "Verzet je afspraak", url: input.rescheduleUrl },
        { label: "Annuleer je afspraak", url: input.cancelUrl },
      ],
    },
  ],
};

export interface SessionReminderInput {
  firstName: string;
  day: string;
  time: string;
  minutes: number;
  /** The session type's name (ADR 0122). */
  type: string;
  /** Set for a session at a location; else it is online. */
  address: string | null;
  videoUrl: string;
}

/**
 * A paid session's reminder (ADR 0140): the intro call's mail with the type,
 * the place and the calendar buttons; nothing about credits or notes.
 */
export const sessionReminderMail = {
  subject: (input: SessionReminderInput) => `Herinnering: ${input.type} op ${input.day} om ${input.time}`,
  heading: reminderMail.heading,
  paragraphs: (input: SessionReminderInput) => [
    `Hoi ${input.firstName},`,
    `Een korte herinnering: morgen, ${input.day} om ${input.time}, hebben we onze afspraak: ${input.type}, ${input.minutes} minuten.`,
    input.address
      ? `We zien elkaar op ${input.address}.`
      : input.videoUrl
        ? "Je komt in het gesprek via de knop hieronder. Je hoeft niets te installeren."
        : noVideoLinkYet,
  ],
  buttonLabel: reminderMail.buttonLabel,
  change: "Komt het toch niet uit? Laat het me dan zo snel mogelijk weten.",
};

/** What the admin shows for the last failure of the busy-time feed, per FeedFetchError code or 'parse'. */
export const busyFeedErrors = {
  url: "Het adres van de agenda is niet toegestaan: alleen https-adressen.",
  address: "Het adres van de agenda wijst naar een intern netwerk en wordt daarom niet opgehaald.",
  redirect: "De agenda stuurt door naar een ander adres. Gebruik het adres waar de agenda zelf staat.",
  status: "De agenda gaf een foutmelding terug. Klopt het adres nog?",
  timeout: "De agenda antwoordde niet op tijd.",
  "too-large": "De agenda is te groot om op te halen (meer dan 2 MB).",
  "too-many":
    "De agenda is te groot om door te rekenen: er staan te veel (herhalende) afspraken in, bijvoorbeeld een afspraak die elke minuut terugkomt. De vrije tijden houden rekening met de laatste versie die wel lukte.",
  network: "De agenda was niet bereikbaar.",
  parse: "Wat op het adres staat, is geen leesbare agenda (iCalendar).",
} as const;

/** Texts inside the calendar files (.ics): the visitor's invitation and the coach's private feed. */
export const calendarTexts = {
  inviteSummary: (coachName: string) => `Kennismaking met ${coachName}`,
  feedSummary: (visitorName: string) => `Kennismaking: ${visitorName}`,
  feedSessionSummary: (sessionType: string, clientName: string) => `${sessionType}: ${clientName}`,
  description: (minutes: number, videoUrl: string) =>
    `Gratis kennismakingsgesprek van ${minutes} minuten, online. ${videoUrl ? `Deelnemen: ${videoUrl}` : noVideoLinkYet}`,
  /** A paid session (ADR 0122): its type, length and place. */
  sessionSummary: (sessionType: string, coachName: string) => `${sessionType} met ${coachName}`,
  sessionDescription: (sessionType: string, minutes: number, address: string | null, videoUrl: string) =>
    address
      ? `${sessionType} van ${minutes} minuten, op ${address}.`
      : `${sessionType} van ${minutes} minuten, online. ${videoUrl ? `Deelnemen: ${videoUrl}` : noVideoLinkYet}`,
  /** LOCATION without a link. */
  online: "Online",
  feedName: (businessName: string) => `Kennismakingen ${businessName}`,
};

/**
 * The mails about a client's credits (ADR 0141): how many sessions are left
 * or expire, and a link; never which sessions, notes or anything the coach wrote.
 */
export const creditMails = {
  twoLeft: {
    subject: "Nog twee sessies over",
    heading: "Nog twee sessies te gaan",
    paragraphs: [
      "Hallo,",
      "Je hebt nog twee sessies over van je traject. Een mooi moment om ze in te plannen, en om samen te kijken hoe je daarna verder wilt.",
    ],
  },
  expiring: {
    subject: (date: string) => `Je sessies verlopen op ${date}`,
    heading: "Je tegoed verloopt bijna",
    paragraphs: (count: number, date: string) => [
      "Hallo,",
      `Je hebt nog ${count === 1 ? "één sessie" : `${count} sessies`} tegoed die op ${date} ${count === 1 ? "verloopt" : "verlopen"}. Plan ${count === 1 ? "hem" : "ze"} voor die datum in, dan gaat er niets verloren.`,
    ],
  },
  /** To the client's own page (ADR 0124), when the coach made them one. */
  pageButtonLabel: "Naar je pagina",
  buttonLabel: "Naar de website",
  closing: "Vragen of past het even niet? Laat het me weten, dan zoeken we samen een oplossing.",
};
