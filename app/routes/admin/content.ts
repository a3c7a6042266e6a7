import { data } from "react-router";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { editSchema, type EditResult } from "~/features/editable-content/edit-form";
import { saveEditableText } from "~/features/editable-content/editable.server";
import { formFailure } from "~/features/forms/form-result";
import { parseForm } from "~/features/forms/parse-form";
import type { Route } from "./+types/content";

/** POST /admin/content: saves an edited page text (D24), for admins only. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const parsed = parseForm(editSchema, await request.formData());
  // The text is not echoed back: the editor in the page still holds it.
  if (!parsed.ok) return data<EditResult>(formFailure("Validation failed", parsed.errors), { status: 400 });
  return saveEditableText(parsed.value);
}
