import { adminLogin as texts } from "~/content/admin";
import { adminSecurity } from "~/content/admin-security";
import type { FormSchema } from "~/lib/forms/parse-form";
import { refuse, text, type Rule } from "~/lib/forms/rules";
import { emailAddress } from "~/lib/forms/validation";
import { maxPasswordLength, minPasswordLength } from "./rules";

/**
 * The admin portal's account forms (login, first admin, second factor, adding
 * an admin, two-factor settings): one schema each, checked by the action and
 * giving the inputs their constraints (ADR 0035).
 */

const maxCodeLength = 40;

/** product.md §5's address check, with the portal's own wording for every refusal. */
const adminEmail: Rule<string> = {
  check(input) {
    const outcome = emailAddress.check(input);
    return outcome.ok ? outcome : refuse({ code: "Invalid email", message: texts.emailRequired });
  },
  constraints: emailAddress.constraints,
};

/** A new password (D13): at least 12 characters, at most 200, kept exactly as typed. */
export const newPassword = text({
  required: { code: "Password too short", message: texts.passwordTooShort },
  min: { length: minPasswordLength, refusal: { code: "Password too short", message: texts.passwordTooShort } },
  max: { length: maxPasswordLength, refusal: { code: "Password too long", message: texts.passwordTooLong } },
  raw: true,
  secret: true,
});

const oneTimeCode = (message: string) =>
  text({
    required: { code: "Code required", message },
    max: { length: maxCodeLength, refusal: { code: "Wrong code", message: adminSecurity.wrongCode } },
    secret: true,
  });

export const loginSchema = {
  email: adminEmail,
  // No length refusal: a password that is too long is simply wrong, and counts toward the throttle (D13).
  password: {
    ...text({ required: { code: "Password required", message: texts.passwordRequired }, raw: true, secret: true }),
    constraints: { required: true, maxLength: maxPasswordLength },
  },
} satisfies FormSchema;

export const firstAdminSchema = {
  email: adminEmail,
  password: newPassword,
  setupCode: text({ required: { code: "Wrong setup code", message: texts.wrongSetupCode }, secret: true }),
} satisfies FormSchema;

export const secondFactorSchema = {
  pending: text({ required: { code: "Login expired", message: texts.secondFactor.expired }, secret: true }),
  code: oneTimeCode(texts.secondFactor.codeRequired),
} satisfies FormSchema;

export const addAdminSchema = { email: adminEmail, password: newPassword } satisfies FormSchema;

/** The security screen: each button (intent) sends a code from the app or, to manage, a recovery code. */
export const twoFactorSchemas = {
  enable: { code: oneTimeCode(adminSecurity.codeRequired) },
  regenerate: { code: oneTimeCode(adminSecurity.codeRequired) },
  disable: { code: oneTimeCode(adminSecurity.codeRequired) },
} satisfies Record<string, FormSchema>;

/** The login page's three forms, told apart by their intent. */
export const loginPageSchemas = {
  login: loginSchema,
  signup: firstAdminSchema,
  "second-factor": secondFactorSchema,
} satisfies Record<string, FormSchema>;
