import { data } from "react-router";
import { adminDataRequests as texts } from "~/content/admin-data-requests";
import { unknownIntentMessage } from "~/content/forms";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { formFailure, formRefusal, type FormFailure, type FormSuccess } from "~/lib/forms/form-result";
import { parseForm, parseIntent } from "~/lib/forms/parse-form";
import {
  erasePersonRecords,
  exportPersonRecords,
  findPersonRecords,
  type PersonQuery,
  type Selection,
} from "./person-data.server";
import { choiceField, dataRequestSchemas, matchField, personQuerySchema } from "./person-query";
import { summarise, type PersonSummary } from "./summary.server";

/**
 * Every admin operation on one person's data goes through these two functions
 * (the callers have checked requireAdmin and pass the admin): each is logged in
 * the access log, without the person's address (the log holds no lead data).
 */
export type DataRequestResult =
  | FormSuccess<
      "Found",
      PersonQuery & {
        summary: PersonSummary;
        confirming: boolean;
        /** The keys the coach ticked on the way here; null: none chosen yet, the certain matches are ticked. */
        selected: string[] | null;
      }
    >
  | FormSuccess<"Erased", { email: string; total: number; kept: number }>
  | FormFailure<"Validation failed">;

/** The ticked `match` keys. */
function tickedKeys(form: FormData): Set<string> {
  return new Set(form.getAll(matchField).filter((key): key is string => typeof key === "string"));
}

/**
 * The coach's choice: the ticked keys when the form carried a choice (the
 * checkbox list, or keys at all), otherwise null: every certain match.
 */
function selectionOf(form: FormData): Selection {
  const keys = tickedKeys(form);
  return keys.size > 0 || form.has(choiceField) ? keys : null;
}

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
    // Only what is ticked, never a default; erasePersonRecords picks the keys out of a fresh search.
    const { erased, kept, retained } = await erasePersonRecords(query, tickedKeys(form));
    await logAccess(admin, "data-request-erase");
    const total = Object.values(erased).reduce((sum, n) => sum + n, 0);
    return data<DataRequestResult>({
      ok: true,
      code: "Erased",
      message: texts.erased(query.email, total, kept, retained),
      email: query.email,
      total,
      kept,
    });
  }
  const summary = summarise(await findPersonRecords(query));
  await logAccess(admin, "data-request-find");
  const selection = selectionOf(form);
  return data<DataRequestResult>({
    ok: true,
    code: "Found",
    message: "",
    ...query,
    summary,
    confirming: parsed.intent === "bevestigen" && summary.erasable > 0,
    selected: selection === null ? null : [...selection],
  });
}

/** The JSON download of the ticked records (art. 15, 20; ADR 0086); never cached. */
export async function dataRequestExport(admin: AccessLogUser, form: FormData): Promise<Response> {
  const check = parseForm(personQuerySchema, form);
  if (!check.ok) {
    return new Response(check.errors.map((problem) => problem.message).join("\n"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
  const query = { email: check.value.email, name: check.value.name || null };
  const body = await exportPersonRecords(query, selectionOf(form));
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
