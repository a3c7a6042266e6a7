import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/server/db-schema";
import { currentTime } from "~/server/clock.server";
import { lookupFor, unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import type { NewsletterSource } from "./consent";
import { nextInWindow, sendMoment, startOfDay, windowDays, type SendWindow } from "./send-window";
import type { ExitReason, SequenceTrigger } from "./sequence-triggers";

type Executor = Kysely<Database> | Transaction<Database>;
const hourMs = 3_600_000;

interface StepTiming {
  delay_hours: number;
  window_days: string;
  window_start: number;
  window_end: number;
}

/** A step's send window as stored. */
export function stepWindow(step: Omit<StepTiming, "delay_hours">): SendWindow {
  return { days: windowDays(step.window_days), startHour: step.window_start, endHour: step.window_end };
}

/** When a step is due when its delay starts counting at `fromMs`: after the delay, inside its window (null: never). */
function dueAfter(fromMs: number, step: StepTiming): string | null {
  const due = nextInWindow(fromMs + step.delay_hours * hourMs, stepWindow(step));
  return due === null ? null : new Date(due).toISOString();
}

/** Whether the subscriber already got a sequence mail queued on the Dutch day of `now` (the one-a-day rule). */
export async function queuedToday(executor: Executor, subscriberId: number, now: Date): Promise<boolean> {
  const row = await executor
    .selectFrom("mail_queue")
    .select("id")
    .where("subscriber_id", "=", subscriberId)
    .where("sequence_step_id", "is not", null)
    .where("created_at", ">=", new Date(startOfDay(now.getTime())).toISOString())
    .where("created_at", "<=", now.toISOString())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The step after `position` in a sequence (the first for -1), with what its timing needs. */
function stepAfter(executor: Executor, sequenceId: number, position: number) {
  return executor
    .selectFrom("sequence_steps")
    .select(["id", "position", "delay_hours", "window_days", "window_start", "window_end"])
    .where("sequence_id", "=", sequenceId)
    .where("position", ">", position)
    .orderBy("position")
    .limit(1)
    .executeTakeFirst();
}

export interface SequenceEntry {
  trigger: SequenceTrigger;
  email: string;
  /** The self-test's main profile code, for a sequence that only follows one profile. */
  profile?: string | null;
  /** ISO time; default `currentTime()`. */
  at?: string;
}

/**
 * Puts a person into every running sequence of the trigger (ADR 0130), when
 * the address has marketing consent (D34): an active, confirmed, deliverable
 * subscription. Without it nothing is stored. A person passes through a
 * sequence at most once. The first step is due its delay after entering; the
 * queue moves it into its window. One statement, so the booking engine runs
 * it inside its own synchronous transaction.
 */
export function sequenceEntry(executor: Executor, entry: SequenceEntry) {
  const at = entry.at ?? currentTime().toISOString();
  return executor
    .insertInto("sequence_enrolments")
    .columns(["sequence_id", "subscriber_id", "entered_at", "next_position", "next_due_at"])
    .expression(
      executor
        .selectFrom("sequences as s")
        .innerJoin("sequence_steps as st", "st.sequence_id", "s.id")
        .innerJoin("newsletter_subscribers as sub", (join) =>
          join
            .on("sub.email", "=", entry.email.trim().toLowerCase())
            .on("sub.is_active", "=", 1)
            .on("sub.bounced_at", "is", null),
        )
        .select([
          "s.id as sequence_id",
          "sub.id as subscriber_id",
          sql<string>`${at}`.as("entered_at"),
          "st.position as next_position",
          sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, '+' || st.delay_hours || ' hours')`.as("next_due_at"),
        ])
        .where("s.trigger", "=", entry.trigger)
        .where("s.status", "=", "actief")
        .where((eb) => eb.or([eb("s.profile", "is", null), eb("s.profile", "=", entry.profile ?? "")]))
        .where("st.position", "=", (eb) =>
          eb
            .selectFrom("sequence_steps as f")
            .select((inner) => inner.fn.min("f.position").as("position"))
            .whereRef("f.sequence_id", "=", "s.id"),
        ),
    )
    .onConflict((oc) => oc.doNothing());
}

/** `sequenceEntry` in an async transaction; returns how many sequences the person entered. */
export async function enterSequences(executor: Executor, entry: SequenceEntry): Promise<number> {
  const result = await sequenceEntry(executor, entry).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** The sequences a confirmed signup starts, by the form it came from (ADR 0130). */
const triggerOfSource: Record<NewsletterSource, SequenceTrigger> = {
  footer: "nieuwsbrief",
  nieuwsbrief: "nieuwsbrief",
  ebook: "ebook",
  zelftest: "zelftest",
};

/** The main profile (its code) of the address's newest self-test, or null without one. */
async function latestMainProfile(executor: Executor, email: string): Promise<string | null> {
  const row = await executor
    .selectFrom("test_results")
    .select("profiel")
    .where("email_lookup", "=", lookupFor(email.trim().toLowerCase()))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  // Stored as 'primary / secondary' (profielText in the self-test feature, which imports this one: no import back).
  return row ? (unsealFor("test_results", row).profiel.split(" / ")[0] ?? null) : null;
}

/**
 * A signup just confirmed: consent exists from now (D34), so the person enters
 * the sequences of what they asked for on that form (the e-book, the self-test
 * with its profile) or, from the newsletter forms, the newsletter's own.
 */
export async function enterOnConfirmation(executor: Executor, email: string, source: string): Promise<number> {
  const trigger = triggerOfSource[source as NewsletterSource] ?? "nieuwsbrief";
  const profile = trigger === "zelftest" ? await latestMainProfile(executor, email) : null;
  return enterSequences(executor, { trigger, email, profile });
}

/** Whose enrolments end: a subscription by its row, or by its address (the booking engine knows only that). */
export type SequenceMember = { subscriberId: number } | { email: string };

/**
 * Ends a person's enrolments (every sequence, one by its id, or those of one
 * trigger): booking, buying, a card status, unsubscribing, the coach's hand
 * or a missed intro call (ADR 0130, ADR 0134). A step already queued still
 * goes unless consent went; nothing after it does. A query, so the booking
 * engine runs it inside its own synchronous transaction.
 */
export function sequenceExit(
  executor: Executor,
  member: SequenceMember,
  reason: ExitReason,
  at: string,
  scope?: number | SequenceTrigger,
) {
  let query = executor
    .updateTable("sequence_enrolments")
    .set({ exited_at: at, exit_reason: reason, next_due_at: null })
    .where("exited_at", "is", null);
  query =
    "email" in member
      ? query.where(
          "subscriber_id",
          "in",
          executor
            .selectFrom("newsletter_subscribers")
            .select("id")
            .where("email", "=", member.email.trim().toLowerCase()),
        )
      : query.where("subscriber_id", "=", member.subscriberId);
  if (scope === undefined) return query;
  return typeof scope === "number"
    ? query.where("sequence_id", "=", scope)
    : query.where("sequence_id", "in", executor.selectFrom("sequences").select("id").where("trigger", "=", scope));
}

/** A package paid (D33): the sequences leading to it end, and those that follow a purchase start. */
export async function packageBought(executor: Executor, email: string): Promise<void> {
  await sequenceExit(executor, { email }, "pakket-gekocht", currentTime().toISOString()).execute();
  await enterSequences(executor, { trigger: "pakket", email });
}

/** The coach set the card to 'Cliënt' or 'Geen match': no follow-up mail any more (ADR 0130). */
export async function statusExit(executor: Executor, email: string, status: string): Promise<void> {
  if (status !== "client" && status !== "geen-match") return;
  await sequenceExit(executor, { email }, status, currentTime().toISOString()).execute();
}

interface DueEnrolment {
  id: number;
  sequence_id: number;
  subscriber_id: number;
  next_position: number | null;
}

type StepOutcome = "queued" | "waits" | "exited";

/** Due steps queued per transaction: one disk flush for many, short enough to let requests in between. */
const stepsPerCommit = 50;

/**
 * One due step of one enrolment, in the caller's transaction: the mail-queue row
 * (unique per step and subscriber) and the enrolment's next step commit
 * together, so a crash leaves either both or neither, and a second run queues
 * nobody twice.
 */
async function queueStep(trx: Transaction<Database>, enrolment: DueEnrolment, now: Date): Promise<StepOutcome> {
  const nowIso = now.toISOString();
  const current = await trx
    .selectFrom("sequence_enrolments")
    .select("id")
    .where("id", "=", enrolment.id)
    .where("exited_at", "is", null)
    .where("next_position", "=", enrolment.next_position)
    .executeTakeFirst();
  if (!current) return "exited";
  const subscriber = await trx
    .selectFrom("newsletter_subscribers")
    .select(["email", "is_active", "bounced_at"])
    .where("id", "=", enrolment.subscriber_id)
    .executeTakeFirst();
  // Consent gone since entering (D34): no mail, and none after it.
  if (!subscriber || subscriber.is_active !== 1 || subscriber.bounced_at !== null) {
    const reason = subscriber?.bounced_at ? "onbestelbaar" : "afgemeld";
    await sequenceExit(trx, { subscriberId: enrolment.subscriber_id }, reason, nowIso).execute();
    return "exited";
  }
  const step = await stepAfter(trx, enrolment.sequence_id, (enrolment.next_position ?? 0) - 1);
  if (step) {
    // Outside the step's window (a step due at 03:00), or a second sequence mail this Dutch day: it waits.
    const today = startOfDay(now.getTime());
    const taken = await queuedToday(trx, enrolment.subscriber_id, now);
    const at = sendMoment(now.getTime(), stepWindow(step), (day) => taken && day === today);
    if (at !== now.getTime()) {
      await trx
        .updateTable("sequence_enrolments")
        .set({ next_due_at: at === null ? null : new Date(at).toISOString() })
        .where("id", "=", enrolment.id)
        .execute();
      return "waits";
    }
    await trx
      .insertInto("mail_queue")
      .values({
        mail: JSON.stringify({ to: subscriber.email }),
        subscriber_id: enrolment.subscriber_id,
        sequence_step_id: step.id,
        created_at: nowIso,
        // Ready now by whichever clock is behind: a test clock may run ahead of the sender's real one.
        next_attempt_at: new Date(Math.min(now.getTime(), Date.now())).toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const next = step ? await stepAfter(trx, enrolment.sequence_id, step.position) : undefined;
  await trx
    .updateTable("sequence_enrolments")
    .set(
      next
        ? { next_position: next.position, next_due_at: dueAfter(now.getTime(), next) }
        : { next_position: null, next_due_at: null, exited_at: nowIso, exit_reason: "klaar" },
    )
    .where("id", "=", enrolment.id)
    .execute();
  return step ? "queued" : "exited";
}

/**
 * Queues the steps that are due in running sequences (ADR 0130), at most `max`
 * per call, oldest due first; the broadcast sender sends them at the
 * newsletter's pace. Returns how many mails were queued.
 */
export async function queueDueSteps(now = currentTime(), max = 500): Promise<number> {
  const due = await db
    .selectFrom("sequence_enrolments as e")
    .innerJoin("sequences as s", "s.id", "e.sequence_id")
    .select(["e.id", "e.sequence_id", "e.subscriber_id", "e.next_position"])
    .where("e.exited_at", "is", null)
    .where("e.next_due_at", "<=", now.toISOString())
    .where("s.status", "=", "actief")
    .orderBy("e.next_due_at")
    .limit(max)
    .execute();
  let queued = 0;
  for (let start = 0; start < due.length; start += stepsPerCommit) {
    // A commit waits for the disk (synchronous = FULL) on the event loop: one per chunk, then the visitors' turn.
    queued += await db.transaction().execute(async (trx) => {
      let n = 0;
      for (const enrolment of due.slice(start, start + stepsPerCommit))
        if ((await queueStep(trx, enrolment, now)) === "queued") n += 1;
      return n;
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return queued;
}
