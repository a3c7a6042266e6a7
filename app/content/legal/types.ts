/**
 * The shape of the legal pages (D6): /privacy, /voorwaarden and /cookies,
 * one module per page so each page only ships its own text.
 * Plain text only (no Markdown, no HTML). The coach's name, address, KvK number
 * and contact details are NOT in these texts: the page component shows them
 * from the business details (D32, edited at /admin/bedrijfsgegevens) at the bottom of each page. Template texts: have them checked
 * before relying on them.
 */

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalPage {
  title: string;
  metaDescription: string;
  /** ISO date of the last change, shown as "Laatst bijgewerkt". */
  updated: string;
  intro: string;
  sections: LegalSection[];
}
