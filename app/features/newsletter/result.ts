/**
 * What the signup action answers, for the browser (fetcher) and the page
 * rendered without JavaScript alike. `code` is product.md §8's English phrase (D1),
 * `message` the Dutch text the visitor reads.
 */
export type NewsletterSuccessCode =
  "Successfully subscribed to newsletter" | "Newsletter subscription reactivated successfully";

export type NewsletterFailureCode =
  "Rate limit exceeded" | "Validation failed" | "Already subscribed" | "Database error" | "Unexpected error";

export interface NewsletterProblem {
  /** The form field it concerns, or "" for the whole form. */
  field: string;
  code: string;
  message: string;
}

export type NewsletterResult =
  | { ok: true; code: NewsletterSuccessCode; message: string }
  | {
      ok: false;
      code: NewsletterFailureCode;
      errors: NewsletterProblem[];
      /** What was typed, so a page rendered without JavaScript can show it again. */
      values: { email: string; name: string };
    };
