/**
 * Payments (D33, ADR 0105-0108): the offer on a person's card, the offer and
 * welcome mails, the client's payment page and the coach's 'Betalingen'.
 * Client-facing text speaks 'je', like the rest of the site outside the intake.
 */
import { hoursText, monthsText } from "./durations";

export const paymentStatusLabels = {
  offered: "Aangeboden",
  open: "Open",
  paid: "Betaald",
  failed: "Mislukt",
  expired: "Verlopen",
  canceled: "Geannuleerd",
  refunded: "Terugbetaald",
  withdrawn: "Ingetrokken",
} as const;
export type PaymentStatusLabel = keyof typeof paymentStatusLabels;

/** The business-detail fields an invoice needs, as the coach knows them on /admin/bedrijfsgegevens. */
export const sellerFieldLabels = {
  name: "je naam",
  businessName: "de bedrijfsnaam",
  street: "het adres",
  postalCode: "de postcode",
  city: "de plaats",
  kvk: "het KvK-nummer (8 cijfers)",
  btwId: "het btw-id (NL…B..)",
  iban: "het IBAN",
  email: "het e-mailadres",
} as const;

export const offerPanel = {
  cardTitle: "Pakketten en betalingen",
  title: "Pakket aanbieden",
  intro: "Na een goed kennismakingsgesprek: kies een pakket. Er gaat één mail met een knop naar de betaalpagina.",
  packageLabel: "Pakket",
  customOption: "Eigen bedrag",
  packageOption: (name: string, price: string) => `${name} (${price})`,
  customDescriptionLabel: "Omschrijving bij een eigen bedrag",
  customDescriptionHint: "Bijvoorbeeld: Drie losse sessies.",
  customAmountLabel: "Bedrag bij een eigen bedrag (incl. btw)",
  personalLineLabel: "Persoonlijke regel (optioneel)",
  personalLineHint: "Staat boven in de mail en op de betaalpagina.",
  send: "Aanbod versturen",
  sent: "Het aanbod is verstuurd.",
  blockedTitle: "Eerst je bedrijfsgegevens aanvullen",
  blocked: (missing: string) =>
    `Zonder deze gegevens kan er geen geldige factuur worden gemaakt, dus nog geen aanbod: ${missing}.`,
  blockedLink: "Naar bedrijfsgegevens",
  noName:
    "Van deze persoon is geen naam bekend, en een factuur heeft een naam nodig. Vraag de naam, bijvoorbeeld via het intakeformulier.",
  listTitle: "Aanbiedingen en betalingen",
  none: "Nog geen aanbod verstuurd.",
  errors: {
    package: "Kies een pakket of een eigen bedrag.",
    description: "Geef een omschrijving bij het eigen bedrag (hoogstens 120 tekens).",
    amount: "Geef een bedrag tussen € 1 en € 100.000, bijvoorbeeld 250 of 87,50.",
    personalLine: "De persoonlijke regel is te lang (hoogstens 500 tekens).",
    markup: "Gebruik gewone tekst, zonder < of >.",
    seller: "Vul eerst je bedrijfsgegevens aan.",
  },
} as const;

export const offerMail = {
  subject: (description: string) => `Je aanbod: ${description}`,
  heading: "Je coachingtraject",
  intro: (name: string) => `Beste ${name},`,
  body: (description: string, amount: string) =>
    `Dank je voor het fijne gesprek. Zoals besproken bied ik je aan: ${description}, voor ${amount}. Op de betaalpagina zie je wat erin zit en kies je hoe je betaalt.`,
  button: "Naar de betaalpagina",
  closing: "Heb je nog vragen? Beantwoord gewoon deze mail.",
} as const;

export const paidMail = {
  subject: (description: string) => `Welkom: ${description}`,
  heading: "Welkom, we gaan beginnen",
  body: (name: string, number: string) =>
    `Beste ${name}, dank je wel: je betaling is binnen. De factuur (${number}) zit als pdf bij deze mail.`,
  nextTitle: "Zo gaat het verder",
  next: [
    "Ik neem binnen twee werkdagen contact met je op om de eerste sessie te plannen.",
    "Je kunt ook zelf alvast een moment voorstellen door op deze mail te antwoorden.",
  ],
  invoiceLink: "Factuur bekijken",
} as const;

export const transferMail = {
  subject: (number: string) => `Betalen per overschrijving: factuur ${number}`,
  heading: "Betalen per bankoverschrijving",
  body: (name: string) => `Beste ${name}, dank je voor je keuze. Zo maak je het bedrag over:`,
  lines: (amount: string, iban: string, holder: string, reference: string) => [
    `Bedrag: ${amount}`,
    `IBAN: ${iban}`,
    `Ten name van: ${holder}`,
    `Omschrijving: ${reference}`,
  ],
  after: "De factuur zit als pdf bij deze mail. Zodra het bedrag binnen is, krijg je bericht.",
} as const;

export const paymentPage = {
  metaTitle: "Betalen",
  description: "Je coachingtraject betalen.",
  invalid: {
    title: "Deze betaallink werkt niet",
    body: "De link is niet compleet of klopt niet. Gebruik de knop in de mail, of vraag om een nieuwe link.",
  },
  expired: {
    title: "Deze betaallink is verlopen",
    body: "Vraag gerust om een nieuwe link: beantwoord de mail met het aanbod.",
  },
  withdrawn: {
    title: "Dit aanbod is ingetrokken",
    body: "Er valt hier niets meer te betalen. Heb je vragen of wil je toch beginnen? Beantwoord gerust de mail met het aanbod.",
  },
  termsTitle: "Betalingsvoorwaarden",
  sessionsTitle: "Je sessies",
  sessionLine: (count: number, name: string, minutes: number) => `${name}: ${count} keer ${minutes} minuten`,
  sessionPolicy: (months: number, hours: number) =>
    `Je boekt je sessies zelf, binnen ${monthsText(months)} na betaling. Kosteloos annuleren of verzetten kan tot ${hoursText(hours)} voor een sessie; later annuleren, of niet komen, kost de sessie.`,
  contact: (email: string) => `Vragen? Mail naar ${email}.`,
  forYou: (name: string) => `Voor ${name}`,
  included: "Wat zit erin",
  price: "Prijs",
  exclVat: "Bedrag excl. btw",
  vat: (rate: number) => `Btw ${rate}%`,
  total: "Totaal",
  terms: "Algemene voorwaarden",
  termsLine: "Met betalen ga je akkoord met de",
  methodLegend: "Hoe wil je betalen?",
  methods: {
    ideal: "Betalen met iDEAL",
    creditcard: "Betalen met creditcard",
    bancontact: "Betalen met Bancontact",
    banktransfer: "Betalen per bankoverschrijving",
  },
  methodHints: {
    ideal: "Je gaat naar de beveiligde betaalpagina van Mollie en kiest daar je bank.",
    creditcard: "Je gaat naar de beveiligde betaalpagina van Mollie en vult daar je kaartgegevens in.",
    bancontact: "Je gaat naar de beveiligde betaalpagina van Mollie en betaalt met je Belgische bankkaart of app.",
    banktransfer: "Je krijgt het rekeningnummer, het bedrag en een QR-code voor je bankapp.",
  },
  addressLegend: "Factuuradres (optioneel)",
  addressHint: "Vul het in als je het adres op de factuur wilt hebben; alle drie of geen.",
  street: "Straat en huisnummer",
  postalCode: "Postcode",
  city: "Plaats",
  submit: "Verder naar betalen",
  errors: {
    method: "Kies hoe je wilt betalen.",
    address: "Vul straat, postcode én plaats in, of laat alle drie leeg.",
    tooLong: "Dit veld is te lang.",
    markup: "Gebruik gewone tekst, zonder < of >.",
    mollie:
      "Het betalen met iDEAL lukt nu niet. Probeer het over een paar minuten opnieuw, of kies bankoverschrijving.",
  },
  states: {
    paid: {
      title: "Betaald, dank je wel",
      body: "Je betaling is binnen. De factuur en wat er nu gebeurt staan in je mail.",
    },
    waiting: {
      title: "We wachten op de bevestiging",
      body: "Je bank geeft de betaling door. Deze pagina ververst vanzelf; je kunt hem ook sluiten: je krijgt een mail zodra het rond is.",
      reload: "Opnieuw kijken",
    },
    failed: {
      title: "De betaling is niet gelukt",
      body: "Er is niets afgeschreven. Probeer het opnieuw of kies een andere manier.",
    },
    expired: {
      title: "De betaling is verlopen",
      body: "Er is niets afgeschreven. Je kunt het hieronder opnieuw proberen.",
    },
    canceled: {
      title: "Je hebt de betaling afgebroken",
      body: "Er is niets afgeschreven. Je kunt het hieronder opnieuw proberen.",
    },
    refunded: { title: "Terugbetaald", body: "Dit bedrag is teruggestort." },
  },
  transfer: {
    title: "Betalen per bankoverschrijving",
    intro: "Maak het bedrag over met deze gegevens, of scan de QR-code met je bankapp.",
    amount: "Bedrag",
    iban: "IBAN",
    holder: "Ten name van",
    reference: "Omschrijving (factuurnummer)",
    qrLabel: (amount: string, number: string) =>
      `QR-code voor een overschrijving van ${amount} met omschrijving ${number}`,
    after: "Zodra het bedrag binnen is, krijg je een mail. De factuur zit al in je mail.",
  },
  invoice: "Factuur bekijken",
} as const;

export const adminPayments = {
  metaTitle: "Betalingen",
  title: "Betalingen",
  intro:
    "Alle aanbiedingen en betalingen. Een bankoverschrijving markeer je hier als betaald zodra het geld binnen is.",
  filterLabel: "Status",
  filterAll: "Alle",
  filterSubmit: "Filteren",
  empty: "Geen aanbiedingen met deze status.",
  columns: {
    date: "Aangeboden",
    person: "Persoon",
    package: "Pakket",
    amount: "Bedrag",
    method: "Manier",
    status: "Status",
    invoice: "Factuur",
    action: "Actie",
  },
  csvFile: "betalingen",
  csvHeader: ["Aangeboden", "Persoon", "E-mail", "Pakket", "Bedrag", "Manier", "Status", "Factuur", "Terugbetaald"],
  caption: (status: string, page: number, pages: number) => `Betalingen (${status}), pagina ${page} van ${pages}`,
  markPaid: "Markeer als betaald",
  markedPaid: (number: string) => `Betaling van factuur ${number} staat op betaald; de welkomstmail is onderweg.`,
  notOpen: "Deze betaling staat niet (meer) open.",
  refundedPart: (amount: string) => `${amount} terugbetaald`,
  refund: "Terugbetalen",
  refundFor: (name: string, number: string) => `Terugbetalen aan ${name} (factuur ${number})`,
  refundTitle: "Terugbetalen",
  refundText: (name: string, number: string, left: string) =>
    `Aan ${name}, op factuur ${number}. Er kan nog ${left} worden terugbetaald. Er komt een creditfactuur die naar deze factuur verwijst; ${name} krijgt die per mail.`,
  refundMollie: "Het bedrag gaat via Mollie terug naar de rekening waarmee betaald is.",
  refundByHand: "Een bankoverschrijving betaal je zelf terug vanuit je bankapp; hier leg je het vast.",
  refundAmount: "Bedrag (incl. btw)",
  refundConfirm: "Terugbetalen en creditfactuur maken",
  refundKeep: "Niet terugbetalen",
  refunded: (amount: string, credit: string, original: string) =>
    `${amount} terugbetaald. Creditfactuur ${credit} verwijst naar factuur ${original} en is onderweg naar de klant.`,
  refundErrors: {
    amount: (left: string) => `Geef een bedrag van minstens € 0,01 en hoogstens ${left}.`,
    changed: "Er is intussen al (een deel) terugbetaald. Bekijk het bedrag dat nog openstaat en probeer het opnieuw.",
    busy: "Er loopt al een terugbetaling voor deze betaling. Wacht even en kijk dan opnieuw.",
    mollie:
      "Mollie nam de terugbetaling niet aan. Er is niets terugbetaald; probeer het later opnieuw of kijk in je Mollie-dashboard.",
    notPaid: "Deze betaling is niet (meer) betaald, dus er valt niets terug te betalen.",
  },
  withdraw: "Intrekken",
  withdrawFor: (name: string, description: string) => `Aanbod aan ${name} intrekken (${description})`,
  withdrawn: "Het aanbod is ingetrokken: de betaallink werkt niet meer en er gaan geen herinneringen meer.",
  notWithdrawable: "Dit aanbod is betaald, al ingetrokken of er loopt een betaling: intrekken kan niet.",
  failedTitle: "Dat lukte niet",
} as const;

export const offerReminderMail = {
  subject: (description: string) => `Herinnering: je aanbod voor ${description}`,
  heading: "Je aanbod staat nog open",
  intro: (name: string) => `Beste ${name},`,
  body: (description: string, amount: string, until: string) =>
    `Een tijdje geleden bood ik je ${description} aan, voor ${amount}. Het aanbod staat nog voor je klaar; de betaallink werkt tot ${until}.`,
  paidAlready: "Heb je inmiddels betaald of wil je er liever niet mee verder? Dan kun je deze mail negeren.",
  button: "Naar de betaalpagina",
  closing: "Twijfel je of heb je een vraag? Beantwoord gewoon deze mail.",
} as const;

export const creditMail = {
  subject: (number: string) => `Terugbetaling: creditfactuur ${number}`,
  heading: "Je terugbetaling",
  body: (name: string, amount: string, original: string) =>
    `Beste ${name}, ik heb ${amount} aan je terugbetaald op factuur ${original}. De creditfactuur zit als pdf bij deze mail.`,
  invoiceLink: "Creditfactuur bekijken",
} as const;

export const paymentSettingsTexts = {
  title: "Instellingen voor betalen",
  intro:
    "Hoe klanten kunnen betalen, welke voorwaarden ze op de betaalpagina lezen en wanneer een open aanbod een herinnering krijgt. De btw stel je in bij Facturen en btw.",
  methodsLegend: "Betaalmanieren via Mollie",
  methodsHint: "Betalen per bankoverschrijving kan altijd.",
  noMollie:
    "Er is nog geen Mollie-sleutel ingesteld (MOLLIE_API_KEY op de server), dus klanten kunnen nu alleen per bankoverschrijving betalen. Wat je hier aanzet, geldt zodra de sleutel er is.",
  methods: { ideal: "iDEAL", creditcard: "Creditcard", bancontact: "Bancontact" },
  termsLabel: "Betalingsvoorwaarden (optioneel)",
  termsHint:
    "Staat op de betaalpagina, boven de link naar je algemene voorwaarden. Bijvoorbeeld: Betaling vooraf. Tot 14 dagen na betaling kun je kosteloos afzien van het traject.",
  daysLabel: "Herinnering na zoveel dagen",
  daysHint:
    "Staat een aanbod zo lang open, dan krijgt de klant een herinnering, en na nog eens zo lang een tweede; daarna niet meer. 0 betekent: geen herinneringen.",
  save: "Instellingen bewaren",
  saved: "De instellingen voor betalen zijn bewaard.",
  vatLink: "Naar Facturen en btw",
  errors: {
    days: "Geef een aantal dagen van 0 tot en met 30.",
    terms: "De voorwaarden zijn te lang (hoogstens 2000 tekens).",
    markup: "Gebruik gewone tekst, zonder < of >.",
  },
} as const;
