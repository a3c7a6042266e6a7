import { clientPage } from "~/content/client-page";
import type { FormResult } from "~/lib/forms/form-result";
import type { FormSchema } from "~/lib/forms/parse-form";
import { accept, refuse, rowId, text, type Rule } from "~/lib/forms/rules";

/** The client page's forms (ADR 0124), browser-safe: the page and its action share them. */
const codeRefusal = { code: "Invalid code", message: clientPage.errors.code };

/** Six digits; spaces a mail program or a person put in between are ignored. Never sent back. */
const loginCode: Rule<string> = {
  check: (raw) => {
    const code = raw.replace(/\s/g, "");
    return /^\d{6}$/.test(code) ? accept(code) : refuse(codeRefusal);
  },
  constraints: { required: true, maxLength: 6 },
  secret: true,
};

/** A time or a session from the page's own buttons: only a hand-made request sends a wrong one. */
const choiceRefusal = { code: "Invalid choice", message: clientPage.errors.choice };
const start = text({ required: choiceRefusal, max: { length: 40, refusal: choiceRefusal } });
const id = rowId(choiceRefusal);

export const clientSchemas = {
  "code-mailen": {},
  inloggen: { code: loginCode },
  uitloggen: {},
} satisfies Record<string, FormSchema>;

/** What a signed-in client does with sessions (ADR 0125). */
export const sessionSchemas = {
  "sessie-boeken": { typeId: id, start },
  "sessie-verzetten": { sessionId: id, start },
  "sessie-annuleren": { sessionId: id },
} satisfies Record<string, FormSchema>;

export type SessionIntent = keyof typeof sessionSchemas;

export const isSessionIntent = (intent: unknown): intent is SessionIntent =>
  typeof intent === "string" && Object.hasOwn(sessionSchemas, intent);

/** `notice`: after a session change, the flash the page shows once (ADR 0125). */
export type ClientFormResult<Notice extends string = string> = FormResult<
  "Code sent" | "Signed in" | "Session changed",
  string,
  { notice?: Notice }
>;
