import { data } from "react-router";
import { adminDataRequests as texts } from "~/content/admin-data-requests";
import { unknownIntentMessage } from "~/content/forms";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { formFailure, formRefusal, type FormFailure, type FormSuccess } from "~/lib/forms/form-result";
import { parseForm, parseIntent } from "~/lib/forms/parse-form";
import { erasePersonRecords, exportPersonRecords, findPersonRecords, type PersonQuery } from "./person-data.server";
import { dataRequestSchemas, personQuerySchema } from "./person-query";
import { summarise, type PersonSummary } from "./summary.server";

/**
 * Every admin operation on one person's data goes through these two functions
 * (the callers have checked requireAdmin and pass the admin): each is logged in
 * the access log, without the person's address (the log holds no lead data).
 */
export type DataRequestResult =
  | FormSuccess<"Found", PersonQuery & { summary: PersonSummary; confirming: boolean }>
  | FormSuccess<"Erased", { email: string; total: number; kept: number }>
  | FormFailure<"Validation failed">;

/**
 * The screen's action: intent 'zoeken' (find), 'bevestigen' (the confirmation
 * step, a checkbox per record) or 'wissen' (erase the ticked records).
 */
export async function dataRequestAction(admin: AccessLogUser, form: FormData) {
  const parsed = parseIntent(form, dataRequestSchemas);
  if (!parsed) return data<DataRequestResult>(formRefusal("Validation failed", unknownIntentMessage), { status: 400 });
  if (!parsed.ok) {
    return data<DataRequestResult>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  }
  const query: PersonQuery = { email: parsed.value.email, name: parsed.value.name || null };
  if (parsed.intent === "wissen") {
    // The ticked records' keys; erasePersonRecords picks them out of a fresh search, never trusting them.
    const keys = new Set(form.getAll("match").filter((key): key is string => typeof key === "string"));
    const { erased, kept } = await erasePersonRecords(query, keys);
    await logAccess(admin, "data-request-erase");
    const total = Object.values(erased).reduce((sum, n) => sum + n, 0);
    return data<DataRequestResult>({
      ok: true,
      code: "Erased",
      message: texts.erased(query.email, total, kept),
      email: query.email,
      total,
      kept,
    });
  }
  const summary = summarise(await findPersonRecords(query));
  await logAccess(admin, "data-request-find");
  return data<DataRequestResult>({
    ok: true,
    code: "Found",
    message: "",
    ...query,
    summary,
    confirming: parsed.intent === "bevestigen" && summary.total > 0,
  });
}

/** The JSON download of everything found (art. 15, 20); never cached. */
export async function dataRequestExport(admin: AccessLogUser, form: FormData): Promise<Response> {
  const check = parseForm(personQuerySchema, form);
  if (!check.ok) {
    return new Response(check.errors.map((problem) => problem.message).join("\n"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
  const body = await exportPersonRecords({ email: check.value.email, name: check.value.name || null });
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
