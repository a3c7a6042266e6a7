import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDashboard } from "../../app/content/admin";
import { adminPeople } from "../../app/content/admin-people";
import { loginCookie, seedUser } from "../support/admin";
import { lookupForTest, readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { submitSelfTest } from "../support/sample-leads";
import { seedAppointment } from "../support/sample-appointment";
import { startBuiltServer, type RunningServer } from "../support/server";
import { header, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The person card follows what happens (ADR 0115), on the built server and
 * its SQLite file: a confirmed booking sets 'Kennismaking gepland' unless the
 * coach set a later status, a cancellation puts the earlier status back, the
 * next call and its question are pinned, a call that has been asks how it went
 * (and changes nothing by itself), and opening the card marks its self-test read.
 */
const coach = "coach-volgt@example.nl";
const texts = adminPeople.card;
let server: RunningServer;
let smtp: SmtpCatcher;
let cookie: string;
let client = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), TRUST_PROXY: "true" });
  seedUser(server.dataDir, coach);
  cookie = await loginCookie(server.url, coach);
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

const address = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@voorbeeld.nl`;
const person = (email: string) =>
  readRows<{ status: string; status_before_booking: string | null }>(
    server.dataDir,
    "select status, status_before_booking from people where email_lookup = ?",
    lookupForTest(server.dataDir, email),
  )[0];

/** The coach's own navigation (ADR 0031): only that may mark anything read. */
async function adminPage(path: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
  });
  return { status: response.status, text: visibleText(await response.text()) };
}
const cardPath = (email: string) => `/admin/mensen/${lookupForTest(server.dataDir, email)}`;
const adminPost = (path: string, fields: Record<string, string>) =>
  postForm(`${server.url}${path}`, fields, { Cookie: cookie, Origin: server.url });

/** Books the n-th free time as a visitor does: the form, then the button behind the mailed link (ADR 0080). */
async function book(email: string, question: string): Promise<void> {
  const html = await (await fetch(`${server.url}/kennismaking`)).text();
  const starts = [...html.matchAll(/[?&]tijd=([^"#&]+)/g)].map((m) => decodeURIComponent(m[1]!));
  const start = [...new Set(starts)].at(-1 - client)!;
  client += 1;
  const asked = await postForm(
    `${server.url}/kennismaking`,
    { start, name: "Pieter Jansen", email, question, consent: "ja" },
    { "X-Forwarded-For": `198.51.100.${client}` },
  );
  expect(asked.status).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && /^Bevestig je/.test(header(m.raw, "Subject") ?? ""));
  const link = /https?:\/\/\S+\/afspraak\/bevestigen\/[\w.-]+/.exec(plainText(mail.raw))![0];
  expect((await postForm(`${server.url}${new URL(link).pathname}`, {})).status).toBe(303);
}

describe("the card follows the booking (ADR 0115)", () => {
  it("a booking sets 'Kennismaking gepland' and pins the call and its question; a cancel puts 'Nieuw' back", async () => {
    const email = address("volgt");
    await submitSelfTest(server.url, email);
    expect(person(email)?.status).toBe("nieuw");
    const unread = () =>
      readRows<{ n: number }>(server.dataDir, "select count(*) as n from test_results where read_at is null")[0]!.n;
    const before = unread();
    expect((await adminPage("/admin")).text).toContain(adminDashboard.todo.selftests(before));

    await book(email, "Ik slaap slecht sinds de reorganisatie.");
    expect(person(email)).toEqual({ status: "kennismaking-gepland", status_before_booking: "nieuw" });

    const card = await adminPage(cardPath(email));
    expect(card.status).toBe(200);
    expect(card.text).toContain(texts.pinned.nextTitle);
    expect(card.text).toContain("Ik slaap slecht sinds de reorganisatie.");
    expect(card.text).toMatch(/(maandag|dinsdag|woensdag|donderdag|vrijdag) \d{1,2} \w+ 20\d\d om \d\d:\d\d/);
    expect(card.text).toContain("Nieuw");
    // Reading the card read the self-test on it: the dashboard's count drops, the access log says so.
    expect(unread()).toBe(before - 1);
    expect((await adminPage("/admin")).text).not.toContain(adminDashboard.todo.selftests(before));
    expect(
      readRows(server.dataDir, "select 1 from access_log where action = 'mark-read' and target_table = 'test_results'"),
    ).toHaveLength(1);

    const [{ id } = { id: 0 }] = readRows<{ id: number }>(
      server.dataDir,
      "select id from appointments where email = ? and status = 'gepland'",
      email,
    );
    const cancelled = await adminPost("/admin/agenda/afspraken", { intent: "cancel", id: String(id), message: "" });
    expect(cancelled.status).toBe(200);
    expect(person(email)).toEqual({ status: "nieuw", status_before_booking: null });
    expect((await adminPage(cardPath(email))).text).not.toContain(texts.pinned.nextTitle);
  });

  it("leaves a later status the coach set as it is when the person books", async () => {
    const email = address("client");
    await submitSelfTest(server.url, email);
    expect((await adminPost(cardPath(email), { intent: "status", status: "client" })).status).toBe(200);
    await book(email, "Een vervolg?");
    expect(person(email)).toEqual({ status: "client", status_before_booking: null });
  });

  it("asks how a call that has been went, changes nothing by itself, and takes the coach's answer", async () => {
    const email = address("gehad");
    await submitSelfTest(server.url, email);
    expect((await adminPost(cardPath(email), { intent: "status", status: "kennismaking-gepland" })).status).toBe(200);
    // The call was yesterday (a planned row in the past, as the booking left it).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    seedAppointment(server.dataDir, {
      start: yesterday,
      name: "Pieter Jansen",
      email,
      question: "Hoe ga ik om met stress?",
    });

    const card = await adminPage(cardPath(email));
    expect(card.text).toContain(texts.pinned.pastTitle);
    expect(card.text).toContain("Hoe ga ik om met stress?");
    expect(card.text).not.toContain(texts.pinned.nextTitle);
    expect(person(email)?.status).toBe("kennismaking-gepland");

    expect((await adminPost(cardPath(email), { intent: "status", status: "client" })).status).toBe(200);
    expect(person(email)?.status).toBe("client");
    expect((await adminPage(cardPath(email))).text).not.toContain(texts.pinned.pastTitle);
  });
});
