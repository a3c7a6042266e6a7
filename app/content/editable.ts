import { lifeCoaching } from "./services";

/**
 * Texts the coach can edit on the page itself (D24), by key, with the page
 * they belong to and the default shown until an edit is saved.
 */
export const editableTexts = {
  life_coaching_intro: { page: "life-coaching", defaultText: lifeCoaching.intro.join("\n\n") },
} as const;

export type EditableKey = keyof typeof editableTexts;

export const editableTextMaxLength = 5000;

/** The editor's labels and notices, in Dutch (D27). */
export const editableTextLabels = {
  edit: "Tekst bewerken",
  save: "Opslaan",
  cancel: "Annuleren",
  saving: "Opslaan...",
  field: "Tekst",
  savedTitle: "Tekst opgeslagen",
  savedText: "Je wijzigingen zijn opgeslagen.",
  failedTitle: "Opslaan mislukt",
  failedText: "Je wijzigingen konden niet worden opgeslagen. Probeer het opnieuw.",
  empty: "De tekst mag niet leeg zijn.",
  tooLong: `De tekst mag maximaal ${editableTextMaxLength} tekens hebben.`,
} as const;
