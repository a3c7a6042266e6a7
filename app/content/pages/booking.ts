/** Booking (/kennismaking, D21): Dutch copy (D2). */
import { facts } from "../site";
import type { PageMeta } from "./shared";

const introMeta = `${facts.introMinutes} minuten • Gratis • Online via {videodienst}` as const;

export interface BookingWidgetPlaceholder {
  title: string;
  text: string;
  loadLabel: string;
  linkLabel: string;
}

export interface BookingPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  meta: string;
  expectTitle: string;
  expect: string[];
  widgetPlaceholder: BookingWidgetPlaceholder;
  /** The hero's button down to the free times (#vrije-tijden). */
  timesLabel: string;
  /** Under the coach's portrait beside the hero (wide screens). */
  portraitCaption: string;
}

export const bookingPage: BookingPageContent = {
  metaTitle: "Plan je gratis kennismaking",
  metaDescription:
    "Plan een gratis kennismakingsgesprek van 30 minuten via {videodienst}. We bespreken waar je staat en of coaching bij je past. Vrijblijvend.",
  eyebrow: "Gratis kennismaking",
  // The soft hyphen lets the long word break the Dutch way on a 320 px phone.
  title: "Plan je kennismakings\u00ADgesprek",
  intro:
    "Kies hieronder een moment dat je uitkomt. In een half uur leren we elkaar kennen en kijken we samen of ik je kan helpen. Je zit nergens aan vast.",
  meta: introMeta,
  expectTitle: "Wat kun je verwachten?",
  expect: [
    "Een open gesprek over waar je nu tegenaan loopt",
    "Vragen over je energie, je werk en je thuissituatie, zo ver als jij wilt gaan",
    "Uitleg over hoe ik werk en hoe een traject eruitziet",
    "Een eerlijk antwoord op de vraag of ik de juiste coach voor je ben",
    "Geen verkooppraatje en geen verplichtingen",
  ],
  widgetPlaceholder: {
    title: "De agenda staat bij een externe dienst",
    text: "De agenda wordt geladen via een externe planningsdienst. Die dienst kan cookies plaatsen en gegevens verwerken. Daarom laad ik de agenda pas als jij daarvoor kiest. Je kunt de agenda ook in een nieuw tabblad openen.",
    loadLabel: "Agenda laden",
    linkLabel: "Open de agenda in een nieuw tabblad",
  },
  timesLabel: "Bekijk de vrije tijden",
  portraitCaption: "Je spreekt mij zelf, niemand anders.",
};
