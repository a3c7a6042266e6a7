import { textValue } from "~/lib/forms/parse-form";
import { logger } from "~/server/logger.server";
import type { NewsletterSource } from "./consent";
import { newsletterOptInField, newsletterOptInValue } from "./opt-in";
import { requestSubscription } from "./subscription.server";

/**
 * After the e-book or self-test row is stored: a ticked newsletter box starts
 * the double opt-in. Its failure never fails the form it rode along with (the
 * visitor came for the e-book or the test); it is logged for the coach.
 */
export async function newsletterOptIn(
  form: FormData,
  source: Extract<NewsletterSource, "ebook" | "zelftest">,
  email: string,
  name: string | null,
): Promise<void> {
  if (textValue(form, newsletterOptInField) !== newsletterOptInValue) return;
  try {
    await requestSubscription({ email, name, source });
  } catch (err) {
    logger.error({ err, source }, "newsletter opt-in from another form failed");
  }
}
