/** The words every mail shares, around its own text (rendered by app/server/mail.server.ts). */
export const mailFrame = {
  /** Followed by the coach's name on the next line: every mail comes from a person. */
  signOff: "Hartelijke groet,",
  privacy: "Privacyverklaring",
  unsubscribe: "Afmelden voor de nieuwsbrief",
} as const;
