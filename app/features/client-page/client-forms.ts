import { clientPage } from "~/content/client-page";
import type { FormResult } from "~/lib/forms/form-result";
import type { FormSchema } from "~/lib/forms/parse-form";
import { accept, refuse, type Rule } from "~/lib/forms/rules";

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

export const clientSchemas = {
  "code-mailen": {},
  inloggen: { code: loginCode },
  uitloggen: {},
} satisfies Record<string, FormSchema>;

export type ClientFormResult = FormResult<"Code sent" | "Signed in", string>;
