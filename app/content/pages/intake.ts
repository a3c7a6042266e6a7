/** Intake questionnaire (/client-test, uses "u"): Dutch copy (D2). */
import type { PageMeta } from "./shared";

export interface IntakePageContent extends PageMeta {
  title: string;
  intro: string;
  timeNote: string;
  disclaimer: string;
}

export const intakePage: IntakePageContent = {
  metaTitle: "Intake vragenlijst",
  metaDescription: "Vul vóór ons eerste gesprek de intake vragenlijst in. Zo heb ik al een goed beeld van uw situatie.",
  // The soft hyphen lets the long word break the Dutch way on a 320 px phone.
  title: "Intake\u00ADvragenlijst",
  intro:
    "Met deze vragenlijst krijg ik vóór ons eerste gesprek een goed beeld van uw situatie: hoe het met u gaat, wat u al hebt geprobeerd en wat u van coaching verwacht. Er zijn geen goede of foute antwoorden. Schrijf op wat bij u opkomt. Hoe vollediger uw antwoorden, hoe beter ik mij kan voorbereiden.",
  timeNote:
    "Het invullen duurt ongeveer een half uur. Neem er rustig de tijd voor. Alleen uw naam, uw e-mailadres en uw toestemming zijn verplicht.",
  disclaimer:
    "Coaching is geen therapie en geen medische behandeling; ik stel geen diagnoses. Bent u in crisis of denkt u aan zelfdoding? Bel dan direct 113 (0800-0113) of neem contact op met uw huisarts.",
};
