import { requireAdmin } from "~/features/admin-auth/guard.server";
import { isEnhancedRequest } from "~/lib/forms/EnhancedMark";
import { panelAnswer } from "~/features/ebook-admin/answer.server";
import { resendWaiting } from "~/features/ebook-admin/panel.server";
import type { Route } from "./+types/ebook-resend";

/** POST /admin/ebook/resend: mails the e-book to the requests that waited for one. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return panelAnswer(await isEnhancedRequest(request), await resendWaiting());
}
