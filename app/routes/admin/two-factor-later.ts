import { redirect } from "react-router";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { backToAdminPage, deferTwoFactorPrompt } from "~/features/admin-auth/two-factor-later.server";
import type { Route } from "./+types/two-factor-later";

/** POST /admin/tweestap-later: the two-factor prompt's 'Later', for a week in this browser (ADR 0116). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const back = backToAdminPage((await request.formData()).get("terug"));
  return redirect(back, { status: 303, headers: { "Set-Cookie": deferTwoFactorPrompt() } });
}

export function loader() {
  return redirect("/admin");
}
