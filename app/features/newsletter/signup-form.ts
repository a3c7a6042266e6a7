import type { FormResult } from "~/features/forms/form-result";
import type { FormSchema } from "~/features/forms/parse-form";
import { emailAddress, personName } from "~/features/forms/validation";

/** The signup's fields, checked by the action and giving the inputs their constraints. */
export const signupSchema = { name: personName, email: emailAddress } satisfies FormSchema;

/** product.md §8's English phrases (D1); the visitor reads the Dutch message. */
export type NewsletterSuccessCode =
  "Successfully subscribed to newsletter" | "Newsletter subscription reactivated successfully";

export type NewsletterFailureCode =
  "Rate limit exceeded" | "Validation failed" | "Already subscribed" | "Database error" | "Unexpected error";

export type NewsletterResult = FormResult<NewsletterSuccessCode, NewsletterFailureCode>;
