/** The list of earlier versions under an editor (ADR 0058): blog posts, testimonials, prices. */
export const versionHistory = {
  title: "Eerdere versies",
  empty: "Nog geen eerdere versies.",
  savedBy: (who: string, when: string) => `${when}, door ${who}`,
  restore: "Deze versie terugzetten",
} as const;
