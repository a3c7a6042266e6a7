/**
 * The coach's notifications of new leads (ADR 0053): the mails and
 * the settings screen /admin/meldingen. The mails never carry health data or
 * the person's address: only the kind, the time and a link into the portal.
 */
export const notificationKinds = {
  intakes: {
    label: "Nieuwe intake",
    one: "een nieuwe intake",
    many: (n: number) => `${n} ${n === 1 ? "intake" : "intakes"}`,
  },
  selftests: {
    label: "Nieuwe zelftest",
    one: "een nieuwe zelftest",
    many: (n: number) => `${n} ${n === 1 ? "zelftest" : "zelftests"}`,
  },
  ebooks: {
    label: "Nieuwe e-bookaanvraag",
    one: "een nieuwe e-bookaanvraag",
    many: (n: number) => `${n} ${n === 1 ? "e-bookaanvraag" : "e-bookaanvragen"}`,
  },
  newsletter: {
    label: "Nieuwe aanmelding voor de nieuwsbrief",
    one: "een nieuwe aanmelding voor de nieuwsbrief",
    many: (n: number) => `${n} ${n === 1 ? "aanmelding" : "aanmeldingen"} voor de nieuwsbrief`,
  },
} as const;

export const noticeMail = {
  subject: (label: string) => `${label} ontvangen`,
  heading: (label: string) => `${label} ontvangen`,
  text: (what: string, when: string) => `Op ${when} kwam er ${what} binnen via de website.`,
  privacy: "Om privacyredenen staat er niets van de inhoud in deze e-mail. Je leest alles in het beheer.",
  button: "Bekijk in het beheer",
} as const;

export const digestMail = {
  subject: "Je dagelijkse overzicht van nieuwe aanmeldingen",
  heading: "Nieuw sinds het vorige overzicht",
  intro: (since: string) => `Sinds ${since} kwam er binnen:`,
  privacy: noticeMail.privacy,
  button: "Open het beheer",
} as const;

export const notificationSettings = {
  metaTitle: "Meldingen | Beheer",
  title: "Meldingen",
  intro:
    "Kies waarvoor je een e-mail krijgt. In de e-mail staat alleen wat er binnenkwam en wanneer, nooit de antwoorden of gegevens van de persoon.",
  recipient: (address: string) => `Meldingen gaan naar ${address}.`,
  kindsLegend: "Stuur me een e-mail bij",
  kinds: {
    intakes: "Een nieuwe intake",
    selftests: "Een nieuwe zelftest",
    ebooks: "Een nieuwe e-bookaanvraag",
    newsletter: "Een nieuwe aanmelding voor de nieuwsbrief",
  },
  whenLegend: "Wanneer",
  each: "Direct, een e-mail per melding",
  digest: "Eén overzicht per dag",
  hourLabel: "Tijdstip van het dagelijkse overzicht",
  hourHint: "Alleen als je voor één overzicht per dag kiest. Is er niets nieuws, dan krijg je geen e-mail.",
  hourOption: (hour: number) => `${String(hour).padStart(2, "0")}:00`,
  submit: "Opslaan",
  saved: "De instellingen voor meldingen zijn opgeslagen.",
  failedTitle: "Opslaan mislukt",
  invalidChoice: "Kies direct of één overzicht per dag.",
  invalidHour: "Kies een tijdstip tussen 00:00 en 23:00.",
} as const;
