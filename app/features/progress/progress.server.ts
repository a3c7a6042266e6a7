import { scoreBands, selfTestQuestions } from "~/content/selftest";
import { profielNames } from "~/features/selftest/profile-names";
import { bandFor, maxTotal } from "~/features/selftest/scoring";
import { lookupFor, unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";

/** One stored self-test result as the progress chart and table show it (ADR 0146). */
export interface ProgressPoint {
  id: number;
  at: string;
  score: number;
  /** The score band's title ('Duidelijke signalen'). */
  band: string;
  /** The two profiles in Dutch ('Burn-out / ADHD-gecombineerd', D35). */
  profiles: string;
  /** The first result, taken before the first intro call. */
  beforeIntro: boolean;
}

export interface Progress {
  points: ProgressPoint[];
  max: number;
}

/**
 * Every self-test result of this address, oldest first: the first is the
 * one from before the intro call when there is one. Callers decide who may
 * see it (the coach, or the client signed in through the mailed code).
 */
export async function progressOf(email: string): Promise<Progress> {
  const address = email.trim().toLowerCase();
  const [results, intro] = await Promise.all([
    db
      .selectFrom("test_results")
      .select(["id", "profiel", "score", "created_at"])
      .where("email_lookup", "=", lookupFor(address))
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("appointments")
      .select("start_at")
      .where("email", "=", address)
      .where("session_type_id", "is", null)
      .where("status", "in", ["gepland", "geweest"])
      .orderBy("start_at")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    max: maxTotal(selfTestQuestions),
    points: results.map((stored, index) => {
      const row = unsealFor("test_results", stored);
      return {
        id: row.id,
        at: row.created_at,
        score: row.score,
        band: bandFor(scoreBands, row.score).title,
        profiles: profielNames(row.profiel),
        beforeIntro: index === 0 && intro !== undefined && row.created_at < intro.start_at,
      };
    }),
  };
}
