import type { FormResult } from "~/lib/forms/form-result";
import type { FormSchema } from "~/lib/forms/parse-form";
import { emailAddress, personName } from "~/lib/forms/validation";

/** The e-book request's fields, checked by the action and giving the inputs their constraints. */
export const ebookRequestSchema = { name: personName, email: emailAddress } satisfies FormSchema;

/**
 * product.md §8's English phrases (D1). "Ebook request processed" when the mail
 * went out; "Ebook pending" when no e-book was uploaded yet.
 */
export type EbookSuccessCode = "Ebook request processed" | "Ebook pending";

export type EbookFailureCode =
  "Rate limit exceeded" | "Validation failed" | "Database error" | "Email error" | "Unexpected error";

export type EbookRequestResult = FormResult<EbookSuccessCode, EbookFailureCode>;
