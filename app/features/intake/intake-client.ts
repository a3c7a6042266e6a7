import { redirect } from "react-router";
import { intakeMessages } from "~/content/intake";
import { trackEvent } from "~/features/analytics/track";
import { formRefusal, type FormFailure } from "~/lib/forms/form-result";
import { clearIntakeDraft } from "./intake-draft";
import type { IntakeFailureCode, IntakeResult } from "./intake-submission";

/**
 * The browser's side of a submission (the route's clientAction): sends the
 * form to the server action, and only after the server confirmed the stored
 * row clears the draft, records the event (D20) and goes to /thank-you. A
 * lost connection becomes a message on the form instead of an error page, so
 * the typed answers stay where they are.
 */
export async function submitIntakeFromBrowser(
  serverAction: () => Promise<IntakeResult>,
): Promise<FormFailure<IntakeFailureCode> | Response> {
  let result: IntakeResult;
  try {
    result = await serverAction();
  } catch {
    return formRefusal("Network error", intakeMessages.networkError);
  }
  if (!result.ok) return result;
  clearIntakeDraft();
  trackEvent("intake_submitted");
  return redirect("/thank-you");
}
