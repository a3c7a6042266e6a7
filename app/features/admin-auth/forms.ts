import { adminLogin as texts } from "~/content/admin";
import { adminPasswordChange } from "~/content/admin-password";
import { adminSecurity } from "~/content/admin-security";
import type { FormSchema } from "~/lib/forms/parse-form";
import { refuse, text, type Rule } from "~/lib/forms/rules";
import { emailAddress } from "~/lib/forms/validation";
import { maxPasswordLength, minPasswordLength } from "./rules";

/**
 * The admin portal's account forms (login, first admin, second factor, a
 * sign-in link, adding an admin, two-factor settings): one schema each, checked by the action and
 * giving the inputs their constraints (ADR 0035).
 */

const maxCodeLength = 40;

/** product.md §5's address check, with the portal's own wording for every refusal. */
export const adminEmail: Rule<string> = {
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

/**
 * The signed-in admin's current password, asked again before a change that
 * could lock the owner out or let someone else in (ADR 0084). No length
 * refusal: a password that is too long is simply wrong.
 */
export const currentPassword = {
  ...text({
    required: { code: "Current password required", message: adminPasswordChange.currentRequired },
    raw: true,
    secret: true,
  }),
  constraints: { required: true, maxLength: maxPasswordLength },
};

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

export const addAdminSchema = { email: adminEmail, password: newPassword, currentPassword } satisfies FormSchema;

/**
 * The security screen: a set-up attempt starts with the password (a new
 * secret each time) and is confirmed with a code from the app; switching off
 * and new recovery codes need the password and a code (ADR 0084).
 */
const manageSchema = { code: oneTimeCode(adminSecurity.codeRequired), currentPassword } satisfies FormSchema;
export const twoFactorSchemas = {
  start: { currentPassword },
  enable: { code: oneTimeCode(adminSecurity.codeRequired) },
  regenerate: manageSchema,
  disable: manageSchema,
} satisfies Record<string, FormSchema>;

/** The one-time sign-in link of an account under attack (ADR 0085): its signed token. */
export const signInLinkSchema = {
  token: text({ required: { code: "Link expired", message: texts.linkStep.expired }, secret: true }),
} satisfies FormSchema;

/** The login page's forms, told apart by their intent. */
export const loginPageSchemas = {
  login: loginSchema,
  signup: firstAdminSchema,
  "second-factor": secondFactorSchema,
  link: signInLinkSchema,
} satisfies Record<string, FormSchema>;
