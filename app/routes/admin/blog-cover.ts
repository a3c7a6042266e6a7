import { redirect } from "react-router";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { coverFlash, uploadCover } from "~/features/blog/cover-upload.server";
import { editPostPath } from "~/features/blog/admin-paths";
import { redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/blog-cover";

/**
 * POST /admin/blog/omslag?artikel=ID: a cover photo for a post (ADR 0058).
 * Body limit, upload cap and a sign-in check before the body are
 * registered in features/blog/server-hooks.ts (ADR 0034).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const id = Number(new URL(request.url).searchParams.get("artikel"));
  if (!Number.isSafeInteger(id) || id <= 0) throw redirect("/admin/blog", 303);
  const outcome = await uploadCover(request, user.email, id);
  throw redirectWithFlash(editPostPath(id), coverFlash(outcome));
}
