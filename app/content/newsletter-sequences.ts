/** The admin's follow-up sequences (ADR 0130, ADR 0132): list, steps, editing a step. Dutch for the coach (D27). */
import type { ExitReason, SequenceTrigger } from "~/features/newsletter/sequence-triggers";

const count = (n: number) => n.toLocaleString("nl-NL");
const people = (n: number) => `${count(n)} ${n === 1 ? "persoon" : "mensen"}`;

export const sequenceTexts = {
  triggers: {
    ebook: "E-book aangevraagd",
    zelftest: "Zelftest gedaan",
    nieuwsbrief: "Aangemeld voor de nieuwsbrief",
    intake: "Intake ontvangen",
    "kennismaking-gehouden": "Kennismaking gehouden",
    "kennismaking-gemist": "Kennismaking geannuleerd of gemist",
    pakket: "Pakket gekocht",
  } satisfies Record<SequenceTrigger, string>,
  exitReasons: {
    klaar: "Alle mails gehad",
    "kennismaking-geboekt": "Kennismaking geboekt",
    "pakket-gekocht": "Pakket gekocht",
    client: "Cliënt geworden",
    "geen-match": "Geen match",
    afgemeld: "Afgemeld",
    onbestelbaar: "Mail kwam niet aan",
    "met-de-hand": "Door jou uit de reeks gehaald",
    "kennismaking-gemist": "Niet verschenen bij de kennismaking",
  } satisfies Record<ExitReason, string>,
  status: { actief: "Loopt", gepauzeerd: "Gepauzeerd" },
  profileOnly: (profile: string) => `alleen hoofdprofiel ${profile}`,
  delay: (hours: number) =>
    hours % 24 === 0
      ? `${count(hours / 24)} ${hours === 24 ? "dag" : "dagen"}`
      : `${count(hours)} ${hours === 1 ? "uur" : "uur"}`,
  weekdays: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  window: (days: string, start: number, end: number) =>
    `${days}, ${String(start).padStart(2, "0")}:00-${String(end).padStart(2, "0")}:00`,
  list: {
    metaTitle: "Opvolging",
    title: "Opvolging",
    intro:
      "Reeksen mails die vanzelf volgen op wat iemand deed: het e-book, de zelftest, een aanmelding. Alleen mensen die de nieuwsbrief bevestigden krijgen ze, en wie een kennismaking boekt of iets koopt, stopt meteen.",
    empty: "Er zijn nog geen reeksen.",
    tableLabel: "Reeksen",
    columns: {
      name: "Reeks",
      trigger: "Start na",
      status: "Status",
      people: "Nu in de reeks",
      steps: "Verstuurd en kliks per stap",
      booked: "Geboekt",
    },
    stepSent: (position: number, sent: number, clicks: number) =>
      `Stap ${position}: ${count(sent)} verstuurd, ${count(clicks)} ${clicks === 1 ? "klik" : "kliks"}`,
    booked: (booked: number, entered: number) => `${count(booked)} van ${count(entered)}`,
    noClicks:
      "Geboekt: hoeveel van iedereen die in de reeks kwam binnen 30 dagen een kennismaking boekte. Openen meten we niet: de mails hebben geen volgpixel. Kliks op links naar je site tellen we op je eigen site, zonder te weten wie er klikte: hooguit één per lezer per dag.",
  },
  create: {
    title: "Nieuwe reeks",
    intro: "Een nieuwe reeks begint gepauzeerd, met één lege stap. Schrijf de stappen en start hem als hij klaar is.",
    name: "Naam",
    trigger: "Start na",
    profile: "Alleen voor hoofdprofiel",
    profileAny: "Elk profiel",
    profileHint: "Alleen bij 'Zelftest gedaan': de reeks volgt dan alleen wie dit hoofdprofiel kreeg.",
    submit: "Reeks aanmaken",
    deleted: "De reeks is verwijderd.",
    errors: {
      name: "Geef de reeks een naam van hooguit 80 tekens.",
      markup: "Gebruik in de naam geen < of >.",
      trigger: "Kies waarna de reeks start.",
      profile: "Een hoofdprofiel kies je alleen bij 'Zelftest gedaan'.",
    },
  },
  sequence: {
    deleteSequence: "Reeks verwijderen",
    confirmDeleteSequence: {
      title: "Deze reeks verwijderen?",
      text: "De reeks en al haar stappen verdwijnen. Er zit niemand in; de mails die al verstuurd zijn, blijven bij de mensen die ze kregen.",
      yes: "Ja, verwijderen",
    },
    back: "Terug naar alle reeksen",
    startsAfter: (trigger: string) => `Start na: ${trigger}`,
    statusLine: (status: string, n: number) => `${status} · ${people(n)} in de reeks`,
    start: "Reeks starten",
    pause: "Reeks pauzeren",
    confirmStart: {
      title: "Deze reeks starten?",
      text: "Vanaf nu komt iedereen die dit doet en de nieuwsbrief bevestigde in de reeks en krijgt de mails op de momenten hieronder. Wie al in de reeks zit, krijgt zijn volgende mail als die aan de beurt is.",
      yes: "Ja, starten",
    },
    confirmPause: {
      title: "Deze reeks pauzeren?",
      text: "Er gaan geen mails meer uit en er komt niemand meer bij. Wie erin zit, wacht tot je de reeks weer start.",
      yes: "Ja, pauzeren",
    },
    cancel: "Annuleren",
    errorTitle: "Niet gelukt:",
    stepsTitle: "Stappen",
    stepsLabel: "Stappen van deze reeks",
    columns: {
      step: "Stap",
      subject: "Onderwerp",
      when: "Wanneer",
      sent: "Verstuurd",
      clicks: "Kliks",
      action: "Actie",
    },
    stepWhen: (delay: string, first: boolean, window: string) =>
      `${delay} na ${first ? "de start" : "de vorige stap"}; ${window}`,
    edit: (position: number) => `Stap ${position} bewerken`,
    peopleTitle: "Wie zit er nu in",
    peopleLabel: "Mensen in deze reeks",
    peopleEmpty: "Er zit nu niemand in deze reeks.",
    peopleColumns: { email: "E-mailadres", entered: "In de reeks sinds", next: "Volgende mail", action: "Actie" },
    nextStep: (position: number, when: string) => `Stap ${position}, ${when}`,
    waiting: "Wacht tot de reeks loopt",
    takeOut: "Uit de reeks halen",
    takeOutLabel: (email: string) => `${email} uit de reeks halen`,
    addStep: "Stap toevoegen",
    addStepPaused: "Een stap toevoegen kan als de reeks gepauzeerd is.",
    emptySubject: "Nog zonder onderwerp",
    deleteStep: "Verwijderen",
    deleteStepLabel: (position: number) => `Stap ${position} verwijderen`,
    confirmDeleteStep: {
      title: (position: number) => `Stap ${position} verwijderen?`,
      text: (waiting: number, last: boolean) =>
        waiting === 0
          ? "Niemand wacht op deze stap. De mails die al verstuurd zijn, blijven bij de mensen die ze kregen."
          : last
            ? `${people(waiting)} ${waiting === 1 ? "wacht" : "wachten"} op deze stap. Het is de laatste: de reeks is dan voor ${waiting === 1 ? "die persoon" : "hen"} klaar.`
            : `${people(waiting)} ${waiting === 1 ? "wacht" : "wachten"} op deze stap en ${waiting === 1 ? "krijgt" : "krijgen"} op hetzelfde moment de stap erna.`,
      yes: "Ja, verwijderen",
    },
    messages: {
      created: "De reeks is aangemaakt. Schrijf de eerste stap en start de reeks als hij klaar is.",
      notDeleted: "Deze reeks kan niet weg: hij loopt of er zit nog iemand in. Pauzeer hem, of haal de mensen eruit.",
      stepAdded: "De stap is toegevoegd. Geef hem een onderwerp en tekst voordat je de reeks start.",
      stepDeleted: "De stap is verwijderd.",
      notPaused: "Een stap toevoegen kan alleen als de reeks gepauzeerd is. Pauzeer de reeks eerst.",
      stepNotDeleted: "Deze stap kan niet weg: een reeks houdt minstens één stap.",
      unfinished: (position: number) =>
        `Stap ${position} heeft nog geen onderwerp of tekst. Schrijf die eerst, dan kun je de reeks starten.`,
      started: "De reeks loopt.",
      paused: "De reeks is gepauzeerd.",
      takenOut: "Deze persoon krijgt geen mails meer uit deze reeks.",
      notInSequence: "Deze persoon zit niet (meer) in deze reeks.",
    },
  },
  card: {
    title: "Opvolging",
    empty: "Deze persoon zit in geen enkele opvolgreeks.",
    entered: (when: string) => `In de reeks sinds ${when}`,
    next: (position: number, subject: string, when: string) => `Volgende: stap ${position}, ‘${subject}’, op ${when}`,
    nextPaused: (position: number, subject: string) =>
      `Volgende: stap ${position}, ‘${subject}’, zodra je de reeks weer start`,
    ended: (reason: string, when: string) => `Gestopt op ${when}: ${reason.toLowerCase()}`,
    sentTitle: "Verstuurd",
    sentNone: "Nog geen mail verstuurd.",
    sent: (subject: string, when: string) => `‘${subject}’, ${when}`,
  },
  step: {
    metaTitle: "Stap bewerken",
    title: (position: number, name: string) => `Stap ${position} van ${name}`,
    back: "Terug naar de reeks",
    appliesNote:
      "Een wijziging geldt voor iedereen die deze stap nog niet kreeg. Je groet, de afmeldlink en je KvK-gegevens komen er vanzelf onder.",
    delay: "Wachttijd",
    delayHint: (first: boolean) => `Hoe lang na ${first ? "de start van de reeks" : "de vorige stap"} deze mail gaat.`,
    delayUnit: "Eenheid",
    units: { dagen: "dagen", uren: "uur" },
    windowDays: "Op deze dagen",
    windowDaysHint:
      "Valt de mail buiten deze dagen of uren, dan wacht hij tot het venster opengaat (Nederlandse tijd).",
    windowStart: "Vanaf",
    windowEnd: "Tot",
    hour: (hour: number) => `${String(hour).padStart(2, "0")}:00`,
    save: "Opslaan",
    testMail: "Stuur testmail naar mezelf",
    messages: {
      saved: "De stap is opgeslagen.",
      testSent: "De testmail is verstuurd naar je eigen e-mailadres.",
      testFailed: "De testmail kon niet worden verstuurd. Kijk of de mailinstellingen kloppen en probeer het opnieuw.",
    },
    errors: {
      delay: "Vul een wachttijd in van 0 tot 365 dagen.",
      days: "Kies minstens één dag.",
      hours: "Kies een eindtijd na de begintijd.",
    },
  },
} as const;
