import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSite } from "~/content/site";
import { readRows } from "../support/database";
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

/** The unsubscribe link of the newest mail to `email`, as a URL on the test server. */
async function unsubscribeLink(email: string, nth = 1): Promise<{ inMail: string; local: string }> {
  await smtp.waitFor(() => mailsTo(email).length >= nth);
  const mail = mailsTo(email)[nth - 1]!;
  const inMail = /Afmelden voor de nieuwsbrief: (\S+)/.exec(plainText(mail.raw))?.[1];
  if (!inMail) throw new Error("no unsubscribe link in the mail");
  const url = new URL(inMail);
  return { inMail, local: `${server.url}${url.pathname}${url.search}` };
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

describe("product.md §4 transitions", () => {
  it("a new address is stored as active, answered with the success message, and welcomed by mail", async () => {
    const email = address("nieuw");
    const before = Date.now();
    const answer = await signup({ email, name: "Piet" });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe("Successfully subscribed to newsletter");
    expect(answer.text).toContain("Je bent aangemeld voor de nieuwsbrief.");
    expect(answer.text).not.toContain("Aanmelding mislukt:");

    const row = subscriber(email)!;
    expect(row).toMatchObject({ email, name: "Piet", is_active: 1, unsubscribed_at: null, tags: "[]" });
    expect(Date.parse(row.subscribed_at)).toBeGreaterThanOrEqual(before - 1000);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    // The welcome mail is queued with the signup and sent in the background, which then records it.
    await expect.poll(() => subscriber(email)!.last_email_sent_at, { timeout: 5000 }).not.toBeNull();
    expect(header(mail.raw, "Subject")).toBe("Welkom bij de nieuwsbrief");
    const text = plainText(mail.raw);
    expect(text).toContain("Welkom, Piet");
    expect(text).toMatch(new RegExp(`Hartelijke groet,\\r?\\n${defaultSite.coachName}\\r?\\n`));
    expect(text.match(/Hartelijke groet/g)).toHaveLength(1);
    expect(text).toContain("KvK");
    const link = await unsubscribeLink(email);
    expect(link.inMail).toMatch(/^https:\/\/coach\.example\/nieuwsbrief\/afmelden\?token=[\w.%-]+$/);
    expect(header(mail.raw, "List-Unsubscribe")).toBe(`<${link.inMail}>`);
  });

  it("an active address is refused with 'Already subscribed' and nothing changes", async () => {
    const email = address("dubbel");
    expect((await signup({ email, name: "Eerste" })).status).toBe(200);
    await smtp.waitFor((m) => m.to.includes(email));
    await expect.poll(() => subscriber(email)!.last_email_sent_at, { timeout: 5000 }).not.toBeNull();
    const before = subscriber(email)!;

    const answer = await signup({ email: `  ${email.toUpperCase()} `, name: "Tweede" });
    expect(answer.status).toBe(409);
    expect(answer.code).toBe("Already subscribed");
    expect(answer.text).toContain("Aanmelding mislukt:");
    expect(answer.text).toContain("Dit e-mailadres is al aangemeld voor de nieuwsbrief.");
    expect(subscriber(email)).toEqual(before);
    // A mail is queued in the signup's own transaction, so by this answer a second one would be
    // in the queue or, once sent (the row goes after SMTP accepted it), at the catcher.
    expect(readRows(server.dataDir, "select id from mail_queue where subscriber_id = ?", before.id)).toEqual([]);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("an inactive address is reactivated with the new name, and says so", async () => {
    const email = address("terug");
    expect((await signup({ email, name: "Oude Naam" })).status).toBe(200);
    const first = subscriber(email)!;
    const { local } = await unsubscribeLink(email);
    expect((await postUnsubscribe(tokenOf(local))).status).toBe(200);
    expect(subscriber(email)).toMatchObject({ is_active: 0 });

    const answer = await signup({ email, name: "Nieuwe Naam" });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe("Newsletter subscription reactivated successfully");
    expect(answer.text).toContain("Je aanmelding voor de nieuwsbrief is weer actief.");
    const row = subscriber(email)!;
    expect(row).toMatchObject({ id: first.id, is_active: 1, name: "Nieuwe Naam", unsubscribed_at: null });
    expect(row.subscribed_at).toBe(first.subscribed_at);

    await smtp.waitFor(() => mailsTo(email).length === 2);
    expect(header(mailsTo(email)[1]!.raw, "Subject")).toBe("Welkom terug bij de nieuwsbrief");
    expect(plainText(mailsTo(email)[1]!.raw)).toContain("Welkom terug, Nieuwe Naam");
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
    const row = subscriber(email)!;
    expect(row.email).toBe(email);
    expect(row.name).toBe(name);
    expect(plainText((await smtp.waitFor((m) => m.to.includes(email))).raw)).toContain(`Welkom, ${name}`);
  });

  it("stores an empty name as null", async () => {
    const email = address("zonder-naam");
    expect((await signup({ email, name: "   " })).status).toBe(200);
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
    expect(answer.code).toBe("Successfully subscribed to newsletter");
    expect(answer.text).toContain("Je bent aangemeld voor de nieuwsbrief.");
    expect(subscriber(email)).toBeUndefined();
    expect(mailsTo(email)).toHaveLength(0);
    // The bot's submissions did not use up the visitor's two attempts.
    await signup({ email: address("na-bot-1") }, client);
    expect((await signup({ email: address("na-bot-2") }, client)).status).toBe(200);
  });
});

describe("product.md §8 failures", () => {
  it("a database error on insert answers 'Database error' with the subscribe message and stores nothing", async () => {
    execSql(
      "CREATE TRIGGER test_fail_insert BEFORE INSERT ON newsletter_subscribers BEGIN SELECT RAISE(ABORT, 'test: disk unavailable'); END;",
    );
    try {
      const email = address("db-insert");
      const answer = await signup({ email });
      expect(answer.status).toBe(500);
      expect(answer.code).toBe("Database error");
      expect(answer.text).toContain("Aanmelding mislukt:");
      expect(answer.text).toContain("Aanmelden voor de nieuwsbrief is niet gelukt. Probeer het opnieuw.");
      expect(subscriber(email)).toBeUndefined();
      expect(mailsTo(email)).toHaveLength(0);
    } finally {
      execSql("DROP TRIGGER test_fail_insert;");
    }
  });

  it("a database error on reactivation answers with the reactivation message and leaves the row inactive", async () => {
    const email = address("db-update");
    expect((await signup({ email })).status).toBe(200);
    const { local } = await unsubscribeLink(email);
    await postUnsubscribe(tokenOf(local));
    const inactive = subscriber(email)!;
    expect(inactive.is_active).toBe(0);

    execSql(
      "CREATE TRIGGER test_fail_update BEFORE UPDATE ON newsletter_subscribers BEGIN SELECT RAISE(ABORT, 'test: disk unavailable'); END;",
    );
    try {
      const answer = await signup({ email, name: "Nieuw" });
      expect(answer.status).toBe(500);
      expect(answer.code).toBe("Database error");
      expect(answer.text).toContain("Het weer activeren van je aanmelding is niet gelukt. Probeer het opnieuw.");
      expect(subscriber(email)).toEqual(inactive);
    } finally {
      execSql("DROP TRIGGER test_fail_update;");
    }
  });

  it("a welcome mail that cannot be sent does not undo the signup", async () => {
    const email = address("mail-kapot");
    smtp.failing = true;
    try {
      const answer = await signup({ email });
      expect(answer.status).toBe(200);
      expect(answer.code).toBe("Successfully subscribed to newsletter");
      expect(subscriber(email)).toMatchObject({ is_active: 1, last_email_sent_at: null });
      // The mail stays queued for a retry instead of being lost.
      await expect.poll(() => server.logs(), { timeout: 10_000 }).toContain("queued mail failed; will retry");
      expect(readRows(server.dataDir, "select attempts from mail_queue")).toEqual([{ attempts: 1 }]);
      expect(subscriber(email)).toMatchObject({ is_active: 1, last_email_sent_at: null });
    } finally {
      smtp.failing = false;
    }
  });
});

describe("the JavaScript path", () => {
  it("answers the fetcher's data request with the same code and Dutch message", async () => {
    const email = address("fetcher");
    expect((await signup({ email })).status).toBe(200);
    const response = await postForm(`${server.url}/nieuwsbrief.data`, { email }, { "X-Forwarded-For": newClient() });
    const body = await response.text();
    expect(body).toContain("Already subscribed");
    expect(body).toContain("Dit e-mailadres is al aangemeld voor de nieuwsbrief.");
  });
});

describe("unsubscribe (D15)", () => {
  async function subscribed(label: string) {
    const email = address(label);
    expect((await signup({ email })).status).toBe(200);
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
