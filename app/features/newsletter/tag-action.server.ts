import { adminListCommon, adminNewsletter as texts } from "~/content/admin-lists";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { formFailure, formRefusal, type FormResult } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { rowId, text } from "~/lib/forms/rules";
import { changeSubscriberTag, normalTag } from "./subscriber-profile.server";

const tagFields = {
  id: rowId({ code: "Not found", message: adminListCommon.notFound }),
  tag: text({ required: { code: "Validation failed", message: texts.tagInvalid } }),
};

/** The subscriber list's tag buttons (issue #14). */
export const tagSchemas = { "add-tag": tagFields, "remove-tag": tagFields };

export function isTagIntent(form: FormData): boolean {
  const intent = form.get("intent");
  return intent === "add-tag" || intent === "remove-tag";
}

/** Adds or removes one tag on one subscriber; the tag must be a plain word (no markup is ever stored). */
export async function tagAction(form: FormData, user: AccessLogUser): Promise<FormResult<"Saved", string>> {
  const parsed = parseIntent(form, tagSchemas);
  if (!parsed) return formRefusal("Not found", adminListCommon.notFound);
  if (!parsed.ok) return formFailure("Validation failed", parsed.errors);
  const tag = normalTag(parsed.value.tag);
  if (!tag)
    return formFailure("Validation failed", [{ field: "tag", code: "Validation failed", message: texts.tagInvalid }]);
  const changed = await changeSubscriberTag(parsed.value.id, tag, parsed.intent === "add-tag" ? "add" : "remove");
  if (!changed) return formRefusal("Not found", adminListCommon.notFound);
  await logAccess(user, "view-detail", { table: "newsletter_subscribers", id: parsed.value.id });
  return { ok: true, code: "Saved", message: texts.tagSaved };
}
