import { requireAdmin } from "~/features/admin-auth/guard.server";
import { isEnhancedSubmit } from "~/lib/forms/EnhancedMark";
import { panelAnswer } from "~/features/ebook-admin/answer.server";
import { uploadEbook } from "~/features/ebook-admin/upload.server";
import type { Route } from "./+types/ebook-upload";

/**
 * POST /admin/ebook/upload: a new e-book PDF (D17). Its body limit, the upload
 * cap and a sign-in check before the body are registered with the server in
 * features/ebook-admin/server-hooks.ts (ADR 0034).
 */
export async function action({ request }: Route.ActionArgs) {
  // Checked before the body is read: nobody else gets the server to take in 25 MB.
  await requireAdmin(request);
  const outcome = await uploadEbook(request);
  return panelAnswer(isEnhancedSubmit(outcome.fields ?? {}), outcome);
}
