import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDashboard } from "~/content/admin";
import { greeting } from "~/features/admin-dashboard/greeting";
import { lastIsoWeeks } from "~/features/admin-dashboard/weeks";
import { loginCookie, seedUser } from "../support/admin";
import { visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/** The dashboard's leads-per-week chart counts the real lead tables per ISO week in Amsterdam time. */
let server: RunningServer;
let cookie: string;

const weeks = lastIsoWeeks(12);
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** Timestamps per table: where they fall is the point of the test. */
function seed(): void {
  const current = weeks.at(-1)!;
  const oldest = weeks[0]!;
  const middle = weeks[6]!;
  const stamps = {
    // Two this week, one on the oldest week's very first millisecond, one just before the range.
    newsletter: [current.start, shift(current.start, 3_600_000), oldest.start, shift(oldest.start, -1)],
    // One on the last millisecond of the middle week, one on the first of the next.
    ebooks: [shift(middle.end, -1), middle.end],
    selftests: [shift(middle.start, 60_000)],
    // A row from the future (clock skew) is not counted.
    intakes: [shift(current.start, 1), shift(current.end, 1)],
  };
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  db.transaction(() => {
    stamps.newsletter.forEach((at, i) =>
      db
        .prepare("insert into newsletter_subscribers (email, is_active, subscribed_at) values (?, 1, ?)")
        .run(`lid${i}@example.nl`, at),
    );
    stamps.ebooks.forEach((at, i) =>
      db.prepare("insert into ebook_requests (email, requested_at) values (?, ?)").run(`lezer${i}@example.nl`, at),
    );
    stamps.selftests.forEach((at) =>
      db
        .prepare(
          "insert into test_results (profiel, score, email, answers, consent_at, created_at) values (?, ?, ?, ?, ?, ?)",
        )
        .run("Burnout / ADHD-Combined", 20, "test@example.nl", "[]", at, at),
    );
    stamps.intakes.forEach((at) =>
      db
        .prepare("insert into client_test_responses (client_name, submitted_at, consent_at) values (?, ?, ?)")
        .run("Cliënt", at, at),
    );
  })();
  db.close();
}

beforeAll(async () => {
  server = await startBuiltServer();
  seedUser(server.dataDir, "coach@example.nl");
  seed();
  cookie = await loginCookie(server.url, "coach@example.nl");
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

describe("leads per week on the dashboard", () => {
  it("puts every lead in its Amsterdam ISO week, one row per week, with totals", async () => {
    const html = await (await fetch(`${server.url}/admin`, { headers: { Cookie: cookie } })).text();
    const text = visibleText(html);
    const row = (index: number) => {
      const match = new RegExp(`Week ${weeks[index]!.week} \\([^)]*\\) (\\d+) (\\d+) (\\d+) (\\d+)`).exec(text);
      return match?.slice(1).map(Number);
    };
    const expected = Array.from({ length: 12 }, () => [0, 0, 0, 0]);
    expected[11] = [2, 0, 0, 1];
    expected[0] = [1, 0, 0, 0];
    expected[6] = [0, 1, 1, 0];
    expected[7] = [0, 1, 0, 0];
    expect(Array.from({ length: 12 }, (_, i) => row(i))).toEqual(expected);
    expect(text).toMatch(/Totaal 3 2 1 1/);
    // The chart itself: an SVG image with a text alternative and one marker per week and series.
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="leads-chart-wide-title"/);
    expect(text).toContain("Totalen: Nieuwsbrief 3, E-bookaanvragen 2, Zelftestuitslagen 1, Intakes 1");
  });
});

describe("the dashboard's words (ADR 0116)", () => {
  it("says 'Dit is je eerste bezoek' on the first visit only, and greets by the Dutch time of day", async () => {
    seedUser(server.dataDir, "nieuwe-coach@example.nl");
    const own = { Cookie: await loginCookie(server.url, "nieuwe-coach@example.nl"), "Sec-Fetch-Site": "none" };
    const visit = async () => visibleText(await (await fetch(`${server.url}/admin`, { headers: own })).text());
    const texts = adminDashboard.newSince;
    const first = await visit();
    expect(first).toContain(texts.firstVisit);
    expect(first).toContain(adminDashboard.intro(greeting(Date.now())));
    for (const later of [await visit(), await visit()]) {
      expect(later).not.toContain(texts.firstVisit);
      expect(later).toContain(texts.firstSitting);
    }
  });
});
