/**
 * Payments (D33, ADR 0105-0108): the offer on a person's card, the offer and
 * welcome mails, the client's payment page and the coach's 'Betalingen'.
 * Client-facing text speaks 'je', like the rest of the site outside the intake.
 */

export const paymentStatusLabels = {
  offered: "Aangeboden",
  open: "Open",
  paid: "Betaald",
  failed: "Mislukt",
  expired: "Verlopen",
  canceled: "Geannuleerd",
  refunded: "Terugbetaald",
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
    banktransfer: "Betalen per bankoverschrijving",
  },
  methodHints: {
    ideal: "Je gaat naar de beveiligde betaalpagina van Mollie en kiest daar je bank.",
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
  markPaid: "Markeer als betaald",
  markedPaid: (number: string) => `Betaling van factuur ${number} staat op betaald; de welkomstmail is onderweg.`,
  notOpen: "Deze betaling staat niet (meer) open.",
  failedTitle: "Dat lukte niet",
} as const;
