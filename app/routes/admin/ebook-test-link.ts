import { requireAdmin } from "~/features/admin-auth/guard.server";
import { isEnhancedRequest } from "~/lib/forms/EnhancedMark";
import { panelAnswer } from "~/features/ebook-admin/answer.server";
import { makeTestLink } from "~/features/ebook-admin/panel.server";
import type { Route } from "./+types/ebook-test-link";

/** POST /admin/ebook/test-link: a download link valid for one hour (D16). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return panelAnswer(await isEnhancedRequest(request), makeTestLink());
}
