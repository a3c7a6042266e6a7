/**
 * Invoices (D33, ADR 0102-0104): the words on the PDF, the bookkeeper's
 * export and the coach's 'Facturen' screen. The invoice speaks 'je' like the
 * rest of the site outside the intake.
 */

/** The sentence the small business scheme requires on an invoice, word for word. */
export const smallBusinessSentence = "Vrijgesteld van btw op grond van de kleineondernemersregeling";

export const paymentMethodLabels = {
  ideal: "iDEAL",
  creditcard: "creditcard",
  bancontact: "Bancontact",
  banktransfer: "bankoverschrijving",
} as const;

export const invoiceDocument = {
  title: { invoice: "Factuur", credit: "Creditfactuur" },
  /** The PDF's own title (its metadata) and the download's file name. */
  metaTitle: (kind: "invoice" | "credit", number: string) =>
    `${kind === "credit" ? "Creditfactuur" : "Factuur"} ${number}`,
  fileName: (number: string) => `factuur-${number}.pdf`,
  to: "Aan",
  details: {
    number: "Factuurnummer",
    date: "Factuurdatum",
    dueDate: "Te betalen vóór",
    period: "Periode",
    original: "Crediteert factuur",
  },
  seller: { kvk: "KvK", btwId: "Btw-id", iban: "IBAN" },
  table: { description: "Omschrijving", amount: "Bedrag" },
  totals: {
    excl: "Bedrag excl. btw",
    vat: (rate: number) => `Btw ${rate}%`,
    total: "Totaal",
  },
  period: (start: string, end: string) => (start === end ? start : `${start} t/m ${end}`),
  paid: (date: string, method: string) => `Betaald op ${date} via ${method}.`,
  refunded: (date: string, method: string) => `Terugbetaald op ${date} via ${method}.`,
  toPay: (amount: string, date: string, iban: string, name: string, number: string) =>
    `Graag ${amount} vóór ${date} overmaken naar ${iban} ten name van ${name}, onder vermelding van ${number}.`,
  toPayNoDate: (amount: string, iban: string, name: string, number: string) =>
    `Graag ${amount} overmaken naar ${iban} ten name van ${name}, onder vermelding van ${number}.`,
  toRefund: "Het bedrag wordt teruggestort op de rekening waarvan je betaalde.",
  creditDescription: (number: string, description: string) => `Creditering van factuur ${number}: ${description}`,
  questions: (email: string) => `Vragen over deze factuur? Mail naar ${email}.`,
} as const;

/** Statuses in the bookkeeper's export and the admin. */
export const invoiceStatuses = {
  open: "Open",
  paid: "Betaald",
  credited: "Gecrediteerd",
  partlyCredited: "Deels gecrediteerd",
  refunded: "Terugbetaald",
  refundOpen: "Terugbetaling open",
} as const;
export type InvoiceStatus = keyof typeof invoiceStatuses;

export const vatRegimeLabels = {
  standard: "21% btw",
  "small-business": "Kleineondernemersregeling (geen btw)",
  exempt: "Vrijgesteld van btw",
} as const;

/** The bookkeeper's CSV (ADR 0103): one row per invoice, in this order. */
export const invoiceExportColumns = [
  "Factuurdatum",
  "Factuurnummer",
  "Soort",
  "Origineel factuurnummer",
  "Klant",
  "E-mail klant",
  "Omschrijving",
  "Bedrag excl. btw",
  "Btw",
  "Bedrag incl. btw",
  "Btw-tarief",
  "Btw-regeling",
  "Betaalmethode",
  "Status",
  "Betaaldatum",
] as const;
export const invoiceKindLabels = { invoice: "Factuur", credit: "Creditfactuur" } as const;

/** The 'Facturen' screen, /admin/facturen. */
export const adminInvoices = {
  metaTitle: "Facturen en btw",
  title: "Facturen en btw",
  intro:
    "Elke betaling krijgt een factuur met een nummer uit één doorlopende reeks per jaar. Hier kies je hoe de btw op je facturen komt en haal je per kwartaal of jaar alles op voor je boekhouder of je btw-aangifte.",
  period: {
    legend: "Periode",
    year: "Jaar",
    quarter: "Kwartaal",
    wholeYear: "Heel het jaar",
    quarterOption: (q: number) => `Kwartaal ${q}`,
    show: "Tonen",
    invalid: "Kies een jaar en een kwartaal uit de lijst.",
  },
  periodName: (year: number, quarter: number | null) =>
    quarter === null ? `het jaar ${year}` : `kwartaal ${quarter} van ${year}`,
  overviewTitle: (name: string) => `Overzicht van ${name}`,
  counts: (invoices: number, credits: number) =>
    `${invoices === 1 ? "1 factuur" : `${invoices} facturen`} en ${credits === 1 ? "1 creditfactuur" : `${credits} creditfacturen`}.`,
  empty: "Er zijn in deze periode geen facturen gemaakt.",
  totalsCaption: "Totalen per btw-tarief",
  totalsColumns: { regime: "Btw", excl: "Omzet excl. btw", vat: "Btw", incl: "Totaal incl. btw", count: "Facturen" },
  totalsRow: "Totaal",
  returnHint:
    "Voor je btw-aangifte: de regel ‘21% btw’ hoort in rubriek 1a (leveringen en diensten belast met het hoge tarief). Omzet zonder btw (kleineondernemersregeling of vrijgesteld) geef je daar niet op. Creditfacturen zijn al afgetrokken.",
  downloadsTitle: "Voor je boekhouder",
  csv: "Facturen als CSV",
  csvHint:
    "Eén regel per factuur, gescheiden door puntkomma’s, bedragen met een komma: zo leest Excel het direct en kun je het inlezen in je boekhoudpakket.",
  ubl: "Alle facturen als UBL (zip)",
  ublHint:
    "Elke factuur als e-factuur (UBL 2.1, Nederlandse SI-UBL 2.0), voor een boekhoudpakket dat e-facturen inleest.",
  ublSkipped: (n: number) =>
    `${n === 1 ? "1 factuur heeft" : `${n} facturen hebben`} geen UBL-bestand, omdat het adres van de klant ontbreekt; de zip noemt ze in LEESMIJ.txt.`,
  settingsTitle: "Btw op je facturen",
  settingsIntro:
    "Geldt voor facturen die vanaf nu worden gemaakt. Een factuur die al bestaat verandert nooit; een fout herstel je met een creditfactuur.",
  regimeLegend: "Btw-regeling",
  regimes: {
    standard: {
      label: "21% btw",
      hint: "Je prijzen zijn inclusief 21% btw; de factuur toont het bedrag zonder btw en de btw.",
    },
    "small-business": {
      label: "Kleineondernemersregeling (KOR)",
      hint: `Geen btw op de factuur, met de zin ‘${smallBusinessSentence}’.`,
    },
    exempt: {
      label: "Vrijgesteld van btw",
      hint: "Geen btw op de factuur, met de wettelijke grond die je hieronder invult.",
    },
  },
  groundLabel: "Wettelijke grond van de vrijstelling",
  groundHint:
    "Komt letterlijk op de factuur, bijvoorbeeld ‘Vrijgesteld van btw op grond van artikel 11, lid 1, onderdeel g, Wet OB 1968’.",
  groundRequired: "Vul de wettelijke grond in: die moet op een vrijgestelde factuur staan.",
  groundTooLong: "De wettelijke grond is te lang (maximaal 300 tekens).",
  groundMarkup: "Gebruik geen < of > in de wettelijke grond.",
  invalidRegime: "Kies een van de btw-regelingen.",
  save: "Btw-regeling opslaan",
  saved: "De btw-regeling is opgeslagen. Nieuwe facturen krijgen deze regeling.",
  failedTitle: "Opslaan lukt zo niet",
  notFound: "Deze factuur of periode bestaat niet.",
  noUbl: "Deze factuur heeft geen UBL-bestand: het adres van de klant ontbreekt.",
  storedCopyBroken:
    "De bewaarde PDF van deze factuur ontbreekt of is veranderd sinds hij werd gemaakt, en wordt daarom niet getoond. Zet de map ‘invoices’ terug uit een back-up.",
} as const;

/** The archive's note in the UBL zip, for invoices without a UBL file. */
export const ublZipReadme = {
  fileName: "LEESMIJ.txt",
  intro:
    "Voor deze facturen is geen UBL-bestand gemaakt, omdat het adres van de klant ontbreekt (de Nederlandse regels voor e-facturen, BR-NL-4, vragen dat). De PDF-factuur is er wel.",
} as const;

/** The page behind the client's signed invoice link, /factuur/<token> (ADR 0102). */
export const invoiceLinkPage = {
  metaTitle: "Je factuur",
  description: "Download je factuur als PDF.",
  ready: {
    title: (document: "invoice" | "credit", number: string) =>
      `${document === "credit" ? "Creditfactuur" : "Factuur"} ${number}`,
    body: (date: string) => `Van ${date}. Je downloadt hem hieronder als PDF; bewaar hem bij je administratie.`,
    button: "Download de factuur (PDF)",
  },
  expired: {
    title: "Deze link is verlopen",
    body: "Een link naar een factuur werkt 90 dagen. De factuur zat ook als bijlage bij de mail.",
  },
  invalid: {
    title: "Deze link werkt niet",
    body: "De link is niet compleet of niet geldig. Kopieer hem in zijn geheel uit de mail; de factuur zat ook als bijlage bij de mail.",
  },
  error: {
    title: "De factuur is nu niet beschikbaar",
    body: "Er ging bij ons iets mis. Probeer het later nog eens.",
  },
  contact: (email: string) => `Lukt het niet? Mail naar ${email}, dan sturen we je de factuur opnieuw.`,
  home: "Naar de homepage",
} as const;
