import type { FormResult } from "~/lib/forms/form-result";
import type { FormSchema } from "~/lib/forms/parse-form";
import { accept, type Rule } from "~/lib/forms/rules";
import { emailAddress, personName } from "~/lib/forms/validation";

/**
 * Which of the two forms posting here was used (consent proof). Both show the
 * same consent line, so anything but the page's own value counts as the footer.
 */
const formSource: Rule<"footer" | "nieuwsbrief"> = {
  check: (input) => accept(input === "nieuwsbrief" ? "nieuwsbrief" : "footer"),
  constraints: {},
};

/** The signup's fields, checked by the action and giving the inputs their constraints. */
export const signupSchema = { name: personName, email: emailAddress, source: formSource } satisfies FormSchema;

/** product.md §8's English phrases (D1); the visitor reads the Dutch message. */
export type NewsletterSuccessCode = "Confirmation sent";

export type NewsletterFailureCode = "Rate limit exceeded" | "Validation failed" | "Database error" | "Unexpected error";

export type NewsletterResult = FormResult<NewsletterSuccessCode, NewsletterFailureCode>;
