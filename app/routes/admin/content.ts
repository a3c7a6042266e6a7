import { data } from "react-router";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { saveEditableText } from "~/features/editable-content/editable.server";
import type { Route } from "./+types/content";

/** POST /admin/content: saves an edited page text (D24), for admins only. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const result = await saveEditableText(await request.formData());
  return result.ok
    ? { ok: true as const, text: result.text }
    : data({ ok: false as const, message: result.message }, { status: result.status });
}
