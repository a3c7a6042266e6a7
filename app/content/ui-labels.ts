/**
 * Small interface labels that the page content files do not carry: fixed
 * button texts, table headers and headings of generic page parts.
 * Plain text only.
 */

/** The two buttons at the end of the service pages and the psychology article (product.md §2). */
export const serviceCtaLabels = {
  booking: "Plan je gratis kennismakingsgesprek",
  packages: "Bekijk de pakketten",
} as const;

/** The title of the six-phase section on the service pages (product.md §2). */
export const servicePhasesTitle = "Hoe ik je help";

/** /psychologie-alternatief: the comparison table and the FAQ. */
export const psychologyAlternativeLabels = {
  comparisonTitle: "Psycholoog of coach: de verschillen op een rij",
  comparisonCaption: "Een psycholoog en een coach vergeleken, per onderwerp",
  /** Shown on small screens only, above the table. */
  scrollHint: "Veeg opzij om de hele tabel te zien.",
  columns: { aspect: "Onderwerp", psychology: "Psycholoog", coaching: "Coach" },
  faqTitle: "Veelgestelde vragen",
} as const;

/** /goede-coach-kiezen: the heading above the four criteria. */
export const choosingACoachLabels = {
  criteriaTitle: "Vier dingen waar een goede coach aan voldoet",
} as const;

/** /privacy, /voorwaarden and /cookies. */
export const legalLabels = {
  updated: "Laatst bijgewerkt",
  contents: "Inhoud",
  contactTitle: "Contactgegevens",
  email: "E-mail",
  address: "Adres",
  kvk: "KvK-nummer",
} as const;

/** The back link in the hero of /methodology. */
export const backToHomeLabel = "Terug naar home";

/** /methodology: the topic diagram and the topic dialog (product.md §2). */
export const methodologyLabels = {
  /** Accessible name of the list of topic buttons. */
  topics: "De zes onderwerpen",
  overview: "Overzicht",
  keyPoints: "Kernpunten",
  practicalApproach: "Praktische aanpak",
} as const;

/** /kennismaking: accessible name of the area that holds the scheduling widget (D21). */
export const bookingWidgetLabel = "Agenda voor je kennismaking";

/** /blog and the articles: card links, the meta line and the "more articles" block. */
export const blogLabels = {
  readMore: "Lees verder",
  readMoreAbout: "over",
  readingTime: (minutes: number) => `${minutes} min lezen`,
  author: "Door",
  tags: "Onderwerpen",
  moreEyebrow: "Verder lezen",
  moreTitle: "Meer artikelen",
  allPosts: "Alle artikelen",
  opensInNewTab: "(opent in een nieuw tabblad)",
} as const;

/** The formatting toolbar above a text the coach writes (a newsletter, a blog post; ADR 0117). */
export const textToolbarLabels = {
  toolbar: "Opmaak",
  bold: "Vet",
  italic: "Schuin",
  heading: "Tussenkop",
  list: "Opsomming",
  link: "Link",
  /** Put in when nothing is selected, selected so typing replaces it. */
  placeholders: { bold: "vette tekst", italic: "schuine tekst", heading: "Tussenkop", list: "punt", link: "linktekst" },
  urlPlaceholder: "https://",
} as const;
