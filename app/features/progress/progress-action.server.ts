import { data } from "react-router";
import { progressTexts } from "~/content/progress";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { formRefusal, type FormResult } from "~/lib/forms/form-result";
import { progressOf, type Progress } from "./progress.server";
import { hasPackage, openRetake, requestRetake } from "./retake.server";

export interface ProgressPanelData {
  progress: Progress;
  canAsk: boolean;
  open: { requestedAt: string; expiresAt: string } | null;
}

/** What the card's 'Voortgang' panel shows; callers have checked requireAdmin. */
export async function progressPanelData(person: { id: number; email: string }): Promise<ProgressPanelData> {
  const [progress, canAsk, open] = await Promise.all([
    progressOf(person.email),
    hasPackage(person.email),
    openRetake(person.id),
  ]);
  return { progress, canAsk, open };
}

/** Queues the mail with the link (once while a request is open); callers checked requireAdmin and found the person. */
export async function retakeAction(admin: AccessLogUser, person: { id: number; email: string }) {
  const outcome = await requestRetake(person);
  const texts = progressTexts.card;
  if (outcome === "no-package") {
    return data(formRefusal("No package", texts.noPackage), { status: 400 });
  }
  if (outcome === "queued") await logAccess(admin, "selftest-retake-asked", { table: "people", id: person.id });
  return data<FormResult<"Saved">>({
    ok: true,
    code: "Saved",
    message: outcome === "queued" ? texts.queued : texts.alreadyOpen,
  });
}
