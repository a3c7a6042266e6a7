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

/** product.md §8 (admin texts as given) plus the editor's own labels. */
export const editableTextLabels = {
  edit: "Tekst bewerken",
  save: "Opslaan",
  cancel: "Annuleren",
  saving: "Opslaan...",
  field: "Tekst",
  savedTitle: "Content updated",
  savedText: "Your changes have been saved successfully.",
  failedTitle: "Error",
  failedText: "Failed to save changes. Please try again.",
  empty: "De tekst mag niet leeg zijn.",
  tooLong: `De tekst mag maximaal ${editableTextMaxLength} tekens hebben.`,
} as const;
