import { adminSessions as texts } from "~/content/admin-sessions";
import { freeTimesChanged } from "~/features/booking/booking-page.server";
import { coachingPrices } from "~/features/coach-facts/prices.server";
import { formFailure, formRefusal, type FormResult } from "~/lib/forms/form-result";
import { parseForm, parseIntent, textValue } from "~/lib/forms/parse-form";
import { db, nowIso } from "~/server/db.server";
import { refreshPages } from "~/server/page-cache.server";
import { first, run, withImmediateTransaction } from "~/server/sync-db.server";
import { countField, countsSchema, packageKeyValues, sessionSchemas } from "./forms";

/** What the 'Sessies' screen shows (ADR 0122): the active types, their own windows, the package counts, the policy. */
export async function loadSessionSettings() {
  const [types, windows, counts, policy, prices] = await Promise.all([
    db.selectFrom("session_types").selectAll().where("archived_at", "is", null).orderBy("id").execute(),
    db.selectFrom("session_type_availability").selectAll().orderBy("weekday").orderBy("start_minute").execute(),
    db.selectFrom("package_sessions").selectAll().execute(),
    db.selectFrom("session_settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow(),
    coachingPrices(),
  ]);
  return {
    types: types.map((type) => ({
      id: type.id,
      name: type.name,
      minutes: type.minutes,
      bufferMinutes: type.buffer_minutes,
      place: type.place,
      address: type.address,
      ownHours: type.own_hours === 1,
      windows: windows
        .filter((window) => window.session_type_id === type.id)
        .map((window) => ({
          id: window.id,
          weekday: window.weekday,
          start: window.start_minute,
          end: window.end_minute,
        })),
    })),
    packages: packageKeyValues.map((key) => ({
      key,
      name: prices.packages.find((facts) => facts.key === key)?.name ?? key,
      counts: Object.fromEntries(
        counts.filter((row) => row.package_key === key).map((row) => [row.session_type_id, row.count]),
      ) as Record<number, number>,
    })),
    policy: { creditMonths: policy.credit_months, cancelHours: policy.cancel_hours },
  };
}

export type SessionsResult = FormResult<"Saved", "Invalid" | "Not found">;

const saved = (message: string): SessionsResult => ({ ok: true, code: "Saved", message });
const invalid = (field: string, message: string, values: Record<string, string>): SessionsResult =>
  formFailure("Invalid", [{ field, code: "Invalid", message }], values);

/** The package counts: one form per package, one field per active type; empty or 0 gives none of that type. */
async function saveCounts(form: FormData): Promise<SessionsResult> {
  const typeIds = (await db.selectFrom("session_types").select("id").where("archived_at", "is", null).execute()).map(
    (row) => row.id,
  );
  const parsed = parseForm(countsSchema(typeIds), form);
  if (!parsed.ok) return formFailure("Invalid", parsed.errors, parsed.values);
  const { packageKey } = parsed.value;
  const values = parsed.value as Record<string, number | null | string>;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("package_sessions").where("package_key", "=", packageKey).execute();
    const rows = typeIds
      .map((typeId) => ({
        package_key: packageKey,
        session_type_id: typeId,
        count: Number(values[countField(typeId)] ?? 0),
      }))
      .filter((row) => row.count > 0);
    if (rows.length > 0) await trx.insertInto("package_sessions").values(rows).execute();
  });
  return saved(texts.packages.saved);
}

/** Every write of the 'Sessies' screen; a saved change renders the kept free times again (ADR 0082). */
export async function sessionsAction(form: FormData): Promise<SessionsResult> {
  const result = await changeSessions(form);
  if (result.ok) await freeTimesChanged();
  return result;
}

async function changeSessions(form: FormData): Promise<SessionsResult> {
  if (textValue(form, "intent") === "counts") return saveCounts(form);
  const parsed = parseIntent(form, sessionSchemas);
  if (!parsed) return formRefusal("Invalid", texts.unknownIntent);
  if (!parsed.ok) return formFailure("Invalid", parsed.errors, parsed.values);
  const { values } = parsed;
  switch (parsed.intent) {
    case "add-type": {
      const { name, minutes, bufferMinutes, place, address, hours } = parsed.value;
      if (place === "locatie" && address === "") return invalid("address", texts.errors.address, values);
      await db
        .insertInto("session_types")
        .values({
          name,
          minutes: minutes ?? 60,
          buffer_minutes: bufferMinutes ?? 0,
          place,
          address: place === "locatie" ? address : null,
          own_hours: hours === "own" ? 1 : 0,
          archived_at: null,
          created_at: nowIso(),
        })
        .execute();
      return saved(texts.types.added);
    }
    case "archive-type": {
      // Archived, never deleted: booked sessions and credits keep their type (ADR 0122).
      const { numUpdatedRows } = await db
        .updateTable("session_types")
        .set({ archived_at: nowIso() })
        .where("id", "=", parsed.value.id)
        .where("archived_at", "is", null)
        .executeTakeFirst();
      if (numUpdatedRows !== 1n) return formRefusal("Not found", texts.notFound);
      await db.deleteFrom("package_sessions").where("session_type_id", "=", parsed.value.id).execute();
      return saved(texts.types.archived);
    }
    case "add-window": {
      const { typeId, weekday, start, end } = parsed.value;
      if (end <= start) return invalid("end", texts.errors.hours, values);
      return withImmediateTransaction((conn) => {
        const type = first(
          conn,
          conn.kysely
            .selectFrom("session_types")
            .select("own_hours")
            .where("id", "=", typeId)
            .where("archived_at", "is", null),
        );
        if (!type) return formRefusal("Not found", texts.notFound);
        if (type.own_hours !== 1) return invalid("typeId", texts.windows.notOwn, values);
        run(
          conn,
          conn.kysely
            .insertInto("session_type_availability")
            .values({ session_type_id: typeId, weekday: Number(weekday), start_minute: start, end_minute: end }),
        );
        return saved(texts.windows.added);
      });
    }
    case "remove-window": {
      const { numDeletedRows } = await db
        .deleteFrom("session_type_availability")
        .where("id", "=", parsed.value.id)
        .executeTakeFirst();
      return numDeletedRows === 1n ? saved(texts.windows.removed) : formRefusal("Not found", texts.windows.notFound);
    }
    case "policy": {
      const { creditMonths, cancelHours } = parsed.value;
      await db
        .updateTable("session_settings")
        .set({ credit_months: creditMonths ?? 6, cancel_hours: cancelHours ?? 24, updated_at: nowIso() })
        .where("id", "=", 1)
        .execute();
      // The terms state the policy (cached page, ADR 0137).
      await refreshPages(["/voorwaarden"]);
      return saved(texts.policy.saved);
    }
  }
}
