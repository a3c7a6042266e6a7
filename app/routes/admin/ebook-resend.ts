import { requireAdmin } from "~/features/admin-auth/guard.server";
import { panelAnswer } from "~/features/ebook-admin/answer.server";
import { resendWaiting } from "~/features/ebook-admin/panel.server";
import type { Route } from "./+types/ebook-resend";

/** POST /admin/ebook/resend: mails the e-book to the requests that waited for one. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return panelAnswer(request, await resendWaiting());
}
