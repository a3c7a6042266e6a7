import SQLite from "better-sqlite3";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPage } from "~/content/client-page";
import { progressTexts as texts } from "~/content/progress";
import { selfTestQuestions } from "~/content/selftest";
import { scoreSelfTest } from "~/features/selftest/scoring";
import { loginCookie, seedUser } from "../support/admin";
import { lookupForTest, readRows, sealedForTest, seedPerson } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { seedAppointment } from "../support/sample-appointment";
import { startBuiltServer, type RunningServer } from "../support/server";
import { mailLink, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * Taking the self-test again through the coach's mailed link (ADR 0146), over
 * HTTP on one built server with a real SMTP server and the server's clock in
 * a file: fifty clicks on the card queue one mail, which holds the link and
 * no score; the link stores its answers once, as that person's result, and
 * lapses after 14 days; another client's card and client page never show
 * them; the data request's export holds them and its erasure removes them.
 */
let server: RunningServer;
let smtp: SmtpCatcher;
let admin: string;
const coach = "coach@example.nl";
const anna = { email: "anna.voortgang@example.nl", name: "Anna Voortgang" };
const bram = { email: "bram.voortgang@example.nl", name: "Bram Anders" };
const dirk = { email: "dirk.zonderpakket@example.nl", name: "Dirk Zonder" };
const clockFile = join(mkdtempSync(join(tmpdir(), "retake-clock-")), "now.txt");
let clock = Date.parse("2026-11-23T09:00:00Z");
const setClock = (ms: number) => {
  clock = ms;
  writeFileSync(clockFile, new Date(ms).toISOString());
};
const lookups: Record<string, string> = {};
let address = 0;
const from = () => ({ "X-Forwarded-For": `198.51.100.${++address}` });
/** Answers every question with option `index`: a known score to find on the pages. */
const allAnswers = (index: number) =>
  Object.fromEntries(selfTestQuestions.map((question) => [question.id, String(index)]));
const scoreOf = (index: number) =>
  scoreSelfTest(
    selfTestQuestions,
    selfTestQuestions.map(() => index),
  ).total;
const max = selfTestQuestions.length * 3;

beforeAll(async () => {
  setClock(clock);
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({
    TRUST_PROXY: "true",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    TEST_CLOCK_FILE: clockFile,
  });
  seedUser(server.dataDir, coach);
  const db = new SQLite(join(server.dataDir, "site.db"));
  try {
    const at = "2026-10-01T10:00:00.000Z";
    for (const person of [anna, bram, dirk]) {
      lookups[person.email] = seedPerson(db, server.dataDir, { ...person, at, kind: "selftest" });
    }
    // Anna's first result, from before her intro call (score 17 of 36).
    const first = sealedForTest(server.dataDir, "test_results", {
      profiel: "Burnout / ADHD-Executive",
      score: 17,
      email: anna.email,
      answers: "[1,2,0,3,2,1,0,2,2,2,1,1]",
      consent_at: at,
      created_at: at,
    });
    db.prepare(
      "insert into test_results (profiel, score, email, email_lookup, answers, consent_at, created_at) values (@profiel, @score, @email, @email_lookup, @answers, @consent_at, @created_at)",
    ).run(first);
    const typeId = db
      .prepare(
        "insert into session_types (name, minutes, place, buffer_minutes, own_hours, created_at) values ('Coachingsessie', 60, 'online', 0, 0, ?)",
      )
      .run(at).lastInsertRowid;
    for (const person of [anna, bram]) {
      const offer = db
        .prepare(
          "insert into payment_offers (client_name, client_email, package_key, description, features, amount_cents, created_by, created_at) values (?, ?, 'online', 'Traject', '[]', 63000, ?, ?)",
        )
        .run(person.name, person.email, coach, at).lastInsertRowid;
      db.prepare(
        "insert into session_credits (client_email, session_type_id, offer_id, granted_at, expires_at) values (?, ?, ?, ?, '2027-05-23T09:00:00.000Z')",
      ).run(person.email, typeId, offer, at);
    }
  } finally {
    db.close();
  }
  seedAppointment(server.dataDir, { start: "2026-10-05T09:00:00.000Z", ...anna, status: "geweest" });
  admin = await loginCookie(server.url, coach);
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

const cardUrl = (email: string) => `${server.url}/admin/mensen/${lookups[email]}`;
const cardText = async (email: string) =>
  visibleText(await (await fetch(cardUrl(email), { headers: { Cookie: admin } })).text());
const ask = (email: string) => postForm(cardUrl(email), { intent: "zelftest-opnieuw" }, { Cookie: admin });
const personId = (email: string) =>
  readRows<{ id: number }>(server.dataDir, "select id from people where email_lookup = ?", lookups[email])[0]!.id;
const retakes = (email: string) =>
  readRows<{ used_at: string | null; result_id: number | null }>(
    server.dataDir,
    "select used_at, result_id from selftest_retakes where person_id = ? order by id",
    personId(email),
  );
const scores = (email: string) =>
  readRows<{ score: number }>(
    server.dataDir,
    "select score from test_results where email_lookup = ? order by id",
    lookupForTest(server.dataDir, email),
  ).map((row) => row.score);
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
/** Waits for the queue to hold nothing for `email`, so a count of received mails is final. */
async function queueSentTo(email: string): Promise<void> {
  await expect
    .poll(() =>
      readRows<{ mail: string }>(server.dataDir, "select mail from mail_queue").filter((row) =>
        row.mail.includes(email),
      ),
    )
    .toEqual([]);
}
/** The link of the newest retake mail to `email`, as a path. */
async function mailedLink(email: string, count: number): Promise<string> {
  const retakeMails = () => mailsTo(email).filter((mail) => plainText(mail.raw).includes(texts.mail.heading));
  await smtp.waitFor(() => retakeMails().length >= count);
  return mailLink(retakeMails().at(-1)!.raw, texts.mail.button).pathname;
}
const submit = (path: string, index: number) =>
  postForm(`${server.url}${path}`, { ...allAnswers(index), consent: "ja", intent: "submit" }, from());

describe("asking a client to take the self-test again", () => {
  let annaPath = "";
  let bramPath = "";

  it("queues one mail for fifty clicks at once; the mail holds the link and no score", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(anna.email)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(retakes(anna.email)).toHaveLength(1);
    expect(readRows(server.dataDir, "select id from access_log where action = 'selftest-retake-asked'")).toHaveLength(
      1,
    );
    annaPath = await mailedLink(anna.email, 1);
    expect(annaPath).toMatch(/^\/test\/opnieuw\/[\w-]+\.[\w-]+$/);
    await queueSentTo(anna.email);
    const mails = mailsTo(anna.email);
    expect(mails).toHaveLength(1);
    const body = plainText(mails[0]!.raw);
    for (const health of ["Burn-out", "Burnout", "ADHD", `van ${max}`, "signalen"]) expect(body).not.toContain(health);
    expect(body).not.toMatch(/score/i);
    expect(await cardText(anna.email)).toContain("Gevraagd op");
    // Asking again while the link is open sends nothing new.
    expect(visibleText(await (await ask(anna.email)).text())).toContain(texts.card.alreadyOpen);

    // Without a package there is nothing to ask.
    const refused = await ask(dirk.email);
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain(texts.card.noPackage);
    expect(retakes(dirk.email)).toEqual([]);
  });

  it("stores the answers once, as that person's result, and leads to the client page", async () => {
    expect((await ask(bram.email)).status).toBe(200);
    bramPath = await mailedLink(bram.email, 1);
    await postForm(cardUrl(anna.email), { intent: "klantlink-maken" }, { Cookie: admin });

    const open = await fetch(`${server.url}${annaPath}`);
    expect(open.status).toBe(200);
    expect(visibleText(await open.text())).toContain(selfTestQuestions[0]!.text);
    // Without JavaScript each answer posts and the server shows the next question, storing nothing.
    const step = await postForm(`${server.url}${annaPath}`, { view: "0", answer: "2" }, from());
    expect(visibleText(await step.text())).toContain(selfTestQuestions[1]!.text);
    // Without consent nothing is stored and the link stays open.
    const noConsent = await postForm(`${server.url}${annaPath}`, { ...allAnswers(0), intent: "submit" }, from());
    expect(noConsent.status).toBe(400);
    expect(retakes(anna.email)[0]!.used_at).toBeNull();

    const stored = await submit(annaPath, 0);
    expect(stored.status).toBe(303);
    expect(stored.headers.get("location")).toMatch(/^\/client\//);
    expect(scores(anna.email)).toEqual([17, scoreOf(0)]);
    expect(scores(bram.email)).toEqual([]);
    expect(retakes(anna.email)[0]!.used_at).not.toBeNull();
    // Once: the link opens nothing and stores nothing after that.
    expect((await submit(annaPath, 3)).status).toBe(404);
    const used = await fetch(`${server.url}${annaPath}`);
    expect(used.status).toBe(404);
    expect(visibleText(await used.text())).toContain(texts.retake.gone.title);
    expect(scores(anna.email)).toHaveLength(2);

    // Bram's own link stores under Bram (no client page yet: the thank-you page); a forged token opens nothing.
    const bramStored = await submit(bramPath, 3);
    expect(bramStored.headers.get("location")).toBe("/test/opnieuw/klaar");
    expect(scores(bram.email)).toEqual([scoreOf(3)]);
    expect(scores(anna.email)).toHaveLength(2);
    expect((await fetch(`${server.url}${bramPath.slice(0, -3)}abc`)).status).toBe(404);
    // No mail to either client holds a score: the result stays on the site.
    await queueSentTo(anna.email);
    expect(mailsTo(anna.email)).toHaveLength(1);
    expect(mailsTo(bram.email)).toHaveLength(1);
  });

  it("shows the results over time on the card and the signed-in client page, and no one else's", async () => {
    const card = await cardText(anna.email);
    expect(card).toContain(texts.table.scoreOf(17, max));
    expect(card).toContain(texts.table.scoreOf(scoreOf(0), max));
    expect(card).toContain(texts.table.beforeIntro);
    expect(card).not.toContain(texts.table.scoreOf(scoreOf(3), max));
    expect(await cardText(bram.email)).not.toContain(texts.table.scoreOf(17, max));

    const cardHtml = await (await fetch(cardUrl(anna.email), { headers: { Cookie: admin } })).text();
    const link = /id="klantlink"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*id="klantlink"/.exec(cardHtml);
    const clientPath = new URL((link?.[1] ?? link?.[2])!).pathname;
    // The link alone shows no result.
    const bare = visibleText(await (await fetch(`${server.url}${clientPath}`)).text());
    expect(bare).not.toContain(texts.client.title);
    expect(bare).not.toContain(texts.table.scoreOf(17, max));

    const before = mailsTo(anna.email).length;
    await postForm(`${server.url}${clientPath}`, { intent: "code-mailen" }, from());
    await smtp.waitFor(() => mailsTo(anna.email).length > before);
    const code = /Je code is: (\d{6})/.exec(plainText(mailsTo(anna.email).at(-1)!.raw))?.[1];
    const signedIn = await postForm(`${server.url}${clientPath}`, { intent: "inloggen", code: code! }, from());
    const session = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    const own = visibleText(await (await fetch(`${server.url}${clientPath}`, { headers: { Cookie: session } })).text());
    expect(own).toContain(clientPage.signedIn.intro);
    expect(own).toContain(texts.client.title);
    expect(own).toContain(texts.table.scoreOf(17, max));
    expect(own).toContain(texts.table.scoreOf(scoreOf(0), max));
    expect(own).not.toContain(texts.table.scoreOf(scoreOf(3), max));
  });

  it("lapses an unused link after 14 days on the server's clock; then a new one can be asked", async () => {
    expect((await ask(bram.email)).status).toBe(200);
    const path = await mailedLink(bram.email, 2);
    setClock(clock + 14 * 24 * 3_600_000 + 60_000);
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    expect((await submit(path, 1)).status).toBe(404);
    expect(scores(bram.email)).toEqual([scoreOf(3)]);
    expect(visibleText(await (await ask(bram.email)).text())).toContain(texts.card.queued);
    await mailedLink(bram.email, 3);
  });

  it("is in the data request's export, and erasure removes the results and the requests", async () => {
    const exported = await postForm(
      `${server.url}/admin/data-requests/export`,
      { email: anna.email, name: "" },
      {
        Cookie: admin,
      },
    );
    expect(exported.status).toBe(200);
    const body = JSON.parse(await exported.text()) as { selfTestResults: { score: number }[] };
    expect(body.selfTestResults.map((row) => row.score).sort()).toEqual([17, scoreOf(0)].sort());

    const found = await postForm(
      `${server.url}/admin/data-requests`,
      { intent: "bevestigen", email: anna.email, name: "" },
      { Cookie: admin },
    );
    const keys = [...(await found.text()).matchAll(/<input[^>]*name="match"[^>]*>/g)].map(
      (match) => /value="([^"]+)"/.exec(match[0])?.[1] ?? "",
    );
    const fields = new URLSearchParams({ intent: "wissen", email: anna.email, name: "" });
    for (const key of keys) fields.append("match", key);
    const id = personId(anna.email);
    const erased = await fetch(`${server.url}/admin/data-requests`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: admin },
      body: fields.toString(),
    });
    expect(erased.status).toBeLessThan(400);
    expect(scores(anna.email)).toEqual([]);
    expect(readRows(server.dataDir, "select id from selftest_retakes where person_id = ?", id)).toEqual([]);
  });
});
