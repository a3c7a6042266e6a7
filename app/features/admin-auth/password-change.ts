import { adminPasswordChange as texts } from "~/content/admin-password";
import type { FieldProblem, FormResult } from "~/lib/forms/form-result";
import { textValue, type FormSchema } from "~/lib/forms/parse-form";
import { text } from "~/lib/forms/rules";
import { newPassword } from "./forms";
import { maxPasswordLength } from "./rules";

/** The "Wachtwoord wijzigen" form (issue #9, D13): one schema for the action and the inputs (ADR 0035). */
export const passwordChangeSchema = {
  // No length refusal: a current password that is too long is simply wrong.
  currentPassword: {
    ...text({
      required: { code: "Current password required", message: texts.currentRequired },
      raw: true,
      secret: true,
    }),
    constraints: { required: true, maxLength: maxPasswordLength },
  },
  newPassword,
  confirmPassword: text({
    required: { code: "Confirmation required", message: texts.confirmRequired },
    raw: true,
    secret: true,
  }),
} satisfies FormSchema;

export type PasswordChangeResult = FormResult<
  "Password changed",
  "Validation failed" | "Rate limit exceeded" | "Wrong password"
>;

/**
 * The two new passwords differ: checked on what was typed, also when another
 * field is wrong, so every problem shows at once.
 */
export function confirmationMismatch(form: FormData, problems: FieldProblem[]): FieldProblem[] {
  const confirm = textValue(form, "confirmPassword");
  if (confirm === "" || confirm === textValue(form, "newPassword")) return [];
  if (problems.some((problem) => problem.field === "confirmPassword")) return [];
  return [{ field: "confirmPassword", code: "Passwords differ", message: texts.mismatch }];
}
