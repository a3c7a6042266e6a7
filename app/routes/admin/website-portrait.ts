import { logAccess } from "~/features/admin-audit/access-log.server";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { adminWebsitePath } from "~/features/portrait/paths";
import { portraitFlash, uploadPortrait } from "~/features/portrait/portrait.server";
import { redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/website-portrait";

/**
 * POST /admin/website/portret: the coach's portrait with its description
 * (ADR 0062). Body limit, upload cap and a sign-in check before the
 * body are registered in features/portrait/server-hooks.ts (ADR 0034).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const outcome = await uploadPortrait(request, user.email);
  if (outcome === "bewaard") await logAccess(user, "portrait-uploaded");
  throw redirectWithFlash(`${adminWebsitePath}#portret`, portraitFlash(outcome));
}
