import { z } from "zod";
import { adminLogin } from "~/content/admin";
import { adminPasswordChange as texts } from "~/content/admin-password";
import { maxPasswordLength, minPasswordLength } from "./rules";

/** The "Wachtwoord wijzigen" form (issue #9): its fields and their rules (D13), in one place. */
export const passwordChangeFields = ["currentPassword", "newPassword", "confirmPassword"] as const;
export type PasswordChangeField = (typeof passwordChangeFields)[number];
export type PasswordChangeErrors = Partial<Record<PasswordChangeField, string>>;

export const passwordChangeSchema = z
  .object({
    // Too long is simply wrong: it can never be the stored password (longer ones are refused when set).
    currentPassword: z.string().min(1, texts.currentRequired).max(maxPasswordLength, texts.currentWrong),
    newPassword: z
      .string()
      .min(minPasswordLength, adminLogin.passwordTooShort)
      .max(maxPasswordLength, adminLogin.passwordTooLong),
    confirmPassword: z.string().min(1, texts.confirmRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: texts.mismatch,
    // Also when another field is wrong, so every problem shows at once.
    when: (payload) => typeof payload.value === "object",
  });
