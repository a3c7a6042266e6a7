import { data } from "react-router";
import { clientPage } from "~/content/client-page";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import type { FormResult } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import { renewClientLink, revokeClientLink } from "./client-access.server";

/** The person card's client-link buttons (ADR 0124). */
export const clientLinkIntents = ["klantlink-maken", "klantlink-intrekken"] as const;
export const isClientLinkIntent = (form: FormData) =>
  (clientLinkIntents as readonly unknown[]).includes(form.get(intentField));

/** Makes a new link (revoking the old) or revokes it; callers checked requireAdmin and found the person. */
export async function clientLinkAction(admin: AccessLogUser, person: { id: number; email: string }, form: FormData) {
  const revoke = form.get(intentField) === "klantlink-intrekken";
  await (revoke ? revokeClientLink(person.email) : renewClientLink(person.email));
  await logAccess(admin, revoke ? "client-link-revoked" : "client-link-made", { table: "people", id: person.id });
  return data<FormResult<"Saved">>({
    ok: true,
    code: "Saved",
    message: revoke ? clientPage.card.revoked : clientPage.card.made,
  });
}
