/**
 * The intake questionnaire (/client-test): the questions, the consent text and
 * every message of the form. Dutch, and in the "u" form (D1, D2). The field
 * names come from the database schema; the compiler makes sure every answer
 * field has exactly one question here.
 */
import type { IntakeAnswerField } from "~/server/db-schema";

/** product.md §2: the five sections, titles exactly as given. */
export const intakeSectionTitles = [
  "1. Mentale en emotionele status",
  "2. Fysieke gezondheid en herstel",
  "3. Zelfinzicht en coping\u00ADmechanismen",
  "4. Levensdoelen en zingeving",
  "5. Huidige fase in het burn-outproces",
] as const;

export type IntakeSectionNumber = 1 | 2 | 3 | 4 | 5;

export interface IntakeQuestion {
  /** A short name for the question where the whole text is too long (the coach's data-request screen). */
  label: string;
  /** Which of the five sections (1-based) the question belongs to. */
  section: IntakeSectionNumber;
  text: string;
}

/** One question per answer field; within a section they appear in the schema's order. */
export const intakeQuestions: Record<IntakeAnswerField, IntakeQuestion> = {
  energieniveau: {
    label: "Energieniveau",
    section: 1,
    text: "Hoe zou u uw energieniveau op dit moment omschrijven? Hoe ziet een gemiddelde dag er voor u uit?",
  },
  stressfactoren: {
    label: "Stressfactoren",
    section: 1,
    text: "Welke situaties of omstandigheden geven u op dit moment de meeste stress?",
  },
  concentratie_vergeetachtigheid: {
    label: "Concentratie en vergeetachtigheid",
    section: 1,
    text: "Merkt u dat u zich minder goed kunt concentreren of vaker dingen vergeet? Kunt u een paar voorbeelden geven?",
  },
  emotioneel_uitgeput: {
    label: "Emotioneel uitgeput",
    section: 1,
    text: "Voelt u zich emotioneel uitgeput? Waaraan merkt u dat, thuis of op uw werk?",
  },
  jezelf_kwijtgeraakt: {
    label: "Uzelf kwijtgeraakt",
    section: 1,
    text: "Hebt u het gevoel dat u uzelf kwijt bent geraakt? Wat mist u het meest van wie u was?",
  },
  slaapkwaliteit: {
    label: "Slaapkwaliteit",
    section: 2,
    text: "Hoe slaapt u? Valt u makkelijk in slaap, wordt u 's nachts wakker en voelt u zich uitgerust als u opstaat?",
  },
  lichamelijke_klachten: {
    label: "Lichamelijke klachten",
    section: 2,
    text: "Welke lichamelijke klachten hebt u, zoals hoofdpijn, gespannen spieren, hartkloppingen of een onrustige buik?",
  },
  eetlust_spijsvertering: {
    label: "Eetlust en spijsvertering",
    section: 2,
    text: "Is er iets veranderd in uw eetlust of uw spijsvertering? Wat merkt u daarvan?",
  },
  overprikkeling: {
    label: "Overprikkeling",
    section: 2,
    text: "Wanneer raakt u overprikkeld, bijvoorbeeld door geluid, drukte of te veel tegelijk? Wat doet dat met u?",
  },
  energie_activiteiten: {
    label: "Energie en activiteiten",
    section: 2,
    text: "Welke activiteiten geven u energie, en welke kosten u juist energie?",
  },
  oorzaak_klachten: {
    label: "Oorzaak van de klachten",
    section: 3,
    text: "Wat is volgens u de oorzaak van uw klachten?",
  },
  patronen_gewoonten: {
    label: "Patronen en gewoonten",
    section: 3,
    text: "Welke patronen of gewoonten herkent u bij uzelf die uw klachten in stand houden, zoals altijd doorgaan of moeilijk nee zeggen?",
  },
  omgaan_tegenslagen: {
    label: "Omgaan met tegenslagen",
    section: 3,
    text: "Hoe gaat u meestal om met tegenslagen of teleurstellingen?",
  },
  grenzen_aangeven: {
    label: "Grenzen aangeven",
    section: 3,
    text: "Hoe makkelijk vindt u het om uw grenzen aan te geven, op uw werk en thuis?",
  },
  reactie_hulp: {
    label: "Hulp aannemen en vragen",
    section: 3,
    text: "Hoe reageert u als iemand u hulp aanbiedt? En hoe makkelijk vraagt u zelf om hulp?",
  },
  leven_betekenis: {
    label: "Betekenis van het leven",
    section: 4,
    text: "Wat geeft uw leven betekenis?",
  },
  verbondenheid: {
    label: "Verbondenheid",
    section: 4,
    text: "Met wie voelt u zich verbonden? Hoe is het contact met uw partner, familie, vrienden of collega's op dit moment?",
  },
  waarden_belangrijk: {
    label: "Belangrijkste waarden",
    section: 4,
    text: "Welke waarden zijn voor u het belangrijkst in het leven?",
  },
  juiste_plek_leven: {
    label: "Op de juiste plek",
    section: 4,
    text: "Hebt u het gevoel dat u op de juiste plek staat in uw leven, in uw werk en daarbuiten? Waarom wel of niet?",
  },
  gewenste_verandering: {
    label: "Gewenste verandering",
    section: 4,
    text: "Wat zou u het liefst willen veranderen in uw leven?",
  },
  uitgevallen_werk: {
    label: "Uitgevallen op het werk",
    section: 5,
    text: "Bent u (gedeeltelijk) uitgevallen op uw werk? Zo ja, sinds wanneer?",
  },
  duur_klachten: {
    label: "Duur van de klachten",
    section: 5,
    text: "Hoe lang hebt u al last van deze klachten?",
  },
  eerdere_hulp: {
    label: "Eerdere hulp",
    section: 5,
    text: "Hebt u eerder hulp gezocht, bijvoorbeeld bij uw huisarts, een psycholoog of een andere coach? Wat hielp wel en wat niet?",
  },
  herstel_pogingen: {
    label: "Herstelpogingen",
    section: 5,
    text: "Wat hebt u zelf al geprobeerd om te herstellen?",
  },
  verwachtingen_coaching: {
    label: "Verwachtingen van coaching",
    section: 5,
    text: "Wat verwacht u van coaching? Wanneer is het traject voor u geslaagd?",
  },
};

/** Labels, texts and messages of the form itself. */
export const intakeFormText = {
  /** Accessible name of the form. */
  formTitle: "Intake vragenlijst",
  personalTitle: "Persoonlijke informatie",
  nameLabel: "Uw naam *",
  emailLabel: "E-mailadres *",
  emailHint: "Zo kan ik contact met u opnemen over uw antwoorden.",
  phoneLabel: "Telefoonnummer",
  phoneHint: "Niet verplicht. Handig als u liever gebeld wordt.",
  requiredNote: "Velden met een * zijn verplicht. Alle vragen zijn verder optioneel.",
  placeholder: "Beschrijf hier uw antwoord zo uitgebreid mogelijk...",
  /** Only shown when JavaScript runs, because only then is a draft kept (D18). */
  draftInfo:
    "Terwijl u invult, bewaart deze browser een concept van uw naam, contactgegevens en antwoorden, zodat u later verder kunt gaan. Er wordt niets verzonden voordat u op 'Vragenlijst verzenden' klikt.",
  draftRestored:
    "Uw eerder ingevulde antwoorden zijn teruggezet. Ze stonden alleen in deze browser en zijn nog niet verzonden.",
  draftClear: "Concept wissen",
  draftCleared: "Het concept is gewist.",
  consentTitle: "Toestemming",
  consentBefore:
    "Ik geef uitdrukkelijk toestemming om mijn antwoorden, die gegevens over mijn gezondheid kunnen bevatten, te bewaren en te gebruiken om ons eerste gesprek en het coachtraject voor te bereiden. Ik kan deze toestemming altijd intrekken. Meer hierover staat in de ",
  consentLink: "privacyverklaring",
  consentAfter: ". *",
  submit: "Vragenlijst verzenden",
  submitting: "Verzenden...",
} as const;

/** Results of a submission (product.md §8 Intake), in the visitor's language. */
export const intakeMessages = {
  /** Title above the list of problems (product.md §8's failure toast text). */
  failureTitle: "Er is een fout opgetreden bij het verzenden van uw antwoorden",
  success: "Uw antwoorden zijn succesvol verzonden!",
  nameRequired: "Vul alstublieft uw naam in",
  nameTooLong: (max: number) => `Uw naam is te lang. Gebruik maximaal ${max.toLocaleString("nl-NL")} tekens.`,
  consentRequired:
    "Geef alstublieft toestemming door het vakje aan te vinken. Zonder uw toestemming kan ik uw antwoorden niet ontvangen.",
  answerTooLong: (max: number, length: number) =>
    `Dit antwoord is te lang: ${length.toLocaleString("nl-NL")} tekens, terwijl er maximaal ${max.toLocaleString("nl-NL")} passen. Kort het wat in; de rest bespreken we graag in het gesprek.`,
  /** In the summary list, once per answer that is too long, naming its question. */
  answerTooLongFor: (question: string, max: number) =>
    `Het antwoord op de vraag ‘${question}’ is te lang (maximaal ${max.toLocaleString("nl-NL")} tekens per antwoord). Het veld is gemarkeerd.`,
  /** Under the longest answer when all answers together are over the form's ceiling. */
  totalTooLong: (max: number, length: number) =>
    `Uw antwoorden zijn samen te lang: ${length.toLocaleString("nl-NL")} tekens, terwijl er maximaal ${max.toLocaleString("nl-NL")} passen. Kort dit of een ander lang antwoord wat in.`,
  totalTooLongFor: (question: string, max: number, length: number) =>
    `Uw antwoorden zijn samen te lang (${length.toLocaleString("nl-NL")} tekens, maximaal ${max.toLocaleString("nl-NL")}). Kort bijvoorbeeld het antwoord op de vraag ‘${question}’ wat in.`,
  rateLimited:
    "U hebt de vragenlijst net al een paar keer verstuurd. Wacht alstublieft een minuut en probeer het dan opnieuw. Uw antwoorden staan nog in het formulier.",
  serverError:
    "Door een storing aan onze kant zijn uw antwoorden niet opgeslagen. Probeer het over een moment opnieuw; uw antwoorden staan nog in het formulier.",
  networkError:
    "Uw antwoorden konden niet worden verzonden. Controleer uw internetverbinding en probeer het opnieuw; uw antwoorden staan nog in het formulier.",
} as const;

/** What happens after sending: on the thank-you page and in the receipt mail. */
export const intakeNextSteps = [
  "Ik lees uw antwoorden zelf, rustig en met aandacht.",
  "Daarna neem ik persoonlijk contact met u op: per e-mail, of telefonisch als u uw nummer hebt gegeven.",
  "In een gratis kennismaking van 30 minuten bespreken we wat u hebt geschreven en kijken we samen wat bij u past.",
] as const;

/**
 * The receipt after sending (ADR 0094): no answers and no name in it, since
 * mail is not the place for health data and anyone can type any address.
 */
export const intakeReceiptMail = {
  subject: "Uw intakevragenlijst is goed aangekomen",
  preheader: "Wat er nu gebeurt, en hoe u alvast een kennismaking plant.",
  heading: "Bedankt voor uw antwoorden",
  intro:
    "Uw intakevragenlijst is goed bij mij aangekomen. Uw antwoorden staan bewust niet in deze e-mail: ze gaan over uw gezondheid en blijven daarom versleuteld op de website bewaard.",
  nextTitle: "Wat er nu gebeurt",
  booking: "Hebt u nog geen kennismaking gepland? Dat kan nu al: u kiest zelf een moment dat u uitkomt.",
  button: "Plan uw gratis kennismakingsgesprek",
  closing: [
    "Hebt u deze vragenlijst niet zelf ingevuld? Antwoord dan op deze e-mail, dan verwijder ik de antwoorden.",
    "Gaat het nu niet goed en denkt u aan zelfdoding? Bel dan direct 113 of gratis 0800-0113, of neem contact op met uw huisarts.",
  ],
} as const;
