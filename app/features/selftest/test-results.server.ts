import type { Transaction } from "kysely";
import { recordActivity } from "~/features/people/people-store.server";
import { lookupFor, sealFor } from "~/server/data-key.server";
import type { Database } from "~/server/db-schema";
import { profielText, type SelfTestOutcome } from "./scoring";

/**
 * Stores one self-test result, sealed, on the person's timeline: the one way
 * for the public test and a retake (ADR 0146). The caller's transaction holds
 * what goes with it (sequences, the coach's notice, a retake's link).
 */
export async function storeTestResult(
  trx: Transaction<Database>,
  { outcome, email, answers, at }: { outcome: SelfTestOutcome; email: string; answers: readonly number[]; at: string },
): Promise<number> {
  const row = await trx
    .insertInto("test_results")
    .values(
      sealFor("test_results", {
        profiel: profielText(outcome),
        score: outcome.total,
        email,
        email_lookup: lookupFor(email),
        answers: JSON.stringify(answers),
        consent_at: at,
        created_at: at,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordActivity(trx, { kind: "selftest", email, name: null, at, clear: false });
  return row.id;
}
