/**
 * The answer of the e-book request action, for the server and the browser.
 * `code` keeps product.md §8's English phrase (machine-readable, D1); `message` and
 * `errors[].message` are the Dutch texts the visitor reads.
 */
export type EbookFailureCode =
  "Rate limit exceeded" | "Validation failed" | "Database error" | "Email error" | "Unexpected error";

export interface EbookRequestError {
  /** The form field a validation message belongs to; absent for other failures. */
  field?: "name" | "email";
  code: string;
  message: string;
}

export type EbookRequestResult =
  | {
      ok: true;
      /** "Ebook request processed" when the mail went out; "Ebook pending" when no e-book was uploaded yet. */
      code: "Ebook request processed" | "Ebook pending";
      message: string;
    }
  | {
      ok: false;
      code: EbookFailureCode;
      errors: EbookRequestError[];
      /** What was typed, so a page rendered without JavaScript can show it again. */
      values: { name: string; email: string };
    };

/** The form's field names, shared by the form and the action. */
export const ebookFields = { name: "name", email: "email" } as const;
