/**
 * The visitor's Dutch message for each of product.md §5's e-mail and name rules.
 * The key is SPEC's English phrase, kept as the machine-readable code (D1).
 */
export const validationMessages = {
  "Email is required": "Vul je e-mailadres in.",
  "Invalid email format": "Dit e-mailadres klopt niet. Controleer het nog even.",
  "Email is too long": "Dit e-mailadres is te lang (maximaal 254 tekens).",
  "Email contains invalid characters": "Dit e-mailadres bevat tekens die niet zijn toegestaan.",
  "Email must be a single address":
    "Vul één e-mailadres in, zonder spaties, komma's, puntkomma's, dubbele punten, aanhalingstekens, haakjes of punthaken.",
  "Name must be at least 2 characters": "Je naam moet minimaal 2 tekens hebben.",
  "Name is too long": "Je naam is te lang (maximaal 60 tekens).",
  "Name contains invalid characters": "Je naam bevat tekens die niet zijn toegestaan.",
  "Invalid phone number": "Dit telefoonnummer klopt niet. Gebruik cijfers, eventueel met +, spaties of streepjes.",
} as const;

export type ValidationCode = keyof typeof validationMessages;

/** The same messages in the "u" form, for the intake (D2): one form of address per flow. */
export const formalValidationMessages: Record<ValidationCode, string> = {
  ...validationMessages,
  "Email is required": "Vul alstublieft uw e-mailadres in.",
  "Invalid email format": "Dit e-mailadres klopt niet. Wilt u het nog even controleren?",
  "Name must be at least 2 characters": "Uw naam moet minimaal 2 tekens hebben.",
  "Name is too long": "Uw naam is te lang (maximaal 100 tekens).",
  "Name contains invalid characters": "Uw naam bevat tekens die niet zijn toegestaan.",
};

/** For a form post with an intent the screen does not offer (only a hand-made request sends one). */
export const unknownIntentMessage = "Deze actie bestaat niet. Laad de pagina opnieuw en probeer het nog eens.";
