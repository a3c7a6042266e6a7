/** What a person can have left on the site; each is a flag on their `people` row (ADR 0051). */
export const personKinds = ["newsletter", "ebook", "selftest", "intake", "appointment"] as const;
export type PersonKind = (typeof personKinds)[number];

/** The coach's status of a person (ADR 0052); the key is stored, the label is in ~/content/admin-people. */
export const personStatuses = [
  "nieuw",
  "in-gesprek",
  "kennismaking-gepland",
  "client",
  "afgerond",
  "geen-match",
] as const;
export type PersonStatus = (typeof personStatuses)[number];
