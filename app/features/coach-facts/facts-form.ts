import { adminPackages, adminTestimonialEditor } from "~/content/admin-coach-facts";
import { packageKeys, type PackageFacts, type PackageKey } from "~/content/pages/packages";
import type { FormSchema, FormValue } from "~/lib/forms/parse-form";
import {
  accept,
  checkbox,
  choice,
  refuse,
  rowId,
  text,
  withoutMarkup,
  type Refusal,
  type Rule,
} from "~/lib/forms/rules";
import { parseEuro } from "./euro";

/**
 * The fields of the testimonial and price editors (ADR 0061). The coach's
 * words are shown as text, never HTML (D24); on top of that no angle bracket
 * is stored, so no saved fact can ever look like markup anywhere.
 */
const problem = (code: string, message: string): Refusal => ({ code, message });

const testimonialErrors = adminTestimonialEditor.errors;
const testimonialMarkup = problem("Markup not allowed", testimonialErrors.markup);

export const testimonialSchema = {
  text: withoutMarkup(
    text({
      required: problem("Missing text", testimonialErrors.text),
      max: { length: 1500, refusal: problem("Text too long", testimonialErrors.textLong) },
    }),
    testimonialMarkup,
  ),
  name: withoutMarkup(
    text({
      required: problem("Missing name", testimonialErrors.name),
      max: { length: 80, refusal: problem("Name too long", testimonialErrors.nameLong) },
    }),
    testimonialMarkup,
  ),
  role: withoutMarkup(
    text({ max: { length: 120, refusal: problem("Role too long", testimonialErrors.roleLong) } }),
    testimonialMarkup,
  ),
  rating: choice(["1", "2", "3", "4", "5"], problem("Invalid rating", testimonialErrors.rating)),
  consent: checkbox(),
  visible: checkbox(),
} satisfies FormSchema;

export const testimonialIdSchema = { id: rowId(problem("Unknown testimonial", testimonialErrors.unknown)) };

export const testimonialVersionSchema = { version: rowId(problem("Unknown version", testimonialErrors.version)) };

const priceErrors = adminPackages.errors;

/** A Dutch euro amount ("1.100", "1100,00") as cents, from € 1 to € 100.000. */
function euroAmount(): Rule<number> {
  return {
    check(input) {
      const cents = parseEuro(input.trim());
      if (cents === undefined) return refuse(problem("Invalid price", priceErrors.price));
      return cents >= 100 && cents <= 10_000_000
        ? accept(cents)
        : refuse(problem("Price out of range", priceErrors.priceRange));
    },
    constraints: { required: true, maxLength: 20 },
  };
}

/** One line per item: 1 to 10 non-empty lines of at most 120 characters. */
function lines(): Rule<string[]> {
  return withoutMarkup(
    {
      check(input) {
        const items = input
          .split(/\r?\n/)
          .map((line) => line.trim().replace(/\s+/g, " "))
          .filter(Boolean);
        if (items.length === 0) return refuse(problem("Missing features", priceErrors.features));
        return items.length <= 10 && items.every((item) => item.length <= 120)
          ? accept(items)
          : refuse(problem("Features too long", priceErrors.featuresLong));
      },
      constraints: { required: true, maxLength: 1400 },
    },
    problem("Markup not allowed", priceErrors.markup),
  );
}

function packageName(): Rule<string> {
  return withoutMarkup(
    text({
      required: problem("Missing name", priceErrors.name),
      max: { length: 60, refusal: problem("Name too long", priceErrors.nameLong) },
    }),
    problem("Markup not allowed", priceErrors.markup),
  );
}

/** One form for both packages and the hourly rate: one save, one version, one refresh. */
export const pricesSchema = {
  "online-name": packageName(),
  "online-price": euroAmount(),
  "online-features": lines(),
  "face_to_face-name": packageName(),
  "face_to_face-price": euroAmount(),
  "face_to_face-features": lines(),
  hourly: euroAmount(),
} satisfies FormSchema;

/** A package's field in `pricesSchema`. */
export const packageField = <F extends "name" | "price" | "features">(key: PackageKey, field: F) =>
  `${key}-${field}` as `${PackageKey}-${F}` satisfies keyof typeof pricesSchema;

export type PricesInput = FormValue<typeof pricesSchema>;

/** The checked form as the facts it sets. */
export function pricesFrom(value: PricesInput): { packages: PackageFacts[]; hourlyCents: number } {
  return {
    packages: packageKeys.map((key) => ({
      key,
      name: value[packageField(key, "name")],
      priceCents: value[packageField(key, "price")],
      features: value[packageField(key, "features")],
    })),
    hourlyCents: value.hourly,
  };
}

export const pricesVersionSchema = { version: rowId(problem("Unknown version", priceErrors.version)) };
