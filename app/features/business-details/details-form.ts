import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { adminBusiness } from "~/content/admin-business";
import { roomServices, serviceOfLink, videoLinkKinds, videoServiceKeys, videoServices } from "~/content/video-services";
import type { FieldProblem } from "~/lib/forms/form-result";
import type { FormSchema, FormValue } from "~/lib/forms/parse-form";
import { accept, choice, refuse, rowId, text, withoutMarkup, type Rule } from "~/lib/forms/rules";
import { emailAddress, httpsUrl, phoneNumber } from "~/lib/forms/validation";

/**
 * The business details form (D32, ADR 0089). Each field is checked the way a
 * Dutch register writes it; what is stored is the normalised form ("3511 AX",
 * "NL123456789B01", an IBAN without spaces), so the site always shows it the
 * same way. The details are shown as text everywhere (D24); an angle bracket
 * is refused on top of that.
 */
const errors = adminBusiness.errors;
const problem = (code: string, message: string) => ({ code, message });
const markup = problem("Markup not allowed", errors.markup);
const tooLong = { length: 100, refusal: problem("Too long", errors.tooLong) };

/** One line of text: any run of whitespace (a line break in a hand-made request too) becomes one space, so no detail can split a mail header. */
function plain(required?: string): Rule<string> {
  const rule = withoutMarkup(
    text({ required: required ? problem("Required", required) : undefined, max: tooLong }),
    markup,
  );
  return { ...rule, check: (input) => rule.check(input.replace(/\s+/g, " ")) };
}

/**
 * A value that must match `shape` once `normalise` has tidied what people type
 * (spaces, dots, lower case); empty is allowed and stays "".
 */
function registered(
  normalise: (input: string) => string,
  shape: RegExp,
  message: string,
  maxLength: number,
): Rule<string> {
  return {
    check(input) {
      const value = normalise(input.trim());
      if (value === "") return accept("");
      return shape.test(value) ? accept(value) : refuse(problem("Invalid", message));
    },
    constraints: { maxLength },
  };
}

const withoutSeparators = (input: string) => input.replace(/[\s.-]/g, "").toUpperCase();

/** "3511ax" -> "3511 AX". */
const postalCode = registered(
  (input) =>
    input
      .replace(/\s+/g, "")
      .toUpperCase()
      .replace(/^(\d{4})([A-Z]{2})$/, "$1 $2"),
  /^[1-9]\d{3} [A-Z]{2}$/,
  errors.postalCode,
  10,
);

/** Optional; stored in the electronic format, checked with the IBAN's own check digits (ISO 13616). */
const iban: Rule<string> = {
  check(input) {
    const value = electronicFormatIBAN(input.trim()) ?? "";
    if (value === "") return accept("");
    return isValidIBAN(value) ? accept(value) : refuse(problem("Invalid IBAN", errors.iban));
  },
  constraints: { maxLength: 50 },
};

/** An optional rule whose empty value is "" (a text column), not null. */
function orEmpty(rule: Rule<string | null>): Rule<string> {
  return {
    ...rule,
    check(input) {
      const outcome = rule.check(input);
      return outcome.ok ? accept(outcome.value ?? "") : outcome;
    },
  };
}

/**
 * The host the per-call rooms are made on (ADR 0113): an https address without
 * a query or fragment, stored without a trailing slash so a room is `host/room`.
 */
const roomHost: Rule<string> = {
  check(input) {
    const outcome = httpsUrl(errors.videoRoomHost, "optional").check(input);
    if (!outcome.ok || outcome.value === null) return outcome.ok ? accept("") : outcome;
    const url = new URL(outcome.value);
    if (url.search || url.hash) return refuse(problem("Invalid URL", errors.videoRoomHost));
    return accept(`${url.origin}${url.pathname.replace(/\/+$/, "")}`);
  },
  constraints: { maxLength: 200 },
};

export const businessSchema = {
  coachName: plain(errors.coachName),
  businessName: plain(errors.businessName),
  email: emailAddress,
  phone: orEmpty(phoneNumber),
  street: plain(),
  postalCode,
  city: plain(),
  kvk: registered(withoutSeparators, /^\d{8}$/, errors.kvk, 12),
  btw: registered(withoutSeparators, /^NL\d{9}B\d{2}$/, errors.btw, 20),
  iban,
  linkedinUrl: orEmpty(httpsUrl(errors.url, "optional")),
  instagramUrl: orEmpty(httpsUrl(errors.url, "optional")),
  videoService: choice(videoServiceKeys, problem("Invalid service", errors.videoService)),
  videoUrl: orEmpty(httpsUrl(errors.videoUrl, "optional")),
  videoLinkKind: choice(videoLinkKinds, problem("Invalid kind", errors.videoLinkKind)),
  videoRoomHost: roomHost,
} satisfies FormSchema;

/** The checked form: exactly the business details it saves. */
export type BusinessInput = FormValue<typeof businessSchema>;

/**
 * What one field cannot tell: an address is all three parts or none, and a
 * link of a known service must be that of the service chosen (a Google Meet
 * link under 'Zoom' would have the site promise Zoom and send Meet).
 */
export function crossFieldProblems(value: BusinessInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const address = [value.street, value.postalCode, value.city];
  if (address.some(Boolean) && !address.every(Boolean)) {
    for (const field of ["street", "postalCode", "city"] as const) {
      if (!value[field]) problems.push({ field, code: "Address incomplete", message: errors.addressIncomplete });
    }
  }
  const linkService = value.videoUrl ? serviceOfLink(value.videoUrl) : undefined;
  if (linkService && linkService !== value.videoService && value.videoService !== "anders") {
    problems.push({
      field: "videoUrl",
      code: "Link of another service",
      message: errors.videoUrlService(videoServices[linkService].label, videoServices[value.videoService].label),
    });
  }
  if (value.videoLinkKind === "room") {
    // A room per call works only where a link can name a new room: Zoom, Meet and Whereby rooms are made in their apps.
    const hostService = value.videoRoomHost ? serviceOfLink(value.videoRoomHost) : undefined;
    if (!roomServices.includes(value.videoService)) {
      problems.push({ field: "videoLinkKind", code: "Rooms need Jitsi", message: errors.videoRoomService });
    } else if (!value.videoRoomHost) {
      problems.push({ field: "videoRoomHost", code: "Required", message: errors.videoRoomHostRequired });
    } else if (hostService && !roomServices.includes(hostService)) {
      problems.push({ field: "videoRoomHost", code: "Rooms need Jitsi", message: errors.videoRoomService });
    }
  }
  return problems;
}

export const businessVersionSchema = { version: rowId(problem("Unknown version", errors.version)) };
