import { adminPasswordReset as texts } from "~/content/admin-password-reset";
import type { FormResult } from "~/lib/forms/form-result";
import type { FormSchema } from "~/lib/forms/parse-form";
import { text } from "~/lib/forms/rules";
import type { FormRefusalReason } from "~/server/public-form.server";
import { adminEmail, newPassword } from "./forms";
import { passwordChangeSchema } from "./password-change";

/** 'Wachtwoord vergeten' (ADR 0118): the address to mail the link to. */
export const resetRequestSchema = { email: adminEmail } satisfies FormSchema;

/** The page behind the link: its token and the new password, twice. */
export const resetChooseSchema = {
  token: text({ required: { code: "Link expired", message: texts.choose.expired }, secret: true }),
  newPassword,
  confirmPassword: passwordChangeSchema.confirmPassword,
} satisfies FormSchema;

export type ResetRequestResult = FormResult<"Link sent", "Validation failed" | FormRefusalReason>;
