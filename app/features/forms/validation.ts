import { z } from "zod";
import { emailMaxLength, nameMaxLength } from "./limits";

/**
 * The shared e-mail and name checks (product.md §5) for the newsletter and the
 * e-book form, used by the server action and the browser alike. Each message
 * is Dutch for the visitor (D1); `code` keeps SPEC's English phrase for logs
 * and JSON answers.
 */
export const validationMessages = {
  "Email is required": "Vul je e-mailadres in.",
  "Invalid email format": "Dit e-mailadres klopt niet. Controleer het nog even.",
  "Email is too long": "Dit e-mailadres is te lang (maximaal 254 tekens).",
  "Email contains invalid characters": "Dit e-mailadres bevat tekens die niet zijn toegestaan.",
  "Name must be at least 2 characters": "Je naam moet minimaal 2 tekens hebben.",
  "Name is too long": "Je naam is te lang (maximaal 100 tekens).",
  "Name contains invalid characters": "Je naam bevat tekens die niet zijn toegestaan.",
} as const;

export type ValidationCode = keyof typeof validationMessages;

export { emailMaxLength, nameMaxLength };

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const scriptLike = /<\s*\/?\s*script|javascript:|data:|vbscript:|[<>]/i;
const markupInName = /<\s*\/?\s*(script|img|iframe)|<\s*\/|[<>]/i;

/** Lower-cased and trimmed e-mail address, or the first rule it breaks. */
export const emailSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .superRefine((value, ctx) => {
    const fail = (code: ValidationCode) => ctx.addIssue({ code: "custom", message: code });
    if (value === "") return fail("Email is required");
    if (value.length > emailMaxLength) return fail("Email is too long");
    if (scriptLike.test(value)) return fail("Email contains invalid characters");
    if (!simpleEmail.test(value)) return fail("Invalid email format");
  });

/**
 * An optional name: empty becomes null. Any angle bracket is refused, so no
 * stored name can ever render as markup; other characters (O'Brien, Jansen &
 * Zn) are kept as typed and escaped wherever they are shown.
 */
export const nameSchema = z
  .string()
  .optional()
  .transform((value) => value?.trim().replace(/\s+/g, " ") ?? "")
  .superRefine((value, ctx) => {
    const fail = (code: ValidationCode) => ctx.addIssue({ code: "custom", message: code });
    if (value === "") return;
    if (markupInName.test(value)) return fail("Name contains invalid characters");
    if (value.length < 2) return fail("Name must be at least 2 characters");
    if (value.length > nameMaxLength) return fail("Name is too long");
  })
  .transform((value) => (value === "" ? null : value));

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** Turns Zod issues into the visitor's Dutch messages, keeping the English code. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const code = issue.message;
    const message = validationMessages[code as ValidationCode] ?? code;
    return { field: String(issue.path[0] ?? ""), code, message };
  });
}

/** Reads a text field from submitted form data ("" when absent or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
