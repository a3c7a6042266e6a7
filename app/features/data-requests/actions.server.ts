import { data } from "react-router";
import { adminDataRequests as texts } from "~/content/admin-data-requests";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { erasePersonRecords, exportPersonRecords, findPersonRecords } from "./person-data.server";
import { readPersonQuery } from "./person-query";
import { summarise, type PersonSummary } from "./summary.server";

/**
 * Every admin operation on one person's data goes through these two functions
 * (the callers have checked requireAdmin and pass the admin): each is logged in
 * the access log, without the person's address (the log holds no lead data).
 */
export type DataRequestResult =
  | { kind: "invalid"; values: { email: string; name: string }; errors: { email?: string; name?: string } }
  | { kind: "found"; email: string; name: string | null; summary: PersonSummary; confirming: boolean }
  | { kind: "erased"; email: string; total: number; kept: number };

/**
 * The screen's action: intent 'zoeken' (find), 'bevestigen' (the confirmation
 * step, a checkbox per record) or 'wissen' (erase the ticked records).
 */
export async function dataRequestAction(admin: AccessLogUser, form: FormData) {
  const intent = form.get("intent");
  if (intent !== "zoeken" && intent !== "bevestigen" && intent !== "wissen") {
    throw data({ message: "Onbekende actie" }, { status: 400 });
  }
  const check = readPersonQuery(form);
  if (!check.ok) return data<DataRequestResult>({ kind: "invalid", ...check }, { status: 400 });
  const { query } = check;
  if (intent === "wissen") {
    // The ticked records' keys; erasePersonRecords picks them out of a fresh search, never trusting them.
    const keys = new Set(form.getAll("match").filter((key): key is string => typeof key === "string"));
    const { erased, kept } = await erasePersonRecords(query, keys);
    await logAccess(admin, "data-request-erase");
    const total = Object.values(erased).reduce((sum, n) => sum + n, 0);
    return data<DataRequestResult>({ kind: "erased", email: query.email, total, kept });
  }
  const summary = summarise(await findPersonRecords(query));
  await logAccess(admin, "data-request-find");
  return data<DataRequestResult>({
    kind: "found",
    email: query.email,
    name: query.name,
    summary,
    confirming: intent === "bevestigen" && summary.total > 0,
  });
}

/** The JSON download of everything found (art. 15, 20); never cached. */
export async function dataRequestExport(admin: AccessLogUser, form: FormData): Promise<Response> {
  const check = readPersonQuery(form);
  if (!check.ok) {
    return new Response(Object.values(check.errors).join("\n"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
  const body = await exportPersonRecords(check.query);
  await logAccess(admin, "data-request-export");
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${texts.exportFile}-${date}.json"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
