/** What makes a person enter a follow-up sequence (D34, ADR 0130); the key is stored, the label shown to the coach. */
export const sequenceTriggers = [
  "ebook",
  "zelftest",
  "nieuwsbrief",
  "intake",
  "kennismaking-gehouden",
  "kennismaking-gemist",
  "pakket",
] as const;
export type SequenceTrigger = (typeof sequenceTriggers)[number];

/** Why an enrolment ended; stored on the enrolment and shown on the person's card. */
export const exitReasons = [
  "klaar",
  "kennismaking-geboekt",
  "pakket-gekocht",
  "client",
  "geen-match",
  "afgemeld",
  "onbestelbaar",
  "met-de-hand",
  "kennismaking-gemist",
] as const;
export type ExitReason = (typeof exitReasons)[number];
