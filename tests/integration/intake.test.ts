import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleSite } from "~/content/site";
import { intakeAnswerFields } from "~/server/db-schema";
import { readOpenedRows, readRows } from "../support/database";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The intake questionnaire against the real built server, its SQLite file and
 * a real SMTP server (product.md §2, §5, §8 Intake; D9, D14, D18).
 */
const failureTitle = "Er is een fout opgetreden bij het verzenden van uw antwoorden";
const coach = "coach@example.nl";

type Row = Record<string, string | number | null>;

let smtp: SmtpCatcher;
let server: RunningServer;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // Many submissions from one address: raise the default limit (5 per minute) for this server only.
  server = await startBuiltServer({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    INTAKE_NOTICE_EMAIL: coach,
    RATE_LIMIT_SCALE: "100",
  });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});
beforeEach(() => {
  smtp.failing = false;
});

function uniqueName(): string {
  counter += 1;
  return `Testpersoon ${counter}-${Date.now()}`;
}

function rowsFor(name: string): Row[] {
  // The name is sealed (ADR 0016): open every row, then compare.
  return readOpenedRows<Row>(server.dataDir, "client_test_responses", "SELECT * FROM client_test_responses").filter(
    (row) => row.client_name === name,
  );
}

function rowCount(): number {
  return readRows<{ n: number }>(server.dataDir, "SELECT COUNT(*) AS n FROM client_test_responses")[0]!.n;
}

/** An answer for every field, each different, with unicode, markup and surrounding white space. */
function fullAnswers(): Record<string, string> {
  const answers: Record<string, string> = {};
  intakeAnswerFields.forEach((field, index) => {
    answers[field] = `  Antwoord ${index + 1} op ${field}: één café, naïef, 睡眠, 😴\nTweede regel.\t `;
  });
  answers.stressfactoren = '  <script>alert("x")</script> & <b>vet</b>  ';
  return answers;
}

function textareaContent(html: string, name: string): string | undefined {
  const raw = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
  return raw === undefined ? undefined : visibleText(raw).trim();
}

describe("a complete submission", () => {
  it("stores all 25 answers exactly as sent (trimmed), sets the times on the server and redirects to /thank-you", async () => {
    const name = uniqueName();
    const answers = fullAnswers();
    const before = new Date().toISOString();
    const response = await postForm(`${server.url}/client-test`, {
      client_name: `  ${name}  `,
      email: "intake@example.nl",
      ...answers,
      consent: "ja",
      // A submitted time from the form is not trusted (product.md §3).
      submitted_at: "2000-01-01T00:00:00.000Z",
    });
    const after = new Date().toISOString();

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    const rows = rowsFor(name);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    for (const field of intakeAnswerFields) expect(row[field], field).toBe(answers[field]!.trim());
    expect(row.stressfactoren).toBe('<script>alert("x")</script> & <b>vet</b>');
    expect(row.energieniveau).toContain("睡眠, 😴\nTweede regel.");
    expect(String(row.submitted_at) >= before && String(row.submitted_at) <= after).toBe(true);
    expect(row.consent_at).toBe(row.submitted_at);
    expect(row.read_at).toBeNull();
  });

  it("accepts a name only (with consent): every answer is optional and stored as null", async () => {
    const name = uniqueName();
    const blank = Object.fromEntries(intakeAnswerFields.map((field) => [field, "   "]));
    const response = await postForm(`${server.url}/client-test`, {
      client_name: name,
      email: "intake@example.nl",
      ...blank,
      consent: "ja",
    });
    expect(response.status).toBe(303);
    const row = rowsFor(name)[0]!;
    for (const field of intakeAnswerFields) expect(row[field], field).toBeNull();
  });

  it("accepts an answer of exactly 5,000 characters and a name of 200", async () => {
    const name = `${uniqueName()} `.padEnd(200, "x");
    const response = await postForm(`${server.url}/client-test`, {
      client_name: name,
      email: "intake@example.nl",
      eerdere_hulp: "a".repeat(5_000),
      consent: "ja",
    });
    expect(response.status).toBe(303);
    expect(rowsFor(name)[0]?.eerdere_hulp).toHaveLength(5_000);
  });

  it("puts the limit on every textarea (maxlength), so a browser cannot type past it", async () => {
    const html = await (await fetch(`${server.url}/client-test`)).text();
    const textareas = html.match(/<textarea[^>]*>/g) ?? [];
    expect(textareas).toHaveLength(intakeAnswerFields.length);
    for (const textarea of textareas) expect(textarea).toMatch(/maxlength="5000"/i);
  });
});

describe("a refused submission", () => {
  it("without a name (blank after trimming) shows the message, keeps the answers and stores nothing", async () => {
    const before = rowCount();
    const response = await postForm(`${server.url}/client-test`, {
      client_name: "   ",
      email: "intake@example.nl",
      slaapkwaliteit: "Ik word elke nacht om 4 uur wakker",
      stressfactoren: "<script>alert(1)</script>",
      consent: "ja",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain(failureTitle);
    expect(text).toContain("Vul alstublieft uw naam in");
    expect(fieldMessage(html, "client_name")).toBe("Vul alstublieft uw naam in");
    // The page is shown again with what was typed, as text, and the consent still ticked.
    expect(textareaContent(html, "slaapkwaliteit")).toBe("Ik word elke nacht om 4 uur wakker");
    expect(textareaContent(html, "stressfactoren")).toBe("<script>alert(1)</script>");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toMatch(/<input[^>]*name="consent"[^>]*checked/);
    expect(rowCount()).toBe(before);
  });

  it("without consent stores nothing and asks for it", async () => {
    const name = uniqueName();
    const response = await postForm(`${server.url}/client-test`, {
      client_name: name,
      email: "intake@example.nl",
      energieniveau: "Op",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain("Geef alstublieft toestemming");
    expect(html).toMatch(/<input[^>]*name="client_name"[^>]*value="Testpersoon/);
    expect(rowsFor(name)).toHaveLength(0);
  });

  it("with an answer over 5,000 characters names the question, keeps the text and stores nothing", async () => {
    const name = uniqueName();
    const typed = `Ik heb al veel geprobeerd. ${"b".repeat(5_000)}`;
    const tooLong = await postForm(`${server.url}/client-test`, {
      client_name: name,
      email: "intake@example.nl",
      herstel_pogingen: typed,
      energieniveau: "Laag",
      consent: "ja",
    });
    expect(tooLong.status).toBe(400);
    const html = await tooLong.text();
    const text = visibleText(html);
    expect(text).toContain(
      "Het antwoord op de vraag ‘Wat hebt u zelf al geprobeerd om te herstellen?’ is te lang (maximaal 5.000 tekens per antwoord).",
    );
    expect(text).toContain("Dit antwoord is te lang: 5.027 tekens");
    expect(textareaContent(html, "herstel_pogingen")).toBe(typed);
    expect(textareaContent(html, "energieniveau")).toBe("Laag");
    expect(rowsFor(name)).toHaveLength(0);
  });

  it("with all answers together over 50,000 characters names the longest question and keeps every text", async () => {
    const name = uniqueName();
    const fields: Record<string, string> = { client_name: name, email: "intake@example.nl", consent: "ja" };
    intakeAnswerFields.slice(0, 12).forEach((field) => (fields[field] = `${field} `.padEnd(4_500, "c")));
    fields.oorzaak_klachten = "Werkdruk. ".padEnd(5_000, "d");
    const response = await postForm(`${server.url}/client-test`, fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain(
      "Uw antwoorden zijn samen te lang (54.5", // 11 × 4,500 + 5,000 + the name
    );
    expect(visibleText(html)).toContain(
      "Kort bijvoorbeeld het antwoord op de vraag ‘Wat is volgens u de oorzaak van uw klachten?’",
    );
    for (const field of intakeAnswerFields.slice(0, 12)) expect(textareaContent(html, field)).toBe(fields[field]);
    expect(rowsFor(name)).toHaveLength(0);
  });

  it("with a name over 200 characters says so and stores nothing", async () => {
    const longName = "n".repeat(201);
    const nameResponse = await postForm(`${server.url}/client-test`, {
      client_name: longName,
      email: "intake@example.nl",
      consent: "ja",
    });
    expect(nameResponse.status).toBe(400);
    expect(visibleText(await nameResponse.text())).toContain("Uw naam is te lang. Gebruik maximaal 200 tekens.");
    expect(rowsFor(longName)).toHaveLength(0);
  });

  // The server's body limit for forms (1 MB, ADR 0034) is below the questionnaire's own cap, so it answers first.
  it("with a body over the server's limit is refused before the questionnaire sees it", async () => {
    const before = rowCount();
    const response = await postForm(`${server.url}/client-test`, {
      client_name: uniqueName(),
      email: "intake@example.nl",
      consent: "ja",
      energieniveau: "€".repeat(120_000),
    });
    expect(response.status).toBe(413);
    expect(rowCount()).toBe(before);
  });

  it("from a bot that fills the honeypot looks like a success but stores nothing", async () => {
    const name = uniqueName();
    const response = await postForm(`${server.url}/client-test`, {
      client_name: name,
      email: "intake@example.nl",
      energieniveau: "spam",
      consent: "ja",
      website: "https://spam.example",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    expect(rowsFor(name)).toHaveLength(0);
  });
});

describe("the notice to the coach", () => {
  it("arrives at INTAKE_NOTICE_EMAIL when set, and holds neither the name nor any answer", async () => {
    const name = uniqueName();
    const answers = fullAnswers();
    const sentBefore = smtp.mails.length;
    const response = await postForm(`${server.url}/client-test`, {
      client_name: name,
      email: "intake@example.nl",
      ...answers,
      consent: "ja",
    });
    expect(response.status).toBe(303);
    const mail = await smtp.waitFor((m, i = smtp.mails.indexOf(m)) => i >= sentBefore && m.to.includes(coach));
    expect(mail.raw).toMatch(/^Subject: Nieuwe intake ontvangen/m);
    const text = plainText(mail.raw);
    expect(text).toContain("nieuwe intake");
    expect(text).toContain("/admin/client-tests");
    for (const secret of [
      name,
      "Testpersoon",
      "Antwoord",
      "睡眠",
      "café",
      "alert",
      ...intakeAnswerFields.map((f) => `op ${f}`),
    ]) {
      expect(mail.raw).not.toContain(secret);
      expect(text).not.toContain(secret);
    }
  });

  it("that fails does not fail the submission", async () => {
    smtp.failing = true;
    const name = uniqueName();
    const response = await postForm(`${server.url}/client-test`, {
      client_name: name,
      email: "intake@example.nl",
      energieniveau: "Leeg",
      consent: "ja",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    expect(rowsFor(name)).toHaveLength(1);
    // The notice waits in the mail queue (ADR 0053), to be retried.
    await expect.poll(() => server.logs().includes("queued mail failed; will retry"), { timeout: 15_000 }).toBe(true);
  });
});

describe("with the default settings", () => {
  let plain: RunningServer;
  let catcher: SmtpCatcher;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    plain = await startBuiltServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(catcher.port) });
  });
  afterAll(async () => {
    await plain?.stop();
    plain?.remove();
    await catcher?.stop();
  });

  it("sends the notice to the contact address without INTAKE_NOTICE_EMAIL, and allows 5 submissions a minute per address, keeping the answers of the 6th", async () => {
    const names = Array.from({ length: 5 }, () => uniqueName());
    for (const name of names) {
      const response = await postForm(`${plain.url}/client-test`, {
        client_name: name,
        email: "intake@example.nl",
        consent: "ja",
      });
      expect(response.status).toBe(303);
    }
    const sixth = await postForm(`${plain.url}/client-test`, {
      client_name: "Zesde poging",
      email: "intake@example.nl",
      verbondenheid: "Met mijn broer",
      consent: "ja",
    });
    expect(sixth.status).toBe(429);
    const html = await sixth.text();
    expect(visibleText(html)).toContain("Wacht alstublieft een minuut");
    expect(textareaContent(html, "verbondenheid")).toBe("Met mijn broer");
    const stored = readOpenedRows<{ client_name: string }>(
      plain.dataDir,
      "client_test_responses",
      "SELECT client_name FROM client_test_responses",
    );
    expect(stored.map((row) => row.client_name).sort()).toEqual([...names].sort());

    // Notices are on for intakes by default (ADR 0053): one per stored intake, to the site's contact address.
    await expect.poll(() => catcher.mails.length, { timeout: 15_000 }).toBe(5);
    expect(catcher.mails.every((mail) => mail.to.join() === sampleSite.email)).toBe(true);
    for (const name of names) expect(catcher.mails.some((mail) => mail.raw.includes(name))).toBe(false);
  });
});
