import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleSite } from "~/content/site";
import { readRows } from "../support/database";
import { submitSelfTest } from "../support/sample-leads";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { header, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The newsletter against the real built server, a real SQLite file and a real
 * SMTP server: product.md §4 (transitions), §5 (rules), §8 (messages), §9 (rate
 * limit), D9 (honeypot, no JavaScript), D14/D15 (welcome mail, unsubscribe).
 * TRUST_PROXY lets each test come from its own client address, so the rate
 * limit (2 per 5 minutes per address) is tested with SPEC's real numbers.
 */

const appSecret = "newsletter-integration-test-secret-0123456789";
const publicUrl = "https://coach.example";

let server: RunningServer;
let smtp: SmtpCatcher;
const usedAddresses: string[] = [];
let clientCounter = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    TRUST_PROXY: "true",
    APP_SECRET: appSecret,
    PUBLIC_URL: publicUrl,
    // A public address is a real deployment: it must bring its own data key (ADR 0016).
    DATA_ENCRYPTION_KEY: "ab".repeat(32),
  });
});

afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

function newClient(): string {
  clientCounter += 1;
  return `203.0.113.${clientCounter}`;
}

function address(label: string): string {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@voorbeeld.nl`;
  usedAddresses.push(email);
  return email;
}

interface Answer {
  status: number;
  text: string;
  code: string | undefined;
}

async function signup(fields: Record<string, string>, client = newClient()): Promise<Answer> {
  const response = await postForm(`${server.url}/nieuwsbrief`, fields, { "X-Forwarded-For": client });
  const html = await response.text();
  return { status: response.status, text: visibleText(html), code: /data-newsletter-code="([^"]*)"/.exec(html)?.[1] };
}

interface SubscriberRow {
  id: number;
  email: string;
  name: string | null;
  tags: string;
  is_active: number;
  subscribed_at: string;
  last_email_sent_at: string | null;
  unsubscribed_at: string | null;
}

function subscriber(email: string): SubscriberRow | undefined {
  return readRows<SubscriberRow>(server.dataDir, "SELECT * FROM newsletter_subscribers WHERE email = ?", email)[0];
}

function subscriberCount(): number {
  return readRows<{ n: number }>(server.dataDir, "SELECT COUNT(*) AS n FROM newsletter_subscribers")[0]!.n;
}

/** Changes the real database behind the server's back (triggers that make a write fail). */
function execSql(sql: string): void {
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

function mailsTo(email: string) {
  return smtp.mails.filter((mail) => mail.to.includes(email));
}

/** The unsubscribe link of the newest mail to `email` that has one, as a URL on the test server. */
async function unsubscribeLink(email: string): Promise<{ inMail: string; local: string }> {
  await smtp.waitFor((m) => m.to.includes(email) && plainText(m.raw).includes("Afmelden voor de nieuwsbrief:"));
  const mail = mailsTo(email).findLast((m) => plainText(m.raw).includes("Afmelden voor de nieuwsbrief:"))!;
  const inMail = /Afmelden voor de nieuwsbrief: (\S+)/.exec(plainText(mail.raw))?.[1];
  if (!inMail) throw new Error("no unsubscribe link in the mail");
  const url = new URL(inMail);
  return { inMail, local: `${server.url}${url.pathname}${url.search}` };
}

/** The confirmation link of the newest confirmation mail to `email`, as a URL on the test server. */
async function confirmLink(email: string, nth = 1): Promise<{ inMail: string; local: string }> {
  const confirmations = () =>
    mailsTo(email).filter((m) => header(m.raw, "Subject") === "Bevestig je aanmelding voor de nieuwsbrief");
  await smtp.waitFor(() => confirmations().length >= nth);
  const inMail = /Aanmelding bevestigen: (\S+)/.exec(plainText(confirmations()[nth - 1]!.raw))?.[1];
  if (!inMail) throw new Error("no confirmation link in the mail");
  const url = new URL(inMail);
  return { inMail, local: `${server.url}${url.pathname}${url.search}` };
}

async function postConfirm(link: string): Promise<{ status: number; text: string }> {
  const response = await postForm(`${server.url}/nieuwsbrief/bevestigen`, { token: tokenOf(link) });
  return { status: response.status, text: visibleText(await response.text()) };
}

/** Signs up and confirms through the real mails: the way to an active subscription (double opt-in). */
async function subscribeConfirmed(email: string, name?: string): Promise<void> {
  const before = mailsTo(email).filter(
    (m) => header(m.raw, "Subject") === "Bevestig je aanmelding voor de nieuwsbrief",
  ).length;
  expect((await signup(name === undefined ? { email } : { email, name })).status).toBe(200);
  const { local } = await confirmLink(email, before + 1);
  expect((await postConfirm(local)).status).toBe(200);
  await expect.poll(() => subscriber(email)?.is_active, { timeout: 5000 }).toBe(1);
}

function pending(email: string): Record<string, unknown> | undefined {
  return readRows<Record<string, unknown>>(
    server.dataDir,
    "SELECT * FROM newsletter_pending WHERE email = ?",
    email,
  )[0];
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token") ?? "";
}

async function postUnsubscribe(token: string): Promise<{ status: number; text: string }> {
  const response = await postForm(`${server.url}/nieuwsbrief/afmelden`, { token });
  return { status: response.status, text: visibleText(await response.text()) };
}

describe("the signup form", () => {
  it("is on every page's footer with visible labels, SPEC's input limits and a honeypot, posting to /nieuwsbrief", async () => {
    const html = await (await fetch(`${server.url}/home`)).text();
    const form = /<form[^>]*action="\/nieuwsbrief"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    expect(form?.[0]).toMatch(/method="post"/);
    const fields = form?.[1] ?? "";
    expect(visibleText(fields)).toContain("Naam (optioneel)");
    expect(visibleText(fields)).toContain("E-mailadres");
    expect(fields).toMatch(/<input[^>]*name="name"[^>]*maxLength="100"|<input[^>]*maxLength="100"[^>]*name="name"/);
    const email = /<input[^>]*name="email"[^>]*>/.exec(fields)?.[0] ?? "";
    expect(email).toContain('maxLength="254"');
    expect(email).toContain("required");
    expect(email).toContain('type="email"');
    expect(fields).toMatch(/name="website"/);
  });

  it("/nieuwsbrief is rendered per request (not prerendered) and kept out of search engines", async () => {
    const response = await fetch(`${server.url}/nieuwsbrief`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("'nonce-");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(visibleText(html)).toContain("E-mailadres");
  });
});

describe("double opt-in (issue #14, replaces product.md §4's direct insert)", () => {
  it("a signup is pending with a confirmation mail; only the POST of the confirmation page makes it active and sends the welcome", async () => {
    const email = address("nieuw");
    const before = Date.now();
    const answer = await signup({ email, name: "Piet" });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe("Confirmation sent");
    expect(answer.text).toContain("Bijna klaar: bevestig je aanmelding via de e-mail die ik je net stuurde.");
    expect(subscriber(email)).toBeUndefined();
    expect(pending(email)).toMatchObject({ email, name: "Piet", source: "footer", tags: "[]" });

    const link = await confirmLink(email);
    expect(link.inMail).toMatch(/^https:\/\/coach\.example\/nieuwsbrief\/bevestigen\?token=[\w.%-]+$/);
    const confirmation = mailsTo(email)[0]!;
    expect(plainText(confirmation.raw)).toContain("Bijna klaar, Piet");
    expect(plainText(confirmation.raw)).toContain("De link werkt 7 dagen.");

    // Opening the link (as a mail scanner does) changes nothing.
    for (let i = 0; i < 2; i++) {
      const page = await fetch(link.local);
      expect(page.status).toBe(200);
      expect(visibleText(await page.text())).toContain("Bevestig mijn aanmelding");
    }
    expect(subscriber(email)).toBeUndefined();

    const confirmed = await postConfirm(link.local);
    expect(confirmed.text).toContain("Je aanmelding is bevestigd");
    const row = subscriber(email)!;
    expect(row).toMatchObject({ email, name: "Piet", is_active: 1, unsubscribed_at: null, tags: "[]" });
    expect(Date.parse(row.subscribed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(pending(email)).toBeUndefined();
    // Consent proof: both moments, the form and the exact consent line with its version.
    const proof = readRows<Record<string, string>>(
      server.dataDir,
      "SELECT consent_signup_at, consent_confirmed_at, consent_source, consent_text, consent_version FROM newsletter_subscribers WHERE id = ?",
      row.id,
    )[0]!;
    expect(Date.parse(proof.consent_signup_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(proof.consent_confirmed_at! >= proof.consent_signup_at!).toBe(true);
    expect(proof).toMatchObject({
      consent_source: "footer",
      consent_text: "Je gegevens gebruik ik alleen voor de nieuwsbrief. Afmelden kan altijd, met één klik.",
      consent_version: "2026-11-23",
    });

    const welcome = await smtp.waitFor(
      (m) => m.to.includes(email) && header(m.raw, "Subject") === "Welkom bij de nieuwsbrief",
    );
    await expect.poll(() => subscriber(email)!.last_email_sent_at, { timeout: 5000 }).not.toBeNull();
    const text = plainText(welcome.raw);
    expect(text).toContain("Welkom, Piet");
    expect(text).toMatch(new RegExp(`Hartelijke groet,\\r?\\n${sampleSite.coachName}\\r?\\n`));
    expect(text.match(/Hartelijke groet/g)).toHaveLength(1);
    expect(text).toContain("KvK");
    const unsubscribe = await unsubscribeLink(email);
    expect(unsubscribe.inMail).toMatch(/^https:\/\/coach\.example\/nieuwsbrief\/afmelden\?token=[\w.%-]+$/);
    expect(header(welcome.raw, "List-Unsubscribe")).toMatch(
      new RegExp(`^<${unsubscribe.inMail.replace(/[.?]/g, "\\$&")}>,\\s*<mailto:[^>]+>$`),
    );
    expect(header(welcome.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // The link confirms once.
    expect((await postConfirm(link.local)).text).toContain("Deze link is al gebruikt");
  });

  it("an expired or forged confirmation link confirms nothing", async () => {
    const email = address("te-laat");
    expect((await signup({ email })).status).toBe(200);
    const { local } = await confirmLink(email);
    const id = String(pending(email)!.id);
    process.env.APP_SECRET = appSecret;
    const { signToken } = await import("~/server/secret.server");
    const expired = signToken("newsletter-confirm", id, Date.now() - 1000);
    const page = await fetch(`${server.url}/nieuwsbrief/bevestigen?token=${encodeURIComponent(expired)}`);
    expect(page.status).toBe(400);
    expect(visibleText(await page.text())).toContain("Deze bevestigingslink is verlopen");
    expect((await postConfirm(`${server.url}/x?token=${encodeURIComponent(expired)}`)).status).toBe(400);
    const otherPurpose = signToken("unsubscribe", id, Date.now() + 60_000);
    expect((await postConfirm(`${server.url}/x?token=${encodeURIComponent(otherPurpose)}`)).text).toContain(
      "Deze bevestigingslink klopt niet",
    );
    // A pending row past its 7 days does not confirm even with a link that is still signed as valid.
    execSql(`UPDATE newsletter_pending SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ${id}`);
    expect((await postConfirm(local)).text).toContain("Deze bevestigingslink is verlopen");
    expect(subscriber(email)).toBeUndefined();
  });

  it("an active address gets the same answer as a new one, nothing changes, and its owner gets a short note", async () => {
    const email = address("dubbel");
    await subscribeConfirmed(email, "Eerste");
    await smtp.waitFor((m) => m.to.includes(email) && header(m.raw, "Subject") === "Welkom bij de nieuwsbrief");
    await expect.poll(() => subscriber(email)!.last_email_sent_at, { timeout: 5000 }).not.toBeNull();
    const before = subscriber(email)!;
    const mailsBefore = mailsTo(email).length;

    const answer = await signup({ email: `  ${email.toUpperCase()} `, name: "Tweede" });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe("Confirmation sent");
    expect(answer.text).toContain("Bijna klaar: bevestig je aanmelding via de e-mail die ik je net stuurde.");
    expect(answer.text).not.toContain("al aangemeld");
    const note = await smtp.waitFor(
      (m) => m.to.includes(email) && header(m.raw, "Subject") === "Je bent al aangemeld voor de nieuwsbrief",
    );
    expect(plainText(note.raw)).toContain("Afmelden voor de nieuwsbrief:");
    expect(mailsTo(email)).toHaveLength(mailsBefore + 1);
    await expect
      .poll(() => subscriber(email)!.last_email_sent_at, { timeout: 5000 })
      .not.toBe(before.last_email_sent_at);
    expect({ ...subscriber(email)!, last_email_sent_at: null }).toEqual({ ...before, last_email_sent_at: null });
    expect(pending(email)).toBeUndefined();
    // The coach's log keeps SPEC's code, without the address.
    expect(server.logs()).toContain('"outcome":"Already subscribed"');
  });

  it("re-subscribing after an unsubscribe needs confirmation and leaves the row unchanged until then", async () => {
    const email = address("terug");
    await subscribeConfirmed(email, "Oude Naam");
    const { local } = await unsubscribeLink(email);
    expect((await postUnsubscribe(tokenOf(local))).status).toBe(200);
    const unsubscribed = subscriber(email)!;
    expect(unsubscribed).toMatchObject({ is_active: 0 });

    const answer = await signup({ email, name: "Nieuwe Naam" });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe("Confirmation sent");
    const link = await confirmLink(email, 2);
    expect(subscriber(email)).toEqual(unsubscribed);

    expect((await postConfirm(link.local)).text).toContain("Welkom terug!");
    const row = subscriber(email)!;
    expect(row).toMatchObject({ id: unsubscribed.id, is_active: 1, name: "Nieuwe Naam", unsubscribed_at: null });
    expect(row.subscribed_at).toBe(unsubscribed.subscribed_at);
    const back = await smtp.waitFor(
      (m) => m.to.includes(email) && header(m.raw, "Subject") === "Welkom terug bij de nieuwsbrief",
    );
    expect(plainText(back.raw)).toContain("Welkom terug, Nieuwe Naam");
  });

  it("mails one address at most 3 times a day, however many visitors sign it up", async () => {
    const email = address("overspoeld");
    for (let i = 0; i < 5; i++) expect((await signup({ email })).code).toBe("Confirmation sent");
    await confirmLink(email, 3);
    await expect
      .poll(() => readRows(server.dataDir, "select id from mail_queue where mail like ?", `%${email}%`).length)
      .toBe(0);
    expect(mailsTo(email)).toHaveLength(3);
  });
});

describe("the optional newsletter box on the e-book and self-test forms", () => {
  it("unticked, the e-book request starts nothing; ticked, it starts the double opt-in with tag 'ebook'", async () => {
    const without = address("boek-zonder");
    const plain = await postForm(
      `${server.url}/ebook-download`,
      { email: without, name: "Lezer" },
      { "X-Forwarded-For": newClient() },
    );
    expect(plain.status).toBeLessThan(500);
    expect(pending(without)).toBeUndefined();

    const email = address("boek-met");
    const ticked = await postForm(
      `${server.url}/ebook-download`,
      { email, name: "Lezer", nieuwsbrief: "ja" },
      { "X-Forwarded-For": newClient() },
    );
    expect(ticked.status).toBeLessThan(500);
    expect(pending(email)).toMatchObject({ source: "ebook", tags: '["ebook"]' });
    expect(subscriber(email)).toBeUndefined();
    await postConfirm((await confirmLink(email)).local);
    expect(subscriber(email)).toMatchObject({ is_active: 1, tags: '["ebook"]' });
    const proof = readRows<{ consent_source: string; consent_text: string }>(
      server.dataDir,
      "select consent_source, consent_text from newsletter_subscribers where email = ?",
      email,
    )[0]!;
    expect(proof.consent_source).toBe("ebook");
    expect(proof.consent_text).toMatch(/^Stuur me ook de nieuwsbrief/);
  });

  it("ticked on the self-test, it starts the double opt-in with tag 'zelftest'", async () => {
    const email = address("test-met");
    await submitSelfTest(server.url, email, { nieuwsbrief: "ja" });
    expect(pending(email)).toMatchObject({ source: "zelftest", tags: '["zelftest"]' });
    const without = address("test-zonder");
    await submitSelfTest(server.url, without);
    expect(pending(without)).toBeUndefined();
  });

  it("the forms show the box unticked and optional", async () => {
    for (const path of ["/ebook-download", "/test"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      if (path === "/test" && !html.includes('name="nieuwsbrief"')) continue;
      const box = /<input[^>]*name="nieuwsbrief"[^>]*>/.exec(html)?.[0] ?? "";
      expect(box).toContain('type="checkbox"');
      expect(box).not.toContain("checked");
      expect(box).not.toContain("required");
    }
  });
});

describe("product.md §5 rules, enforced on the server", () => {
  const long = (n: number) => "a".repeat(n);
  const cases: { title: string; fields: Record<string, string>; code: string; message: string }[] = [
    {
      title: "e-mail missing",
      fields: { email: "", name: "" },
      code: "Email is required",
      message: "Vul je e-mailadres in.",
    },
    {
      title: "e-mail only spaces",
      fields: { email: "   " },
      code: "Email is required",
      message: "Vul je e-mailadres in.",
    },
    {
      title: "e-mail without a domain",
      fields: { email: "piet@voorbeeld" },
      code: "Invalid email format",
      message: "Dit e-mailadres klopt niet.",
    },
    {
      title: "e-mail of 255 characters",
      fields: { email: `${long(243)}@voorbeeld.nl` },
      code: "Email is too long",
      message: "Dit e-mailadres is te lang (maximaal 254 tekens).",
    },
    {
      title: "script in the e-mail",
      fields: { email: "<script>alert(1)</script>@x.nl" },
      code: "Email contains invalid characters",
      message: "Dit e-mailadres bevat tekens die niet zijn toegestaan.",
    },
    {
      title: "javascript: in the e-mail",
      fields: { email: "javascript:alert(1)@x.nl" },
      code: "Email contains invalid characters",
      message: "Dit e-mailadres bevat tekens die niet zijn toegestaan.",
    },
    {
      title: "data: in the e-mail",
      fields: { email: "data:text@x.nl" },
      code: "Email contains invalid characters",
      message: "Dit e-mailadres bevat tekens die niet zijn toegestaan.",
    },
    {
      title: "vbscript: in the e-mail",
      fields: { email: "vbscript:x@x.nl" },
      code: "Email contains invalid characters",
      message: "Dit e-mailadres bevat tekens die niet zijn toegestaan.",
    },
    {
      title: "a one-letter name",
      fields: { email: "kort@voorbeeld.nl", name: "J" },
      code: "Name must be at least 2 characters",
      message: "Je naam moet minimaal 2 tekens hebben.",
    },
    {
      title: "a name of 101 characters",
      fields: { email: "lang@voorbeeld.nl", name: long(101) },
      code: "Name is too long",
      message: "Je naam is te lang (maximaal 100 tekens).",
    },
    ...["<script>alert(1)</script>", '<img src="x" onerror="alert(1)">', "<iframe src=x>", "Piet</b>"].map((name) => ({
      title: `name ${name}`,
      fields: { email: "tags@voorbeeld.nl", name },
      code: "Name contains invalid characters",
      message: "Je naam bevat tekens die niet zijn toegestaan.",
    })),
  ];

  for (const testCase of cases) {
    it(`refuses ${testCase.title} with 'Validation failed' and stores nothing`, async () => {
      const count = subscriberCount();
      const answer = await signup(testCase.fields);
      expect(answer.status).toBe(400);
      expect(answer.code).toBe("Validation failed");
      expect(answer.text).toContain("Aanmelding mislukt:");
      expect(answer.text).toContain(testCase.message);
      expect(subscriberCount()).toBe(count);
    });
  }

  it("lists every broken rule at once, each next to its field, and gives back what was typed", async () => {
    const response = await postForm(
      `${server.url}/nieuwsbrief`,
      { email: "geen-adres", name: "X" },
      { "X-Forwarded-For": newClient() },
    );
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Dit e-mailadres klopt niet.");
    expect(text).toContain("Je naam moet minimaal 2 tekens hebben.");
    expect(fieldMessage(html, "email")).toBe("Dit e-mailadres klopt niet. Controleer het nog even.");
    expect(fieldMessage(html, "name")).toBe("Je naam moet minimaal 2 tekens hebben.");
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="geen-adres"/);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="X"/);
  });

  it("stores the e-mail trimmed and lower-cased, and the name as plain text exactly as typed", async () => {
    const email = address("hoofdletters");
    const name = "Jan-Willem O'Brien & Zn";
    expect((await signup({ email: `  ${email.toUpperCase()}  `, name: `  ${name} ` })).status).toBe(200);
    expect(plainText((await smtp.waitFor((m) => m.to.includes(email))).raw)).toContain(`Bijna klaar, ${name}`);
    await postConfirm((await confirmLink(email)).local);
    const row = subscriber(email)!;
    expect(row.email).toBe(email);
    expect(row.name).toBe(name);
  });

  it("stores an empty name as null", async () => {
    const email = address("zonder-naam");
    await subscribeConfirmed(email, "   ");
    expect(subscriber(email)?.name).toBeNull();
  });
});

describe("rate limit (product.md §9, D8)", () => {
  it("refuses the third attempt from one address within 5 minutes and stores nothing", async () => {
    const client = newClient();
    const [first, second, third] = [address("limiet-1"), address("limiet-2"), address("limiet-3")];
    expect((await signup({ email: first }, client)).status).toBe(200);
    expect((await signup({ email: second }, client)).status).toBe(200);

    const refused = await signup({ email: third }, client);
    expect(refused.status).toBe(429);
    expect(refused.code).toBe("Rate limit exceeded");
    expect(refused.text).toContain("Aanmelding mislukt:");
    expect(refused.text).toContain("Te veel aanmeldpogingen. Wacht een paar minuten en probeer het dan opnieuw.");
    expect(subscriber(third)).toBeUndefined();
    expect(pending(third)).toBeUndefined();
    expect(mailsTo(third)).toHaveLength(0);

    // Other visitors are not affected.
    expect((await signup({ email: third }, newClient())).status).toBe(200);
  });

  it("counts refused attempts too, so guessing with wrong input is limited as well", async () => {
    const client = newClient();
    expect((await signup({ email: "fout" }, client)).status).toBe(400);
    expect((await signup({ email: "ook-fout" }, client)).status).toBe(400);
    const email = address("na-fouten");
    expect((await signup({ email }, client)).code).toBe("Rate limit exceeded");
    expect(subscriber(email)).toBeUndefined();
  });
});

describe("honeypot (D9)", () => {
  it("answers a filled honeypot exactly like a success, stores nothing, sends nothing and does not count", async () => {
    const client = newClient();
    const email = address("bot");
    const answer = await signup({ email, name: "Bot", website: "https://spam.example" }, client);
    expect(answer.status).toBe(200);
    expect(answer.code).toBe("Confirmation sent");
    expect(answer.text).toContain("Bijna klaar");
    expect(subscriber(email)).toBeUndefined();
    expect(pending(email)).toBeUndefined();
    expect(mailsTo(email)).toHaveLength(0);
    // The bot's submissions did not use up the visitor's two attempts.
    await signup({ email: address("na-bot-1") }, client);
    expect((await signup({ email: address("na-bot-2") }, client)).status).toBe(200);
  });
});

describe("product.md §8 failures", () => {
  it("a database error on insert answers 'Database error' with the subscribe message and stores nothing", async () => {
    execSql(
      "CREATE TRIGGER test_fail_insert BEFORE INSERT ON newsletter_pending BEGIN SELECT RAISE(ABORT, 'test: disk unavailable'); END;",
    );
    try {
      const email = address("db-insert");
      const answer = await signup({ email });
      expect(answer.status).toBe(500);
      expect(answer.code).toBe("Database error");
      expect(answer.text).toContain("Aanmelding mislukt:");
      expect(answer.text).toContain("Aanmelden voor de nieuwsbrief is niet gelukt. Probeer het opnieuw.");
      expect(pending(email)).toBeUndefined();
      expect(mailsTo(email)).toHaveLength(0);
    } finally {
      execSql("DROP TRIGGER test_fail_insert;");
    }
  });

  it("a confirmation mail that cannot be sent does not undo the signup", async () => {
    const email = address("mail-kapot");
    smtp.failing = true;
    try {
      const answer = await signup({ email });
      expect(answer.status).toBe(200);
      expect(answer.code).toBe("Confirmation sent");
      expect(pending(email)).toMatchObject({ email });
      // The mail stays queued for a retry instead of being lost.
      await expect
        .poll(() => readRows(server.dataDir, "select attempts from mail_queue where mail like ?", `%${email}%`), {
          timeout: 10_000,
        })
        .toEqual([{ attempts: 1 }]);
    } finally {
      smtp.failing = false;
    }
  });
});

describe("the JavaScript path", () => {
  it("answers the fetcher's data request for an active address exactly as for a new one", async () => {
    const email = address("fetcher");
    await subscribeConfirmed(email);
    const response = await postForm(`${server.url}/nieuwsbrief.data`, { email }, { "X-Forwarded-For": newClient() });
    const body = await response.text();
    expect(body).toContain("Confirmation sent");
    expect(body).toContain("Bijna klaar: bevestig je aanmelding via de e-mail die ik je net stuurde.");
    expect(body).not.toContain("Already subscribed");
  });
});

describe("unsubscribe (D15)", () => {
  async function subscribed(label: string) {
    const email = address(label);
    await subscribeConfirmed(email);
    const { local } = await unsubscribeLink(email);
    return { email, link: local, token: tokenOf(local) };
  }

  it("GET shows a confirmation with the address partly masked, and changes nothing", async () => {
    const { email, link } = await subscribed("bevestig");
    for (let i = 0; i < 2; i++) {
      const response = await fetch(link);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-security-policy")).toContain("'nonce-");
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      const text = visibleText(html);
      expect(text).toContain("Afmelden voor de nieuwsbrief");
      expect(text).toContain(`Wil je de nieuwsbrief niet meer ontvangen op b•••@voorbeeld.nl?`);
      expect(text).toContain("Ja, meld mij af");
      expect(html).not.toContain(email);
    }
    expect(subscriber(email)).toMatchObject({ is_active: 1, unsubscribed_at: null });
  });

  it("RFC 8058 one-click: a POST of List-Unsubscribe=One-Click to the header's URL unsubscribes without a page", async () => {
    const { email, link } = await subscribed("een-klik");
    const response = await fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(subscriber(email)).toMatchObject({ is_active: 0 });
    expect(subscriber(email)?.unsubscribed_at).not.toBeNull();
  });

  it("POST with the link's token unsubscribes; a second POST keeps the first date", async () => {
    const { email, link, token } = await subscribed("weg");
    const answer = await postUnsubscribe(token);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Je bent afgemeld");
    expect(answer.text).toContain("Je ontvangt de nieuwsbrief niet meer op w•••@voorbeeld.nl.");
    const row = subscriber(email)!;
    expect(row.is_active).toBe(0);
    expect(row.unsubscribed_at).not.toBeNull();

    expect((await postUnsubscribe(token)).status).toBe(200);
    expect(subscriber(email)?.unsubscribed_at).toBe(row.unsubscribed_at);
    expect(visibleText(await (await fetch(link)).text())).toContain("Je bent al afgemeld");
  });

  it("refuses a tampered token with a clear message and changes nothing", async () => {
    const { email, token } = await subscribed("knoeien");
    const [body, signature] = token.split(".") as [string, string];
    const flipped = `${body}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    // Someone else's row id under the original signature is refused as well.
    const otherBody = Buffer.from(JSON.stringify(["unsubscribe", "1", Date.now() + 1e9])).toString("base64url");
    for (const bad of [flipped, `${otherBody}.${signature}`, "", "onzin"]) {
      const page = await fetch(`${server.url}/nieuwsbrief/afmelden?token=${encodeURIComponent(bad)}`);
      expect(page.status).toBe(400);
      const pageText = visibleText(await page.text());
      expect(pageText).toContain("Deze afmeldlink klopt niet");
      expect(pageText).not.toContain("Ja, meld mij af");
      const answer = await postUnsubscribe(bad);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain("Deze afmeldlink klopt niet");
    }
    expect(subscriber(email)).toMatchObject({ is_active: 1, unsubscribed_at: null });
  });

  it("refuses an expired token or one signed for another purpose", async () => {
    process.env.APP_SECRET = appSecret;
    const { signToken } = await import("~/server/secret.server");
    const { email } = await subscribed("verlopen");
    const id = String(subscriber(email)!.id);

    const expired = signToken("unsubscribe", id, Date.now() - 1000);
    const page = await fetch(`${server.url}/nieuwsbrief/afmelden?token=${encodeURIComponent(expired)}`);
    expect(page.status).toBe(400);
    expect(visibleText(await page.text())).toContain("Deze afmeldlink is verlopen");
    expect((await postUnsubscribe(expired)).text).toContain("Deze afmeldlink is verlopen");

    const otherPurpose = signToken("ebook", id, Date.now() + 60_000);
    expect((await postUnsubscribe(otherPurpose)).text).toContain("Deze afmeldlink klopt niet");
    expect(subscriber(email)).toMatchObject({ is_active: 1, unsubscribed_at: null });

    // The same secret with a valid date works, so the refusals above are about date and purpose.
    const valid = signToken("unsubscribe", id, Date.now() + 60_000);
    expect((await postUnsubscribe(valid)).status).toBe(200);
    expect(subscriber(email)?.is_active).toBe(0);
  });
});

describe("privacy", () => {
  it("never writes a visitor's e-mail address or name to the server log", () => {
    const logs = server.logs().toLowerCase();
    expect(usedAddresses.length).toBeGreaterThan(10);
    for (const email of usedAddresses) expect(logs).not.toContain(email.toLowerCase());
    expect(logs).not.toContain("o'brien");
  });
});
