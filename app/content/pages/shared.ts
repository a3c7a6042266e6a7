/** Shared shapes: Dutch copy (D2). */

export interface PageMeta {
  metaTitle: string;
  metaDescription: string;
}

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** A sentence with a link after it, e.g. "Liever eerst zelf lezen?" + "Download het e-book". */
export interface LinkPrompt {
  text: string;
  label: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface SectionHeading {
  eyebrow: string;
  title: string;
  intro: string;
}
