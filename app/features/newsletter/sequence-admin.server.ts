import { sql } from "kysely";
import { data } from "react-router";
import { currentTime } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { sendMoment, startOfDay } from "./send-window";
import { queuedToday, sequenceExit, stepWindow } from "./sequences.server";

/** A row id from an admin path; anything else is a 404. */
export function pathId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/** The numbers of one step on the admin's list (ADR 0132): mails actually sent and counted clicks (ADR 0133); opens are not measured (D34). */
export interface StepSummary {
  id: number;
  position: number;
  subject: string;
  delayHours: number;
  windowDays: string;
  windowStart: number;
  windowEnd: number;
  sent: number;
  clicks: number;
}

export interface SequenceSummary {
  id: number;
  name: string;
  trigger: string;
  profile: string | null;
  status: "gepauzeerd" | "actief";
  /** Enrolments still running. */
  people: number;
  /** Everyone who ever entered. */
  entered: number;
  /** Of those, how many booked an intro call within 30 days of entering (ADR 0132). */
  booked: number;
  steps: StepSummary[];
}

async function stepsOf(sequenceIds: number[]): Promise<(StepSummary & { sequenceId: number })[]> {
  if (sequenceIds.length === 0) return [];
  const rows = await db
    .selectFrom("sequence_steps as st")
    .leftJoin("mail_queue as q", (join) =>
      join.onRef("q.sequence_step_id", "=", "st.id").on("q.sent_at", "is not", null),
    )
    .select((eb) => [
      "st.id",
      "st.sequence_id",
      "st.position",
      "st.subject",
      "st.delay_hours",
      "st.window_days",
      "st.window_start",
      "st.window_end",
      "st.clicks",
      eb.fn.count<number>("q.id").as("sent"),
    ])
    .where("st.sequence_id", "in", sequenceIds)
    .groupBy("st.id")
    .orderBy("st.sequence_id")
    .orderBy("st.position")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    sequenceId: row.sequence_id,
    position: row.position,
    subject: row.subject,
    delayHours: row.delay_hours,
    windowDays: row.window_days,
    windowStart: row.window_start,
    windowEnd: row.window_end,
    sent: Number(row.sent),
    clicks: row.clicks,
  }));
}

/** The sequences with their numbers; one sequence when `id` is given. */
export async function sequenceSummaries(id?: number): Promise<SequenceSummary[]> {
  let query = db
    .selectFrom("sequences as s")
    .select((eb) => [
      "s.id",
      "s.name",
      "s.trigger",
      "s.profile",
      "s.status",
      eb
        .selectFrom("sequence_enrolments as e")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("e.sequence_id", "=", "s.id")
        .where("e.exited_at", "is", null)
        .as("people"),
      eb
        .selectFrom("sequence_enrolments as e")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("e.sequence_id", "=", "s.id")
        .as("entered"),
      // An appointment booked (any status: a later cancel does not undo the booking) from entering to 30 days on.
      eb
        .selectFrom("sequence_enrolments as e")
        .innerJoin("newsletter_subscribers as sub", "sub.id", "e.subscriber_id")
        .select(sql<number>`count(distinct e.id)`.as("n"))
        .whereRef("e.sequence_id", "=", "s.id")
        .where((inner) =>
          inner.exists(
            inner
              .selectFrom("appointments as a")
              .select("a.id")
              .whereRef("a.email", "=", "sub.email")
              .where(sql<boolean>`julianday(a.created_at) - julianday(e.entered_at) between 0 and 30`),
          ),
        )
        .as("booked"),
    ])
    .orderBy("s.id");
  if (id !== undefined) query = query.where("s.id", "=", id);
  const rows = await query.execute();
  const steps = await stepsOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    trigger: row.trigger,
    profile: row.profile,
    status: row.status,
    people: Number(row.people ?? 0),
    entered: Number(row.entered ?? 0),
    booked: Number(row.booked ?? 0),
    steps: steps.filter((step) => step.sequenceId === row.id),
  }));
}

/** The people in a sequence now, oldest first; the page names addresses, so its loader logs the look. */
export async function sequenceMembers(sequenceId: number) {
  return db
    .selectFrom("sequence_enrolments as e")
    .innerJoin("newsletter_subscribers as sub", "sub.id", "e.subscriber_id")
    .select([
      "sub.id as subscriberId",
      "sub.email",
      "e.entered_at as enteredAt",
      "e.next_position as nextPosition",
      "e.next_due_at as nextDueAt",
    ])
    .where("e.sequence_id", "=", sequenceId)
    .where("e.exited_at", "is", null)
    .orderBy("e.entered_at")
    .orderBy("e.id")
    .limit(500)
    .execute();
}

/** Start or pause (ADR 0130): a paused sequence takes nobody in and sends nothing; its people wait. */
export async function setSequenceStatus(id: number, status: "actief" | "gepauzeerd"): Promise<boolean> {
  const result = await db
    .updateTable("sequences")
    .set({ status, updated_at: currentTime().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The coach takes one person out of one sequence; false when they were not (or no longer) in it. */
export async function takeOutByHand(sequenceId: number, subscriberId: number): Promise<boolean> {
  const result = await sequenceExit(
    db,
    { subscriberId },
    "met-de-hand",
    currentTime().toISOString(),
    sequenceId,
  ).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface StepContent {
  subject: string;
  preheader: string;
  body: string;
  delayHours: number;
  windowDays: string;
  windowStart: number;
  windowEnd: number;
}

export async function findStep(sequenceId: number, stepId: number) {
  return db
    .selectFrom("sequence_steps as st")
    .innerJoin("sequences as s", "s.id", "st.sequence_id")
    .select([
      "st.id",
      "st.position",
      "st.subject",
      "st.preheader",
      "st.body_md",
      "st.delay_hours",
      "st.window_days",
      "st.window_start",
      "st.window_end",
      "s.name as sequenceName",
      sql<number>`(select min(position) from sequence_steps f where f.sequence_id = s.id)`.as("firstPosition"),
    ])
    .where("st.id", "=", stepId)
    .where("st.sequence_id", "=", sequenceId)
    .executeTakeFirst();
}

/**
 * Saves a step. A change reaches everyone who has not yet been sent it (ADR
 * 0130): the text is read at send time, the window at queue time, and a new
 * delay moves the due time of those waiting for this step by the difference
 * (ADR 0132).
 */
export async function saveStep(stepId: number, content: StepContent): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("sequence_steps")
      .select(["sequence_id", "position", "delay_hours"])
      .where("id", "=", stepId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("sequence_steps")
      .set({
        subject: content.subject,
        preheader: content.preheader,
        body_md: content.body,
        delay_hours: content.delayHours,
        window_days: content.windowDays,
        window_start: content.windowStart,
        window_end: content.windowEnd,
        updated_at: currentTime().toISOString(),
      })
      .where("id", "=", stepId)
      .execute();
    const shift = content.delayHours - before.delay_hours;
    if (shift === 0) return;
    await trx
      .updateTable("sequence_enrolments")
      .set({
        next_due_at: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', next_due_at, ${`${shift >= 0 ? "+" : ""}${shift} hours`})`,
      })
      .where("sequence_id", "=", before.sequence_id)
      .where("next_position", "=", before.position)
      .where("exited_at", "is", null)
      .where("next_due_at", "is not", null)
      .execute();
  });
}

/** One enrolment as the person's card shows it (ADR 0132). */
export interface PersonEnrolment {
  sequenceId: number;
  name: string;
  running: boolean;
  enteredAt: string;
  /** The next step and when it goes (inside its window); null once out or done. */
  next: { position: number; subject: string; at: string | null } | null;
  exitedAt: string | null;
  exitReason: string | null;
  sent: { subject: string; sentAt: string }[];
}

/**
 * When each running enrolment's next step goes, as the queue will send it:
 * oldest due first, inside its window, one sequence mail a Dutch day
 * (`sendMoment`, shared with the queue), counting a mail already queued today.
 */
async function plannedSends(
  subscriberId: number,
  pending: { key: number; due: string; window: Parameters<typeof stepWindow>[0] }[],
  now: Date,
): Promise<Map<number, number | null>> {
  const taken = new Set<number>((await queuedToday(db, subscriberId, now)) ? [startOfDay(now.getTime())] : []);
  const planned = new Map<number, number | null>();
  for (const { key, due, window } of [...pending].sort((a, b) => a.due.localeCompare(b.due))) {
    const at = sendMoment(Math.max(Date.parse(due), now.getTime()), stepWindow(window), (day) => taken.has(day));
    if (at !== null) taken.add(startOfDay(at));
    planned.set(key, at);
  }
  return planned;
}

/** The sequences an address is or was in, with the next step and the mails sent (ADR 0132). */
export async function personEnrolments(email: string, now = currentTime()): Promise<PersonEnrolment[]> {
  const rows = await db
    .selectFrom("sequence_enrolments as e")
    .innerJoin("newsletter_subscribers as sub", "sub.id", "e.subscriber_id")
    .innerJoin("sequences as s", "s.id", "e.sequence_id")
    .leftJoin("sequence_steps as st", (join) =>
      join.onRef("st.sequence_id", "=", "e.sequence_id").onRef("st.position", "=", "e.next_position"),
    )
    .select([
      "e.sequence_id",
      "e.subscriber_id",
      "s.name",
      "s.status",
      "e.entered_at",
      "e.next_position",
      "e.next_due_at",
      "e.exited_at",
      "e.exit_reason",
      "st.subject as nextSubject",
      "st.window_days",
      "st.window_start",
      "st.window_end",
    ])
    .where("sub.email", "=", email.trim().toLowerCase())
    .orderBy("e.entered_at", "desc")
    .execute();
  if (rows.length === 0) return [];
  const sent = await db
    .selectFrom("mail_queue as q")
    .innerJoin("sequence_steps as st", "st.id", "q.sequence_step_id")
    .select(["st.sequence_id", "st.subject", "q.sent_at"])
    .where("q.subscriber_id", "=", rows[0]!.subscriber_id)
    .where("q.sent_at", "is not", null)
    .orderBy("q.sent_at")
    .execute();
  const planned = await plannedSends(
    rows[0]!.subscriber_id,
    rows.flatMap((row) =>
      row.status === "actief" && row.exited_at === null && row.next_due_at !== null && row.window_days !== null
        ? [
            {
              key: row.sequence_id,
              due: row.next_due_at,
              window: {
                window_days: row.window_days,
                window_start: row.window_start ?? 0,
                window_end: row.window_end ?? 24,
              },
            },
          ]
        : [],
    ),
    now,
  );
  return rows.map((row) => {
    const at = planned.get(row.sequence_id) ?? null;
    return {
      sequenceId: row.sequence_id,
      name: row.name,
      running: row.status === "actief",
      enteredAt: row.entered_at,
      next:
        row.exited_at === null && row.next_position !== null && row.nextSubject !== null
          ? {
              position: row.next_position,
              subject: row.nextSubject,
              at: at === null ? null : new Date(at).toISOString(),
            }
          : null,
      exitedAt: row.exited_at,
      exitReason: row.exit_reason,
      sent: sent
        .filter((mail) => mail.sequence_id === row.sequence_id)
        .map((mail) => ({ subject: mail.subject, sentAt: mail.sent_at! })),
    };
  });
}
