import { profileLabels } from "~/content/selftest";
import { dayMs } from "~/lib/amsterdam-time";
import { profileName } from "~/features/selftest/profile-names";
import { parseProfiel } from "~/features/selftest/scoring";
import { unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";

/** Visits closer together than this are one sitting: the counts keep their starting point while the coach clicks around. */
const sittingGapMs = 60 * 60 * 1000;

/**
 * Where 'Nieuw sinds je laatste bezoek' counts from for this admin, and the
 * visit recorded (ADR 0054). The first visit of a sitting (over an hour after
 * the previous one) moves the starting point to that previous visit. Only the
 * admin's own navigation records a visit (ADR 0031): a link from another site
 * shows the page and changes nothing. `baseline` null: everything is new, on
 * the first visit (`firstVisit`) and the rest of that first sitting.
 */
export async function dashboardBaseline(
  userId: number,
  record: boolean,
  now = new Date(),
): Promise<{ baseline: string | null; firstVisit: boolean }> {
  const row = await db
    .selectFrom("admin_dashboard_visits")
    .select(["baseline_at", "visited_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const newSitting = row !== undefined && now.getTime() - Date.parse(row.visited_at) > sittingGapMs;
  const baseline = row === undefined ? null : newSitting ? row.visited_at : row.baseline_at;
  if (record) {
    const visit = { user_id: userId, baseline_at: baseline, visited_at: now.toISOString() };
    await db
      .insertInto("admin_dashboard_visits")
      .values(visit)
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ baseline_at: baseline, visited_at: visit.visited_at }))
      .execute();
  }
  return { baseline, firstVisit: row === undefined };
}

/** Intakes and self-test results the coach has not opened yet (D22): the next thing to do. */
export async function unreadCounts(): Promise<{ intakes: number; selftests: number }> {
  const count = async (table: "client_test_responses" | "test_results") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("read_at", "is", null)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { intakes: await count("client_test_responses"), selftests: await count("test_results") };
}

export interface UpcomingAppointment {
  id: number;
  startAt: string;
  name: string;
}

/** The next five planned calls (the booking's appointments table, ADR 0040); names are sealed, so opened here. */
export async function upcomingAppointments(now = new Date()): Promise<UpcomingAppointment[]> {
  const rows = await db
    .selectFrom("appointments")
    .select(["id", "start_at", "name"])
    .where("status", "=", "gepland")
    .where("start_at", ">=", now.toISOString())
    .orderBy("start_at")
    .limit(5)
    .execute();
  return rows.map((stored) => {
    const row = unsealFor("appointments", stored);
    return { id: row.id, startAt: row.start_at, name: row.name };
  });
}

export const profileWindowDays = 90;

/**
 * How often each main profile came out of the self-test in the last 90 days,
 * most frequent first (profiles nobody had are left out). The profile is
 * sealed (ADR 0016), so SQL cannot group it: the window's rows are opened and
 * counted here.
 */
export async function profileDistribution(now = new Date()): Promise<{ profile: string; count: number }[]> {
  const rows = await db
    .selectFrom("test_results")
    .select(["profiel"])
    .where("created_at", ">=", new Date(now.getTime() - profileWindowDays * dayMs).toISOString())
    .where("created_at", "<=", now.toISOString())
    .execute();
  const counts = new Map<string, number>();
  for (const stored of rows) {
    const [primary] = parseProfiel(unsealFor("test_results", stored).profiel);
    counts.set(primary, (counts.get(primary) ?? 0) + 1);
  }
  // Ties keep SPEC's order of the profiles, so the chart does not shuffle between visits.
  const order = (profile: string) => {
    const index = (profileLabels as readonly string[]).indexOf(profile);
    return index === -1 ? profileLabels.length : index;
  };
  return [...counts]
    .sort(([a, n], [b, m]) => m - n || order(a) - order(b))
    .map(([profile, count]) => ({ profile: profileName(profile), count }));
}
