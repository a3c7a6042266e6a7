import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleSite } from "~/content/site";
import { loginCookie, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { expectNoticeOnce } from "../support/flash";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { header, htmlPart, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * Broadcasts (ADR 0055) against the real built server, SQLite file and SMTP
 * server: compose and send from the admin, who receives what, the mail's
 * headers and parts, a permanent 550, and exactly once across a SIGKILL.
 */

const coach = "coach@voorbeeld.nl";
/** Links in mails carry PUBLIC_URL, not the 127.0.0.1 address the test uses: a local name of its own (ADR 0069). */
const publicUrl = "https://coach.localhost";
let smtp: SmtpCatcher;
let server: RunningServer;
let cookie: string;

const baseEnv = () => ({
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(smtp.port),
  APP_SECRET: "broadcast-integration-test-secret-0123456789",
  PUBLIC_URL: publicUrl,
  DATA_ENCRYPTION_KEY: "cd".repeat(32),
});

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({ ...baseEnv(), NEWSLETTER_RATE_PER_MINUTE: "6000" });
  seedUser(server.dataDir, coach);
  cookie = await loginCookie(server.url, coach);
});

afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

interface Seed {
  email: string;
  active?: boolean;
  tags?: string[];
  bounced?: boolean;
}

/** Subscribers straight into the database, as confirmed signups would leave them. */
function seedSubscribers(dataDir: string, rows: Seed[]): void {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      "insert into newsletter_subscribers (email, name, tags, is_active, subscribed_at, unsubscribed_at, bounced_at) values (?, null, ?, ?, ?, ?, ?)",
    );
    const now = new Date().toISOString();
    db.transaction(() => {
      for (const row of rows) {
        const active = row.active ?? true;
        insert.run(
          row.email,
          JSON.stringify(row.tags ?? []),
          active ? 1 : 0,
          now,
          active ? null : now,
          row.bounced ? now : null,
        );
      }
    })();
  } finally {
    db.close();
  }
}

function seedPending(dataDir: string, email: string): void {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const now = new Date().toISOString();
    db.prepare(
      "insert into newsletter_pending (email, source, consent_text, consent_version, requested_at, expires_at, mailed_at) values (?, 'footer', 'x', '1', ?, ?, ?)",
    ).run(email, now, new Date(Date.now() + 86_400_000).toISOString(), now);
  } finally {
    db.close();
  }
}

async function admin(path: string, fields: Record<string, string> | [string, string][], base = server.url) {
  const body = new URLSearchParams(fields).toString();
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
    body,
  });
}

/** 'Nu versturen' asks first (ADR 0118): the number of recipients the question names, from its answer. */
async function askToSend(path: string, fields: [string, string][], base = server.url): Promise<number> {
  const question = await admin(path, [...fields, ["intent", "send-now"]], base);
  expect(question.status).toBe(200);
  const count = /name="confirmedCount" value="(\d+)"/.exec(await question.text())?.[1];
  expect(count).toBeDefined();
  return Number(count);
}

/** Creates and sends a broadcast through the compose form, answering its question with yes; returns its id. */
async function sendBroadcast(fields: [string, string][], base = server.url): Promise<number> {
  const count = await askToSend("/admin/broadcasts/nieuw", fields, base);
  const response = await admin(
    "/admin/broadcasts/nieuw",
    [...fields, ["intent", "send-now"], ["confirmedCount", String(count)]],
    base,
  );
  expect(response.status).toBe(303);
  return Number(/\/admin\/broadcasts\/(\d+)/.exec(response.headers.get("location") ?? "")?.[1]);
}

/** The mails the preview frames show: their srcdoc attributes, unescaped as the browser reads them. */
function previewFrames(page: string): string[] {
  return [...page.matchAll(/<iframe[^>]*srcDoc="([^"]*)"/gi)].map(([, attribute]) =>
    attribute!
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&"),
  );
}

function broadcastStatus(dataDir: string, id: number): string | undefined {
  return readRows<{ status: string }>(dataDir, "select status from broadcasts where id = ?", id)[0]?.status;
}

function mailsWithSubject(subject: string) {
  return smtp.mails.filter((mail) => header(mail.raw, "Subject") === subject);
}

describe("sending a broadcast", () => {
  it("reaches each active subscriber in the audience once, never a pending, unsubscribed or undeliverable one", async () => {
    const tag = (i: number) => `r${i}-${Date.now()}@voorbeeld.nl`;
    const tagged = Array.from({ length: 4 }, (_, i) => tag(i));
    const untagged = Array.from({ length: 3 }, (_, i) => `los${i}-${Date.now()}@voorbeeld.nl`);
    const unsubscribed = `weg-${Date.now()}@voorbeeld.nl`;
    const bounced = `stuk-${Date.now()}@voorbeeld.nl`;
    const waiting = `wacht-${Date.now()}@voorbeeld.nl`;
    seedSubscribers(server.dataDir, [
      ...tagged.map((email) => ({ email, tags: ["ebook"] })),
      ...untagged.map((email) => ({ email })),
      { email: unsubscribed, active: false, tags: ["ebook"] },
      { email: bounced, bounced: true, tags: ["ebook"] },
    ]);
    seedPending(server.dataDir, waiting);

    // The compose screen: preview in the mail template, sanitised, nothing stored.
    const preview = await admin("/admin/broadcasts/nieuw", [
      ["subject", "Een voorbeeld"],
      ["body", "Hallo **daar**\n\n<script>alert(1)</script>[link](https://voorbeeld.nl/x)"],
      ["intent", "preview"],
    ]);
    const screen = await preview.text();
    expect(screen).toContain('data-preview-width="375"');
    expect(screen).toContain('data-preview-width="600"');
    // The whole mail in a sandboxed frame (ADR 0117), not mixed into the portal's page.
    const [frame = ""] = previewFrames(screen);
    expect(frame).toMatch(/^<!doctype html>/);
    expect(frame).toContain("<strong>daar</strong>");
    expect(frame).not.toContain("<script>alert(1)");
    expect(screen).not.toContain("<strong>daar</strong>");
    expect(readRows(server.dataDir, "select id from broadcasts")).toEqual([]);

    // Test mail to the coach's own address, before sending.
    const subject = `Lente ${Date.now()}`;
    const fields: [string, string][] = [
      ["subject", subject],
      ["preheader", "Drie ideeën voor rustiger dagen"],
      ["body", "## Rust\n\nEen *praktisch* inzicht. Lees [meer](https://voorbeeld.nl/artikel)."],
      ["tags", "ebook"],
      ["showInArchive", "on"],
    ];
    const test = await admin("/admin/broadcasts/nieuw", [...fields, ["intent", "test"]]);
    await expectNoticeOnce(server.url, test, cookie, "De testmail is verstuurd naar je eigen e-mailadres.");
    const testMail = await smtp.waitFor(
      (m) => m.to.includes(coach) && header(m.raw, "Subject") === `[Test] ${subject}`,
    );
    expect(testMail).toBeDefined();
    const id = Number(/\/admin\/broadcasts\/(\d+)/.exec(test.headers.get("location") ?? "")?.[1]);

    // 'Nu versturen' asks first, with the real number, and stores or sends nothing until the yes.
    const question = await admin(`/admin/broadcasts/${id}`, [...fields, ["intent", "send-now"]]);
    expect(question.status).toBe(200);
    expect(visibleText(await question.text())).toContain("Versturen naar 4 abonnees?");
    // A yes to another number (a tag ticked since the question) is asked again, with the real one.
    const stale = await admin(`/admin/broadcasts/${id}`, [...fields, ["intent", "send-now"], ["confirmedCount", "3"]]);
    expect(visibleText(await stale.text())).toContain("Ja, verstuur naar 4 abonnees");
    expect(broadcastStatus(server.dataDir, id)).toBe("concept");
    expect(readRows(server.dataDir, "select id from mail_queue where broadcast_id = ?", id)).toEqual([]);
    const send = await admin(`/admin/broadcasts/${id}`, [...fields, ["intent", "send-now"], ["confirmedCount", "4"]]);
    await expectNoticeOnce(server.url, send, cookie, "De nieuwsbrief wordt verstuurd.");
    await expect.poll(() => broadcastStatus(server.dataDir, id), { timeout: 20_000 }).toBe("verzonden");

    const received = mailsWithSubject(subject).flatMap((mail) => mail.to);
    expect(received.sort()).toEqual([...tagged].sort());
    for (const email of [...untagged, unsubscribed, bounced, waiting]) expect(received).not.toContain(email);

    // One queue row per recipient, each sent, and the subscribers' last mail date set.
    const rows = readRows<{ n: number; sent: number }>(
      server.dataDir,
      "select count(*) as n, count(sent_at) as sent from mail_queue where broadcast_id = ?",
      id,
    )[0]!;
    expect(rows).toEqual({ n: 4, sent: 4 });
    const lastSent = readRows<{ last_email_sent_at: string | null }>(
      server.dataDir,
      `select last_email_sent_at from newsletter_subscribers where email in (${tagged.map(() => "?").join(",")})`,
      ...tagged,
    );
    expect(lastSent.every((row) => row.last_email_sent_at !== null)).toBe(true);

    // The mail itself: the coach as sender, one-click unsubscribe, identity and KvK, a text part, no tracking.
    const mail = mailsWithSubject(subject)[0]!;
    expect(header(mail.raw, "From")).toContain(sampleSite.coachName);
    const listUnsubscribe = header(mail.raw, "List-Unsubscribe") ?? "";
    expect(listUnsubscribe).toMatch(
      /^<https:\/\/coach\.localhost\/nieuwsbrief\/afmelden\?token=[^>]+>,\s*<mailto:[^>]+>$/,
    );
    expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const text = plainText(mail.raw);
    expect(text).toContain("Een *praktisch* inzicht.");
    expect(text).toContain("KvK");
    expect(text).toContain(`Afmelden voor de nieuwsbrief: ${publicUrl}/nieuwsbrief/afmelden?token=`);
    const html = htmlPart(mail.raw);
    expect(html).toContain("Drie ideeën voor rustiger dagen");
    expect(html).toContain('href="https://voorbeeld.nl/artikel"');
    expect(html).not.toMatch(/<img/i);
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    expect(links.every((link) => link === "https://voorbeeld.nl/artikel" || link.startsWith(publicUrl))).toBe(true);

    // The RFC 8058 one-click POST to the header's URL unsubscribes that recipient.
    const oneClick = new URL(/<(https:[^>]+)>/.exec(listUnsubscribe)![1]!);
    const response = await fetch(`${server.url}${oneClick.pathname}${oneClick.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(
      readRows<{ is_active: number }>(
        server.dataDir,
        "select is_active from newsletter_subscribers where email = ?",
        mail.to[0],
      )[0],
    ).toEqual({ is_active: 0 });

    // The archive: counts with the unsubscribe within 7 days; the public page because it was ticked.
    const archive = visibleText(
      await (await fetch(`${server.url}/admin/broadcasts`, { headers: { Cookie: cookie } })).text(),
    );
    expect(archive).toContain(subject);
    expect(archive).toMatch(/Verzonden\s*4 \/ 4\s*0\s*1/);
    const detail = visibleText(
      await (await fetch(`${server.url}/admin/broadcasts/${id}`, { headers: { Cookie: cookie } })).text(),
    );
    expect(detail).toContain("4 van 4 verstuurd");
    const slug = readRows<{ slug: string }>(server.dataDir, "select slug from broadcasts where id = ?", id)[0]!.slug;
    const page = await fetch(`${server.url}/nieuwsbrief/archief/${slug}`);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain("Een praktisch inzicht.");
  });

  it("carries one sign-off: the coach's own when the text ends with one, else the layout's (ADR 0095)", async () => {
    const signed = `getekend-${Date.now()}@voorbeeld.nl`;
    seedSubscribers(server.dataDir, [{ email: signed, tags: ["groet"] }]);
    const subjects = { own: `Eigen afsluiting ${Date.now()}`, none: `Zonder afsluiting ${Date.now()}` };
    const bodies = {
      own: "Deze maand gaat het over de avond.\n\n- Telefoon om 21:00 weg\n\nHartelijke groet,\nKoen",
      none: "Deze maand gaat het over de avond.",
    };
    for (const kind of ["own", "none"] as const) {
      const id = await sendBroadcast([
        ["subject", subjects[kind]],
        ["body", bodies[kind]],
        ["tags", "groet"],
      ]);
      await expect.poll(() => broadcastStatus(server.dataDir, id), { timeout: 20_000 }).toBe("verzonden");
    }
    const own = mailsWithSubject(subjects.own)[0]!;
    const none = mailsWithSubject(subjects.none)[0]!;
    for (const part of [plainText(own.raw), htmlPart(own.raw)]) {
      expect(part.match(/groet/gi)).toHaveLength(1);
      expect(part).toContain("Hartelijke groet,");
    }
    expect(plainText(own.raw)).not.toMatch(new RegExp(`groet,\\r?\\n${sampleSite.coachName}\\r?\\n`));
    const text = plainText(none.raw);
    expect(text.match(/groet/gi)).toHaveLength(1);
    expect(text).toMatch(new RegExp(`Hartelijke groet,\\r?\\n${sampleSite.coachName}\\r?\\n`));
    // The preview shows what the mail shows.
    const preview = await admin("/admin/broadcasts/nieuw", [
      ["subject", "Voorbeeld"],
      ["body", bodies.own],
      ["intent", "preview"],
    ]);
    const previews = previewFrames(await preview.text());
    expect(previews).toHaveLength(2);
    for (const shown of previews) expect(visibleText(shown).match(/groet/gi)).toHaveLength(1);
  });

  it("a broadcast not ticked for the archive has no public page", async () => {
    seedSubscribers(server.dataDir, [{ email: `privé-${Date.now()}@voorbeeld.nl`, tags: ["prive"] }]);
    const id = await sendBroadcast([
      ["subject", `Alleen per mail ${Date.now()}`],
      ["body", "Tekst"],
      ["tags", "prive"],
    ]);
    await expect.poll(() => broadcastStatus(server.dataDir, id), { timeout: 20_000 }).toBe("verzonden");
    const slug = readRows<{ slug: string }>(server.dataDir, "select slug from broadcasts where id = ?", id)[0]!.slug;
    expect((await fetch(`${server.url}/nieuwsbrief/archief/${slug}`)).status).toBe(404);
  });

  it("marks a recipient the server refuses with 550 as undeliverable, shows why, and skips it next time", async () => {
    const good = `goed-${Date.now()}@voorbeeld.nl`;
    const gone = `bestaat-niet-${Date.now()}@voorbeeld.nl`;
    seedSubscribers(server.dataDir, [
      { email: good, tags: ["stuiter"] },
      { email: gone, tags: ["stuiter"] },
    ]);
    smtp.unknownMailboxes.add(gone);
    try {
      const subject = `Eerste ${Date.now()}`;
      const id = await sendBroadcast([
        ["subject", subject],
        ["body", "Hallo"],
        ["tags", "stuiter"],
      ]);
      await expect.poll(() => broadcastStatus(server.dataDir, id), { timeout: 20_000 }).toBe("verzonden");
      const row = readRows<{ bounced_at: string | null; bounce_reason: string | null }>(
        server.dataDir,
        "select bounced_at, bounce_reason from newsletter_subscribers where email = ?",
        gone,
      )[0]!;
      expect(row.bounced_at).not.toBeNull();
      expect(row.bounce_reason).toContain("550");
      expect(row.bounce_reason).not.toContain(gone);
      const detail = visibleText(
        await (await fetch(`${server.url}/admin/broadcasts/${id}`, { headers: { Cookie: cookie } })).text(),
      );
      expect(detail).toContain("1 van 2 verstuurd");
      expect(detail).toContain(gone);
      const list = visibleText(
        await (await fetch(`${server.url}/admin/newsletter`, { headers: { Cookie: cookie } })).text(),
      );
      expect(list).toContain("Onbestelbaar");

      const next = `Tweede ${Date.now()}`;
      const second = await sendBroadcast([
        ["subject", next],
        ["body", "Hallo"],
        ["tags", "stuiter"],
      ]);
      await expect.poll(() => broadcastStatus(server.dataDir, second), { timeout: 20_000 }).toBe("verzonden");
      expect(
        readRows(server.dataDir, "select subscriber_id from mail_queue where broadcast_id = ?", second),
      ).toHaveLength(1);
      expect(mailsWithSubject(next).flatMap((mail) => mail.to)).toEqual([good]);
    } finally {
      smtp.unknownMailboxes.delete(gone);
    }
  });

  it("refuses bad input next to the field, keeps what was typed and stores nothing", async () => {
    const before = readRows(server.dataDir, "select id from broadcasts").length;
    const response = await admin("/admin/broadcasts/nieuw", [
      ["subject", ""],
      ["body", "x".repeat(50_001)],
      ["tags", "bestaat-niet"],
      ["intent", "send-now"],
    ]);
    expect(response.status).toBe(400);
    const text = visibleText(await response.text());
    expect(text).toContain("Vul een onderwerp in.");
    expect(text).toContain("De tekst mag hoogstens 50.000 tekens hebben.");
    expect(text).toContain("Kies alleen tags uit de lijst.");
    expect(readRows(server.dataDir, "select id from broadcasts")).toHaveLength(before);
  });

  it("plans a broadcast at a Dutch wall-clock time, summer and winter, and refuses a time in the past", async () => {
    seedSubscribers(server.dataDir, [{ email: `later-${Date.now()}@voorbeeld.nl`, tags: ["later"] }]);
    const plan = async (sendAt: string) =>
      admin("/admin/broadcasts/nieuw", [
        ["subject", `Later ${sendAt}`],
        ["body", "Tekst"],
        ["tags", "later"],
        ["sendAt", sendAt],
        ["intent", "schedule"],
      ]);
    for (const [local, utc] of [
      ["2030-07-01T09:30", "2030-07-01T07:30:00.000Z"],
      ["2030-01-15T09:30", "2030-01-15T08:30:00.000Z"],
    ] as const) {
      const response = await plan(local);
      expect(response.status).toBe(303);
      const id = Number(/\/admin\/broadcasts\/(\d+)/.exec(response.headers.get("location") ?? "")?.[1]);
      expect(readRows(server.dataDir, "select status, scheduled_at from broadcasts where id = ?", id)).toEqual([
        { status: "gepland", scheduled_at: utc },
      ]);
      expect(readRows(server.dataDir, "select id from mail_queue where broadcast_id = ?", id)).toEqual([]);
    }
    const past = await plan("2020-01-01T09:00");
    expect(past.status).toBe(400);
    expect(visibleText(await past.text())).toContain("Kies een datum en tijd in de toekomst.");
  });

  it("is for admins only", async () => {
    const response = await postForm(`${server.url}/admin/broadcasts/nieuw`, {
      subject: "x",
      body: "y",
      intent: "send-now",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin-login");
  });
});

describe("exactly once across a crash", () => {
  it("a broadcast to 1,000 subscribers with the server SIGKILLed halfway reaches each exactly once", async () => {
    const env = { ...baseEnv(), NEWSLETTER_RATE_PER_MINUTE: "6000" };
    let first = await startBuiltServer(env);
    const { dataDir } = first;
    seedUser(dataDir, "kill@voorbeeld.nl");
    cookie = await loginCookie(first.url, "kill@voorbeeld.nl");
    const stamp = Date.now();
    const recipients = Array.from({ length: 1000 }, (_, i) => `lezer${i}-${stamp}@voorbeeld.nl`);
    seedSubscribers(
      dataDir,
      recipients.map((email) => ({ email })),
    );
    const subject = `Groot ${stamp}`;
    try {
      const id = await sendBroadcast(
        [
          ["subject", subject],
          ["body", "Voor iedereen"],
        ],
        first.url,
      );
      await expect
        .poll(
          () =>
            readRows<{ n: number }>(
              dataDir,
              "select count(sent_at) as n from mail_queue where broadcast_id = ?",
              id,
            )[0]!.n,
          {
            timeout: 120_000,
            interval: 50,
          },
        )
        .toBeGreaterThanOrEqual(400);
      first.child.kill("SIGKILL");
      await first.exited;
      const sentAtKill = readRows<{ n: number }>(
        dataDir,
        "select count(sent_at) as n from mail_queue where broadcast_id = ?",
        id,
      )[0]!.n;
      expect(sentAtKill).toBeLessThan(1000);

      first = await startBuiltServer(env, dataDir);
      await expect.poll(() => broadcastStatus(dataDir, id), { timeout: 120_000, interval: 250 }).toBe("verzonden");

      const counts = new Map<string, number>();
      for (const mail of mailsWithSubject(subject)) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
      // Nobody twice; everybody once, except a mail cut off mid-send, which is reported, not repeated (ADR 0055).
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const interrupted = readRows<{ mail: string }>(
        dataDir,
        "select mail from mail_queue where broadcast_id = ? and last_error like 'interrupted%'",
        id,
      ).map((row) => (JSON.parse(row.mail) as { to: string }).to);
      expect(interrupted.length).toBeLessThanOrEqual(1);
      const missing = recipients.filter((email) => !counts.has(email));
      expect(missing.every((email) => interrupted.includes(email))).toBe(true);
      expect(counts.size + missing.length).toBe(1000);
      expect(readRows(dataDir, "select id from mail_queue where broadcast_id = ?", id)).toHaveLength(1000);
    } finally {
      await first.stop();
      first.remove();
    }
  }, 300_000);
});
