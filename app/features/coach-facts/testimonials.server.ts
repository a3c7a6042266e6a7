import type { Selectable, Transaction } from "kysely";
import type { Testimonial } from "~/content/testimonials";
import { dropVersions, keepVersion, versionOf } from "~/features/content-history/history.server";
import type { FormValue } from "~/lib/forms/parse-form";
import type { Database, TestimonialsTable } from "~/server/db-schema";
import { db, nowIso } from "~/server/db.server";
import type { testimonialSchema } from "./facts-form";

/**
 * Testimonials in the database (issue #15 item 3, ADR 0061). The site shows
 * a testimonial only while it is visible and the client's permission is
 * recorded; the invented samples of a fresh install are shown until the
 * coach hides or edits them, and an edited sample is the coach's own and
 * needs the permission like any other. Every change keeps the version it
 * replaces (ADR 0058); callers refresh the pages afterwards.
 */
export const historyEntity = "testimonial";

type Row = Selectable<TestimonialsTable>;

/** What a version holds (not its place in the order, which is not an edit). */
interface Snapshot {
  text: string;
  name: string;
  role: string;
  rating: number;
  visible: number;
  consent_at: string | null;
  sample: number;
}

const snapshotOf = (row: Row): Snapshot => ({
  text: row.text,
  name: row.name,
  role: row.role,
  rating: row.rating,
  visible: row.visible,
  consent_at: row.consent_at,
  sample: row.sample,
});

/** May this row be on the site? The one rule, used by the site's query and every write. */
const publishable = (row: Pick<Snapshot, "consent_at" | "sample">) => row.consent_at !== null || row.sample === 1;

/** What the site shows, in the coach's order. */
export async function publicTestimonials(): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom("testimonials")
    .select(["text", "name", "role", "rating"])
    .where("visible", "=", 1)
    .where((eb) => eb.or([eb("consent_at", "is not", null), eb("sample", "=", 1)]))
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows;
}

export interface AdminTestimonial {
  id: number;
  text: string;
  name: string;
  role: string;
  rating: number;
  visible: boolean;
  consent: boolean;
  sample: boolean;
}

const adminRow = (row: Row): AdminTestimonial => ({
  id: row.id,
  text: row.text,
  name: row.name,
  role: row.role,
  rating: row.rating,
  visible: row.visible === 1,
  consent: row.consent_at !== null,
  sample: row.sample === 1,
});

export async function adminTestimonials(): Promise<AdminTestimonial[]> {
  const rows = await db.selectFrom("testimonials").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(adminRow);
}

export async function editableTestimonial(id: number): Promise<AdminTestimonial | undefined> {
  const row = await db.selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();
  return row && adminRow(row);
}

export type TestimonialOutcome =
  { ok: true; id: number; wasVisible: boolean; visible: boolean } | { ok: false; reason: "unknown" | "no-consent" };

async function replace(trx: Transaction<Database>, current: Row, next: Snapshot, savedBy: string): Promise<void> {
  await keepVersion(trx, historyEntity, current.id, snapshotOf(current), savedBy);
  await trx
    .updateTable("testimonials")
    .set({ ...next, updated_at: nowIso() })
    .where("id", "=", current.id)
    .execute();
}

const rowOf = (trx: Transaction<Database>, id: number) =>
  trx.selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();

/** Adds (id undefined) or edits a testimonial; refused when it should show without permission. */
export async function saveTestimonial(
  savedBy: string,
  id: number | undefined,
  input: FormValue<typeof testimonialSchema>,
): Promise<TestimonialOutcome> {
  if (input.visible && !input.consent) return { ok: false, reason: "no-consent" };
  return db.transaction().execute(async (trx): Promise<TestimonialOutcome> => {
    const current = id === undefined ? undefined : await rowOf(trx, id);
    if (id !== undefined && !current) return { ok: false, reason: "unknown" };
    const next: Snapshot = {
      text: input.text,
      name: input.name,
      role: input.role,
      rating: Number(input.rating),
      visible: input.visible ? 1 : 0,
      // The moment it was first recorded stays; unticking removes it.
      consent_at: input.consent ? (current?.consent_at ?? nowIso()) : null,
      // Saved by the coach: no longer the invented example.
      sample: 0,
    };
    if (current) {
      await replace(trx, current, next, savedBy);
      return { ok: true, id: current.id, wasVisible: current.visible === 1, visible: input.visible };
    }
    const last = await trx
      .selectFrom("testimonials")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    const created = nowIso();
    const inserted = await trx
      .insertInto("testimonials")
      .values({ ...next, position: (last?.position ?? 0) + 1, created_at: created, updated_at: created })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: inserted.id, wasVisible: false, visible: input.visible };
  });
}

/** Shows or hides one; showing needs the client's permission (a sample once hidden stays hidden). */
export async function setVisibility(savedBy: string, id: number, visible: boolean): Promise<TestimonialOutcome> {
  return db.transaction().execute(async (trx): Promise<TestimonialOutcome> => {
    const current = await rowOf(trx, id);
    if (!current) return { ok: false, reason: "unknown" };
    if (visible && current.consent_at === null) return { ok: false, reason: "no-consent" };
    if ((current.visible === 1) !== visible) {
      await replace(trx, current, { ...snapshotOf(current), visible: visible ? 1 : 0 }, savedBy);
    }
    return { ok: true, id, wasVisible: current.visible === 1, visible };
  });
}

/** Swaps a testimonial with its neighbour above or below; false when it is already at that end. */
export async function moveTestimonial(id: number, direction: "up" | "down"): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await rowOf(trx, id);
    if (!current) return false;
    const neighbour = await trx
      .selectFrom("testimonials")
      .select(["id", "position"])
      .where((eb) =>
        direction === "up"
          ? eb.or([
              eb("position", "<", current.position),
              eb.and([eb("position", "=", current.position), eb("id", "<", current.id)]),
            ])
          : eb.or([
              eb("position", ">", current.position),
              eb.and([eb("position", "=", current.position), eb("id", ">", current.id)]),
            ]),
      )
      .orderBy("position", direction === "up" ? "desc" : "asc")
      .orderBy("id", direction === "up" ? "desc" : "asc")
      .executeTakeFirst();
    if (!neighbour) return false;
    // Distinct positions afterwards even if the two had the same one.
    const [upper, lower] =
      neighbour.position === current.position
        ? [current.position, current.position + 1]
        : [Math.min(current.position, neighbour.position), Math.max(current.position, neighbour.position)];
    const [first, second] = direction === "up" ? [current.id, neighbour.id] : [neighbour.id, current.id];
    await trx.updateTable("testimonials").set({ position: upper }).where("id", "=", first).execute();
    await trx.updateTable("testimonials").set({ position: lower }).where("id", "=", second).execute();
    return true;
  });
}

/**
 * Puts a kept version back; what it replaces is kept in turn. A version
 * without permission comes back hidden, so a restore can never publish one.
 */
export async function restoreTestimonial(savedBy: string, id: number, versionId: number): Promise<TestimonialOutcome> {
  return db.transaction().execute(async (trx): Promise<TestimonialOutcome> => {
    const current = await rowOf(trx, id);
    const version = (await versionOf(trx, historyEntity, id, versionId)) as Snapshot | undefined;
    if (!current || !version) return { ok: false, reason: "unknown" };
    const next = { ...version, visible: publishable(version) ? version.visible : 0 };
    await replace(trx, current, next, savedBy);
    return { ok: true, id, wasVisible: current.visible === 1, visible: next.visible === 1 };
  });
}

/** Deletes one with its versions; false for an unknown id. */
export async function deleteTestimonial(id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("testimonials").where("id", "=", id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) return false;
    await dropVersions(trx, historyEntity, id);
    return true;
  });
}
