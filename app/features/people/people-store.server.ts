import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/server/db-schema";
import { lookupFor, sealFor } from "~/server/data-key.server";
import type { PersonKind } from "./activity";

type Executor = Kysely<Database> | Transaction<Database>;

/** One thing a person left: the source's row was (or is being) written in the same transaction. */
export interface Activity {
  kind: PersonKind;
  /** Lower-cased, trimmed (as the forms store it). */
  email: string;
  name: string | null;
  at: string;
  /**
   * True when the source table holds the address and name in clear (newsletter,
   * e-book): only then may they be searchable in clear here (ADR 0051).
   */
  clear: boolean;
}

/** Keyed hashes of a name's words, so a sealed name is found by a whole word without being stored readable. */
export function nameKeys(name: string | null): string {
  if (!name) return "";
  const words = name.toLocaleLowerCase("nl").split(/\s+/).filter(Boolean);
  return [...new Set(words.map((word) => lookupFor(word).slice(0, 16)))].join(" ");
}

/**
 * The upsert that keeps `people` true to what a person left (ADR 0051): the
 * newest activity, one flag per kind, the newest name, the clear search text
 * only from clear sources. Returned as a query so the booking engine can run
 * it synchronously inside its own transaction.
 */
export function personActivity(executor: Executor, activity: Activity) {
  const email = activity.email.trim().toLowerCase();
  const clearText = activity.clear ? [email, activity.name?.toLocaleLowerCase("nl") ?? ""].join(" ").trim() : "";
  const keys = activity.clear ? "" : nameKeys(activity.name);
  const sealed = sealFor("people", { email, name: activity.name });
  return executor
    .insertInto("people")
    .values({
      email_lookup: lookupFor(email),
      email: sealed.email,
      name: sealed.name,
      search_text: clearText,
      name_keys: keys,
      first_seen_at: activity.at,
      last_activity_at: activity.at,
      [activity.kind]: 1,
    })
    .onConflict((conflict) =>
      conflict.column("email_lookup").doUpdateSet((eb) => ({
        name: sql<string | null>`coalesce(${eb.ref("excluded.name")}, ${eb.ref("people.name")})`,
        // A clear source's newest address and name replace the older ones.
        search_text: sql<string>`case when ${eb.ref("excluded.search_text")} = '' then ${eb.ref("people.search_text")} else ${eb.ref("excluded.search_text")} end`,
        name_keys: sql<string>`case when ${eb.ref("excluded.name_keys")} = '' or instr(${eb.ref("people.name_keys")}, ${eb.ref("excluded.name_keys")}) > 0 then ${eb.ref("people.name_keys")} else trim(${eb.ref("people.name_keys")} || ' ' || ${eb.ref("excluded.name_keys")}) end`,
        last_activity_at: sql<string>`max(${eb.ref("people.last_activity_at")}, ${eb.ref("excluded.last_activity_at")})`,
        first_seen_at: sql<string>`min(${eb.ref("people.first_seen_at")}, ${eb.ref("excluded.first_seen_at")})`,
        [activity.kind]: 1,
      })),
    );
}

/** Records one activity (call it in the transaction that stores the source row). */
export async function recordActivity(executor: Executor, activity: Activity): Promise<void> {
  await personActivity(executor, activity).execute();
}

/**
 * After the coach deletes a newsletter or e-book row (D23 erasure): the
 * person's flags and clear search text follow what is left in those tables,
 * so an erased address does not stay readable in `people` (ADR 0051).
 */
export async function forgetClearRow(executor: Executor, email: string): Promise<void> {
  const subscriber = await executor
    .selectFrom("newsletter_subscribers")
    .select("name")
    .where("email", "=", email)
    .executeTakeFirst();
  const ebook = await executor
    .selectFrom("ebook_requests")
    .select("name")
    .where("email", "=", email)
    .orderBy("requested_at", "desc")
    .executeTakeFirst();
  const left = subscriber ?? ebook;
  await executor
    .updateTable("people")
    .set({
      newsletter: subscriber ? 1 : 0,
      ebook: ebook ? 1 : 0,
      search_text: left ? [email, left.name?.toLocaleLowerCase("nl") ?? ""].join(" ").trim() : "",
    })
    .where("email_lookup", "=", lookupFor(email))
    .execute();
}

/** The statuses a booking moves on: anything the coach set after them (client, afgerond, geen-match) stays. */
const beforeBooking = ["nieuw", "in-gesprek"] as const;

/**
 * A booking sets 'kennismaking-gepland' (ADR 0115) and keeps the status it
 * replaced, for a cancellation to put back. A query, so the booking engine
 * runs it in its own transaction, after the activity that made the row.
 */
export function statusOnBooking(executor: Executor, email: string, at: string) {
  return executor
    .updateTable("people")
    .set((eb) => ({ status_before_booking: eb.ref("status"), status: "kennismaking-gepland", status_at: at }))
    .where("email_lookup", "=", lookupFor(email.trim().toLowerCase()))
    .where("status", "in", beforeBooking);
}

/** A cancelled booking puts back the status it replaced, unless the coach changed the status since (ADR 0115). */
export function statusOnCancel(executor: Executor, email: string, at: string) {
  return executor
    .updateTable("people")
    .set((eb) => ({
      status: eb.fn.coalesce("status_before_booking", "status"),
      status_before_booking: null,
      status_at: at,
    }))
    .where("email_lookup", "=", lookupFor(email.trim().toLowerCase()))
    .where("status", "=", "kennismaking-gepland")
    .where("status_before_booking", "is not", null);
}
