import { validationMessages, type ValidationCode } from "~/content/forms";
import { emailMaxLength, nameMaxLength, phoneMaxLength } from "./limits";
import { accept, refuse, type Rule } from "./rules";

/**
 * product.md §5's e-mail and name rules, shared by every form that asks for them
 * (newsletter, e-book, self-test, data requests, admin accounts).
 */

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Characters that let one field name a second recipient or a display name
 * ("x,victim@example.org", "a <b@c.nl>"): a mail library would deliver to
 * both. Legal inside quoted RFC 5322 local parts, but no visitor needs them.
 */
const addressSeparators = /[\s,;:"'`()<>]/;
const scriptLike = /<\s*\/?\s*script|javascript:|data:|vbscript:|[<>]/i;
const markupInName = /<\s*\/?\s*(script|img|iframe)|<\s*\/|[<>]/i;

const fail = (code: ValidationCode) => refuse({ code, message: validationMessages[code] });

/** A lower-cased and trimmed e-mail address, or the first rule it breaks. */
export const emailAddress: Rule<string> = {
  check(input) {
    const value = input.trim().toLowerCase();
    if (value === "") return fail("Email is required");
    if (value.length > emailMaxLength) return fail("Email is too long");
    if (scriptLike.test(value)) return fail("Email contains invalid characters");
    if (addressSeparators.test(value)) return fail("Email must be a single address");
    if (!simpleEmail.test(value)) return fail("Invalid email format");
    return accept(value);
  },
  constraints: { required: true, maxLength: emailMaxLength },
};

/**
 * An optional name: empty becomes null. Any angle bracket is refused, so no
 * stored name can ever render as markup; other characters (O'Brien, Jansen &
 * Zn) are kept as typed and escaped wherever they are shown.
 */
export const personName: Rule<string | null> = {
  check(input) {
    const value = input.trim().replace(/\s+/g, " ");
    if (value === "") return accept(null);
    if (markupInName.test(value)) return fail("Name contains invalid characters");
    if (value.length < 2) return fail("Name must be at least 2 characters");
    if (value.length > nameMaxLength) return fail("Name is too long");
    return accept(value);
  },
  constraints: { maxLength: nameMaxLength },
};

/** Digits with an optional leading +, and the spaces, dashes, dots and parentheses people type between them. */
const phoneShape = /^\+?[0-9][0-9 ().-]*$/;

/** An optional phone number (the intake, D28): empty becomes null; 8 to 15 digits, nothing else but separators. */
export const phoneNumber: Rule<string | null> = {
  check(input) {
    const value = input.trim().replace(/\s+/g, " ");
    if (value === "") return accept(null);
    const digits = value.replace(/[^0-9]/g, "").length;
    if (value.length > phoneMaxLength || !phoneShape.test(value) || digits < 8 || digits > 15) {
      return fail("Invalid phone number");
    }
    return accept(value);
  },
  constraints: { maxLength: phoneMaxLength },
};

/** An https link without credentials; with `optional`, empty is null. */
export function httpsUrl(message: string, optional?: "optional"): Rule<string | null> {
  return {
    check(input) {
      const value = input.trim();
      if (value === "" && optional) return accept(null);
      let url: URL | null = null;
      try {
        url = value.length <= 500 ? new URL(value) : null;
      } catch {
        url = null;
      }
      const ok = url !== null && url.protocol === "https:" && !url.username && !url.password && !/[<>"\s]/.test(value);
      return ok ? accept(value) : refuse({ code: "Invalid URL", message });
    },
    constraints: { required: optional ? undefined : true, maxLength: 500 },
  };
}
