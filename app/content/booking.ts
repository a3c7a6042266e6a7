/**
 * Dutch texts of the visitor's side of first-party booking (issue #11, D25):
 * the free times and form on /kennismaking, the confirmation page, the
 * cancel and move pages, and the mails to visitor and coach.
 */
import { noVideoLinkYet } from "./booking-engine";

export const bookingTimes = {
  title: "Kies een moment",
  intro: "Alle tijden zijn Nederlandse tijd. Klik op een tijd om je afspraak te maken.",
  /** Accessible name of a time link: '10:00 op dinsdag 24 november'. */
  timeLabel: (time: string, day: string) => `${time} op ${day}`,
  none: "Er zijn op dit moment geen vrije tijden. Kijk over een paar dagen nog eens, of mail me gerust.",
  moreDays: (count: number) => `Meer dagen (${count})`,
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
  consentLabel: "Ik geef toestemming om mijn gegevens te gebruiken voor deze afspraak, zoals beschreven in de",
  consentLink: "privacyverklaring",
  submit: "Bevestig afspraak",
  submitting: "Bezig met bevestigen…",
  errorTitle: "Je afspraak is nog niet gemaakt:",
};

/** Messages of the booking form, by code (English codes as elsewhere, D1). */
export const bookingMessages = {
  nameRequired: "Vul je naam in.",
  nameInvalid: "Vul je naam in zonder < of >, tussen 2 en 100 tekens.",
  phoneInvalid: "Vul een telefoonnummer in met alleen cijfers, spaties, + of -, of laat het veld leeg.",
  questionTooLong: "Houd je vraag korter dan 2000 tekens.",
  questionInvalid: "Gebruik geen < of > in je vraag.",
  consentRequired: "Geef toestemming om je gegevens voor deze afspraak te gebruiken.",
  startInvalid: "Kies een tijd uit de lijst.",
  "Slot taken": "Dit moment is net door iemand anders geboekt. Kies hieronder een ander moment.",
  "Slot unavailable": "Dit moment kan niet (meer) geboekt worden. Kies hieronder een ander moment.",
  "Has upcoming":
    "Op dit e-mailadres staat al een kennismaking gepland. We hebben je een e-mail gestuurd met een link om die afspraak te verzetten.",
  "Rate limit exceeded": "Je hebt in korte tijd veel afspraken geprobeerd te maken. Probeer het over een uur opnieuw.",
  "Unexpected error": "Er ging iets mis bij het maken van je afspraak. Probeer het later opnieuw.",
} as const;

export const confirmationPage = {
  metaTitle: "Je afspraak staat",
  eyebrow: "Kennismaking",
  title: "Je afspraak staat",
  intro: "Je krijgt een bevestiging per e-mail, met de afspraak voor je agenda.",
  when: "Wanneer",
  duration: "Hoe lang",
  minutes: (minutes: number) => `${minutes} minuten`,
  where: "Waar",
  whereText: "Online. Je komt in het gesprek via deze link:",
  whereWithoutLink: `Online. ${noVideoLinkYet}`,
  addToCalendar: "Zet in je agenda",
  change: "Komt het toch niet uit?",
  reschedule: "Verzet je afspraak",
  cancel: "Annuleer je afspraak",
  whenText: (day: string, time: string) => `${day} om ${time}`,
  cancelledTitle: "Deze afspraak gaat niet door",
  cancelled: "Deze afspraak is geannuleerd of verzet. Kijk in je e-mail voor je nieuwe afspraak, of plan een nieuwe.",
  newBooking: "Plan een nieuwe kennismaking",
};

/** The cancel and move pages behind the mail's links (GET shows a button, POST acts). */
export const changePages = {
  cancel: {
    metaTitle: "Afspraak annuleren",
    title: "Afspraak annuleren",
    question: (when: string) => `Wil je je kennismaking van ${when} annuleren?`,
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
  viewUrl: string;
  rescheduleUrl: string;
  cancelUrl: string;
}

export const visitorMails = {
  confirmation: {
    subject: (input: VisitorMailInput) => `Je kennismaking op ${input.day} om ${input.time}`,
    heading: "Je afspraak staat",
    paragraphs: (input: VisitorMailInput) => [
      `Hoi ${input.firstName},`,
      `Fijn dat je een kennismaking hebt gepland. We spreken elkaar op ${input.day} om ${input.time}, ${input.minutes} minuten, online.`,
      input.videoUrl
        ? "Je komt in het gesprek via de knop hieronder. Je hoeft niets te installeren. In de bijlage zit de afspraak voor je agenda."
        : `${noVideoLinkYet} In de bijlage zit de afspraak voor je agenda.`,
    ],
    buttonLabel: "Naar het gesprek",
    closing: (input: VisitorMailInput) => [
      `Je afspraak bekijken: ${input.viewUrl}`,
      `Komt het toch niet uit? Verzet je afspraak: ${input.rescheduleUrl}`,
      `Of annuleer je afspraak: ${input.cancelUrl}`,
    ],
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
  /** The second attempt with an address that has a planned call (ADR 0048). */
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
};
