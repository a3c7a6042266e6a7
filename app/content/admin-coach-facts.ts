/** The coach's facts in the admin (ADR 0061): testimonials and packages. Dutch (D27). */

export const adminTestimonials = {
  metaTitle: "Ervaringen",
  title: "Ervaringen",
  intro:
    "De ervaringen van cliënten op de homepage en de landingspagina. Alleen een ervaring met toestemming van de cliënt kan op de website staan. De voorbeelden van de eerste installatie staan er tot je ze vervangt of verbergt.",
  newTestimonial: "Nieuwe ervaring",
  tableLabel: "Alle ervaringen, in de volgorde van de website",
  empty: "Er zijn nog geen ervaringen.",
  columns: { name: "Naam", text: "Ervaring", status: "Op de website", order: "Volgorde" },
  sample: "Voorbeeld",
  shown: "Zichtbaar",
  hidden: "Verborgen",
  noConsent: "Geen toestemming",
  up: "Omhoog",
  down: "Omlaag",
  show: "Tonen",
  hide: "Verbergen",
  /** Screen-reader context after a row's buttons. */
  rowContext: (name: string) => ` (${name})`,
  deleted: "De ervaring is verwijderd.",
  errorTitle: "Dat ging niet",
} as const;

export const adminTestimonialEditor = {
  newTitle: "Nieuwe ervaring",
  editTitle: "Ervaring bewerken",
  back: "Terug naar ervaringen",
  sampleNote:
    "Dit is een verzonnen voorbeeld uit de eerste installatie. Vervang het door een echte ervaring, met toestemming van de cliënt, of verberg het.",
  fields: {
    text: "Ervaring",
    textHint: "Gewone tekst, zonder opmaak.",
    name: "Naam",
    nameHint: "Bijvoorbeeld een voornaam en de eerste letter van de achternaam.",
    role: "Functie of omschrijving",
    rating: "Waardering",
    ratingOption: (stars: number) => `${stars} van 5 sterren`,
    consent: "Deze cliënt heeft toestemming gegeven voor publicatie",
    visible: "Tonen op de website",
  },
  save: "Opslaan",
  saving: "Bezig met opslaan…",
  errorTitle: "Opslaan mislukt",
  notices: {
    saved: "De ervaring is opgeslagen.",
    restored: "De eerdere versie is teruggezet.",
  },
  errors: {
    text: "Vul de ervaring in.",
    textLong: "De ervaring is te lang: houd het onder de 1.500 tekens.",
    name: "Vul een naam in.",
    nameLong: "De naam is te lang: houd het onder de 80 tekens.",
    roleLong: "De omschrijving is te lang: houd het onder de 120 tekens.",
    markup: "Gebruik geen < of >: de tekst wordt getoond zoals je hem typt, zonder opmaak.",
    rating: "Kies een waardering van 1 tot en met 5 sterren.",
    noConsent:
      "Zonder toestemming van de cliënt kan deze ervaring niet op de website. Vink de toestemming aan of zet 'Tonen op de website' uit.",
    unknown: "Deze ervaring bestaat niet meer.",
    version: "Deze versie bestaat niet (meer).",
    unknownIntent: "Dat ging niet. Laad de pagina opnieuw en probeer het nog eens.",
  },
  delete: {
    open: "Ervaring verwijderen",
    title: "Weet je zeker dat je deze ervaring wilt verwijderen?",
    text: "De ervaring verdwijnt van de website en uit het beheer, met haar eerdere versies. Dit kun je niet ongedaan maken.",
    confirm: "Ja, verwijderen",
    cancel: "Annuleren",
  },
} as const;

export const adminPackages = {
  metaTitle: "Pakketten en prijzen",
  title: "Pakketten en prijzen",
  intro:
    "De twee pakketten en het uurtarief, zoals ze op de pakkettenpagina staan. Na opslaan staan de nieuwe prijzen meteen op de website.",
  packageTitle: (name: string) => `Pakket: ${name}`,
  fields: {
    name: "Naam van het pakket",
    price: "Prijs in euro",
    priceHint: "Bijvoorbeeld 1.100 of 1100,00. Inclusief btw.",
    features: "Wat is inbegrepen",
    featuresHint: "Eén punt per regel.",
    hourly: "Uurtarief in euro",
    hourlyHint: "Voor losse online sessies. Bijvoorbeeld 85 of 87,50.",
  },
  hourlyTitle: "Losse sessies",
  save: "Prijzen opslaan",
  saving: "Bezig met opslaan…",
  errorTitle: "Opslaan mislukt",
  notices: {
    saved: "De pakketten en prijzen zijn opgeslagen en staan op de website.",
    restored: "De eerdere versie is teruggezet.",
  },
  errors: {
    name: "Vul de naam van het pakket in.",
    nameLong: "De naam is te lang: houd het onder de 60 tekens.",
    price: "Vul een prijs in euro in, bijvoorbeeld 1.100 of 1100,00.",
    priceRange: "Vul een prijs in tussen € 1 en € 100.000.",
    features: "Vul minstens één punt in bij wat er is inbegrepen.",
    featuresLong: "Houd het bij hoogstens 10 punten van elk hoogstens 120 tekens.",
    markup: "Gebruik geen < of >: de tekst wordt getoond zoals je hem typt, zonder opmaak.",
    version: "Deze versie bestaat niet (meer).",
    unknownIntent: "Dat ging niet. Laad de pagina opnieuw en probeer het nog eens.",
  },
} as const;
