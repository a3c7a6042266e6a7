import { sql } from "kysely";
import { currentTime } from "~/server/clock.server";
import type { SequenceTrigger } from "./sequence-triggers";
import { db } from "~/server/db.server";

/** A new step waits this long after the previous one (ADR 0142). */
const newStepDelayHours = 48;

/**
 * The first step still without a subject or a body (a step added by 'Stap
 * toevoegen' starts empty); a sequence cannot be started while it has one
 * (ADR 0142). Null when every step is written.
 */
export async function firstUnfinishedStep(sequenceId: number): Promise<number | null> {
  const row = await db
    .selectFrom("sequence_steps")
    .select("position")
    .where("sequence_id", "=", sequenceId)
    .where((eb) => eb.or([eb("subject", "=", ""), eb("body_md", "=", "")]))
    .orderBy("position")
    .limit(1)
    .executeTakeFirst();
  return row?.position ?? null;
}

/**
 * 'Stap toevoegen' (ADR 0142): an empty step at the end, two days after the
 * previous one, in the last step's send window. Only on a paused sequence, so
 * a running one never holds an unfinished step; returns the new step's
 * position, or null when the sequence runs (or is gone).
 */
export async function addStep(sequenceId: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const sequence = await trx.selectFrom("sequences").select("status").where("id", "=", sequenceId).executeTakeFirst();
    if (sequence?.status !== "gepauzeerd") return null;
    const last = await trx
      .selectFrom("sequence_steps")
      .select(["position", "window_days", "window_start", "window_end"])
      .where("sequence_id", "=", sequenceId)
      .orderBy("position", "desc")
      .limit(1)
      .executeTakeFirst();
    const position = (last?.position ?? 0) + 1;
    await trx
      .insertInto("sequence_steps")
      .values({
        sequence_id: sequenceId,
        position,
        delay_hours: newStepDelayHours,
        subject: "",
        preheader: "",
        body_md: "",
        ...(last && { window_days: last.window_days, window_start: last.window_start, window_end: last.window_end }),
        updated_at: currentTime().toISOString(),
      })
      .execute();
    return position;
  });
}

/** The step to delete and what becomes of those waiting for it (the confirmation's words). */
export async function stepDeletion(sequenceId: number, stepId: number) {
  const step = await db
    .selectFrom("sequence_steps")
    .select(["id", "position"])
    .where("id", "=", stepId)
    .where("sequence_id", "=", sequenceId)
    .executeTakeFirst();
  if (!step) return null;
  const [next, waiting, steps] = await Promise.all([
    db
      .selectFrom("sequence_steps")
      .select("position")
      .where("sequence_id", "=", sequenceId)
      .where("position", ">", step.position)
      .orderBy("position")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("sequence_enrolments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("sequence_id", "=", sequenceId)
      .where("next_position", "=", step.position)
      .where("exited_at", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("sequence_steps")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("sequence_id", "=", sequenceId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...step,
    /** No step after it: those waiting are done; otherwise they get the next step at the same moment. */
    last: next === undefined,
    waiting: Number(waiting.n),
    /** A sequence keeps at least one step (entering needs a first step, ADR 0130). */
    onlyStep: Number(steps.n) <= 1,
  };
}

/**
 * 'Stap verwijderen' (ADR 0142): whoever waits for the step gets the next one
 * instead at the moment the deleted one was due, or, when it was the last,
 * is done ('klaar'); the steps after it are renumbered. One transaction. Mails of the step
 * already sent stay in the mail queue as history. False when the step is not
 * there or is the sequence's only step.
 */
export async function deleteStep(sequenceId: number, stepId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const step = await trx
      .selectFrom("sequence_steps")
      .select("position")
      .where("id", "=", stepId)
      .where("sequence_id", "=", sequenceId)
      .executeTakeFirst();
    const others = await trx
      .selectFrom("sequence_steps")
      .select("position")
      .where("sequence_id", "=", sequenceId)
      .where("id", "!=", stepId)
      .orderBy("position")
      .execute();
    if (!step || others.length === 0) return false;
    if (others.every((other) => other.position < step.position))
      await trx
        .updateTable("sequence_enrolments")
        .set({ next_position: null, next_due_at: null, exited_at: currentTime().toISOString(), exit_reason: "klaar" })
        .where("sequence_id", "=", sequenceId)
        .where("next_position", "=", step.position)
        .where("exited_at", "is", null)
        .execute();
    await trx.deleteFrom("sequence_steps").where("id", "=", stepId).execute();
    // The steps after it move up one, so the coach's numbers stay 1, 2, 3; whoever
    // waited for the deleted step keeps its position, now the next step's. Through
    // negatives, as the unique (sequence, position) is checked row by row.
    await trx
      .updateTable("sequence_steps")
      .set({ position: sql<number>`-position` })
      .where("sequence_id", "=", sequenceId)
      .where("position", ">", step.position)
      .execute();
    await trx
      .updateTable("sequence_steps")
      .set({ position: sql<number>`-position - 1` })
      .where("sequence_id", "=", sequenceId)
      .where("position", "<", 0)
      .execute();
    await trx
      .updateTable("sequence_enrolments")
      .set({ next_position: sql<number>`next_position - 1` })
      .where("sequence_id", "=", sequenceId)
      .where("next_position", ">", step.position)
      .execute();
    return true;
  });
}

/** 'Nieuwe reeks' (ADR 0142): paused, with one empty step a day after the trigger; returns its id. */
export async function createSequence(name: string, trigger: SequenceTrigger, profile: string | null): Promise<number> {
  const now = currentTime().toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("sequences")
      .values({ name, trigger, profile, status: "gepauzeerd", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("sequence_steps")
      .values({
        sequence_id: id,
        position: 1,
        delay_hours: 24,
        subject: "",
        preheader: "",
        body_md: "",
        updated_at: now,
      })
      .execute();
    return id;
  });
}

/**
 * Deletes a paused sequence nobody is in now (ADR 0142); its steps and past
 * enrolments go with it (cascade). False otherwise: a sequence with people in
 * it can only be paused.
 */
export async function deleteSequence(id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("sequences")
    .where("id", "=", id)
    .where("status", "=", "gepauzeerd")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("sequence_enrolments")
            .select("id")
            .where("sequence_id", "=", id)
            .where("exited_at", "is", null),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
