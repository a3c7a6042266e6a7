import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crisisNote, profileDescriptions, selfTestQuestions } from "~/content/selftest";
import { sampleSite } from "~/content/site";
import { visibleText } from "../support/forms";
import { readOpenedRows } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";
import { plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The self-test against the real built server, its SQLite file and a real
 * SMTP server (product.md §2, §8, §9; D8, D14, D18).
 */
const secret = "integration-test-secret-of-at-least-32-chars";
let server: RunningServer;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    APP_SECRET: secret,
    // Each test posts from its own address, so the rate limit of one test does not touch another.
    TRUST_PROXY: "true",
  });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

// Hand-scored in app/features/selftest/scoring.test.ts: Burnout / ADHD-Executive, total 17.
const mixed = [1, 2, 0, 3, 2, 1, 0, 2, 2, 2, 1, 1];

let addressCounter = 0;
function newAddress(): Record<string, string> {
  addressCounter += 1;
  return { "X-Forwarded-For": `10.1.0.${addressCounter}` };
}

function submission(answers: number[], email: string): [string, string][] {
  return [
    ...answers.map((answer, index): [string, string] => [`q${index + 1}`, String(answer)]),
    ["view", "12"],
    ["email", email],
    ["consent", "ja"],
    ["website", ""],
    ["intent", "submit"],
  ];
}

/** A same-origin form POST as a browser without JavaScript sends it; fields may repeat. */
function post(path: string, fields: [string, string][], headers: Record<string, string> = newAddress()) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const storedRows = () =>
  readOpenedRows<{
    id: number;
    profiel: string;
    score: number;
    email: string;
    answers: string;
    consent_at: string;
    created_at: string;
  }>(server.dataDir, "test_results", "SELECT * FROM test_results ORDER BY id");

function mailsTo(address: string) {
  return smtp.mails.filter((mail) => mail.to.includes(address));
}

/** A token as the server signs it (app/server/secret.server.ts), to forge expired or foreign references. */
function sign(purpose: string, payload: string, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify([purpose, payload, expiresAt])).toString("base64url");
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

describe("/test without JavaScript", () => {
  it("shows the first question with a progress bar, the counter and a way back home", async () => {
    const response = await fetch(`${server.url}/test`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Vraag 1 van 12");
    expect(text).toContain(selfTestQuestions[0]!.text);
    expect(text).toContain("Terug naar home");
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuetext="Vraag 1 van 12"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    for (const option of selfTestQuestions[0]!.options) expect(text).toContain(option.text);
  });

  it("moves a step forward on each pressed option, back on 'Vorige', and ends at 'Laatste stap!'", async () => {
    const before = storedRows().length;
    const first = await post("/test", [
      ["view", "0"],
      ["answer", "2"],
    ]);
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(visibleText(firstHtml)).toContain(selfTestQuestions[1]!.text);
    expect(firstHtml).toContain('aria-valuetext="Vraag 2 van 12"');
    expect(firstHtml).toMatch(/<input type="hidden" name="q1" value="2"\/>/);

    const back = await post("/test", [
      ["q1", "2"],
      ["view", "1"],
      ["nav", "back"],
    ]);
    const backHtml = await back.text();
    expect(visibleText(backHtml)).toContain(selfTestQuestions[0]!.text);
    // The earlier answer is still chosen.
    expect(backHtml).toMatch(/aria-pressed="true" value="2"|value="2" aria-pressed="true"/);

    const eleven = mixed.slice(0, 11).map((answer, index): [string, string] => [`q${index + 1}`, String(answer)]);
    const last = await post("/test", [...eleven, ["view", "11"], ["answer", "1"]]);
    const lastText = visibleText(await last.text());
    expect(lastText).toContain("Laatste stap!");
    expect(lastText).toContain("Mijn resultaten ophalen");
    expect(lastText).toContain("privacyverklaring");
    expect(lastText).toMatch(/113.*0800-0113.*huisarts/);

    // Skipping ahead does not reach the e-mail step with questions left open.
    const skipped = await post("/test", [
      ["view", "11"],
      ["answer", "1"],
    ]);
    expect(visibleText(await skipped.text())).toContain(selfTestQuestions[0]!.text);
    expect(storedRows().length).toBe(before);
  });
});

describe("submitting the test", () => {
  let resultPath = "";
  const email = "sanne.de.vries+zelftest@example.nl";

  it("stores the profiles the server computed, whatever the browser claims, and redirects to the result", async () => {
    const response = await post("/test", [
      ...submission(mixed, " Sanne.de.Vries+Zelftest@Example.NL "),
      ["score", "36"],
      ["profiel", "Veerkrachtig / Veerkrachtig"],
    ]);
    expect(response.status).toBe(302);
    resultPath = response.headers.get("location") ?? "";
    expect(resultPath).toMatch(/^\/test-result\?ref=[\w-]+\.[\w-]+&nieuw=1$/);
    const row = storedRows().at(-1)!;
    expect(row.profiel).toBe("Burnout / ADHD-Executive");
    expect(row.score).toBe(17);
    expect(row.email).toBe(email);
    expect(JSON.parse(row.answers)).toEqual(mixed);
    expect(Date.parse(row.consent_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(row.created_at).toBe(row.consent_at);
  });

  it("mails the analysis with both profiles' advice, the total, the booking link, the disclaimer once and the coach's name", async () => {
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const text = plainText(mail.raw);
    expect(text).toContain("Je hoofdprofiel: Burnout");
    expect(text).toContain(profileDescriptions.Burnout.description);
    expect(text).toContain("Je tweede profiel: ADHD-Executive");
    expect(text).toContain(profileDescriptions["ADHD-Executive"].description);
    for (const step of [...profileDescriptions.Burnout.advice, ...profileDescriptions["ADHD-Executive"].advice]) {
      expect(text).toContain(`- ${step}`);
    }
    expect(text).toContain("Je totaalscore: 17 van 36 punten.");
    expect(text.match(/deze test is geen diagnose/gi)).toHaveLength(1);
    expect(text).toContain(crisisNote.text);
    expect(text).toMatch(/Plan je gratis kennismakingsgesprek: https?:\/\/[^\s]+\/kennismaking\r?\n/);
    expect(text).toContain("113");
    expect(text).toMatch(new RegExp(`Hartelijke groet,\\r?\\n${sampleSite.coachName}\\r?\\n`));
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).toMatch(/^Subject: Je uitgebreide analyse van de zelftest/m);
  });

  it("shows the result page from the reference: profiles, total, masked address, booking button in a new tab", async () => {
    const response = await fetch(`${server.url}${resultPath}`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Test voltooid!");
    expect(text).toContain("Je resultaten zijn klaar");
    expect(text).toContain("Hoofdprofiel Burnout");
    expect(text).toContain(profileDescriptions.Burnout.description);
    expect(text).toContain("Tweede profiel ADHD-Executive");
    expect(text).toContain(profileDescriptions["ADHD-Executive"].description);
    expect(text).toContain("17 van 36 punten");
    expect(text).toContain("s***t@example.nl");
    expect(html).not.toContain(email);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(
      /<a href="\/kennismaking" target="_blank" rel="noopener noreferrer"[^>]*>Plan je gratis kennismakingsgesprek/,
    );
    expect(text).toContain("Plan je gratis kennismakingsgesprek (opent in een nieuw tabblad)");
    expect(text).toMatch(/113.*0800-0113.*huisarts/);
    // The advice is what the mail adds to the page.
    expect(text).not.toContain(profileDescriptions.Burnout.advice[1]);
  });

  it("survives a reload without the first-time notice", async () => {
    const reload = resultPath.replace("&nieuw=1", "");
    const response = await fetch(`${server.url}${reload}`, { redirect: "manual" });
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain("Hoofdprofiel Burnout");
    expect(text).not.toContain("Test voltooid!");
  });

  it("sends a missing, tampered, expired, foreign or unknown reference to /test-landing", async () => {
    const ref = decodeURIComponent(/ref=([^&]+)/.exec(resultPath)![1]!);
    const rowId = storedRows().at(-1)!.id;
    // The forged token matches the server's own, so the refusals below are about their content.
    const own = await fetch(`${server.url}/test-result?ref=${sign("selftest", String(rowId), Date.now() + 60_000)}`, {
      redirect: "manual",
    });
    expect(own.status).toBe(200);

    const flipped = ref.slice(0, -1) + (ref.endsWith("A") ? "B" : "A");
    const refs = [
      "",
      "?ref=",
      `?ref=${flipped}`,
      `?ref=${ref}x`,
      `?ref=${sign("selftest", String(rowId), Date.now() - 1000)}`,
      `?ref=${sign("ebook", String(rowId), Date.now() + 60_000)}`,
      `?ref=${sign("selftest", "999999", Date.now() + 60_000)}`,
      `?ref=${sign("selftest", "1 OR 1=1", Date.now() + 60_000)}`,
    ];
    for (const query of refs) {
      const response = await fetch(`${server.url}/test-result${query}`, { redirect: "manual" });
      expect(response.status, query).toBe(302);
      expect(response.headers.get("location"), query).toBe("/test-landing");
    }
  });
});

describe("refused submissions store nothing and send nothing", () => {
  const cases: { name: string; fields: (email: string) => [string, string][]; message: string }[] = [
    {
      name: "an option index of 7",
      fields: (email) => submission(mixed, email).map(([n, v]): [string, string] => [n, n === "q3" ? "7" : v]),
      message: "Het antwoord op vraag 3 is ongeldig. Kies een van de vier antwoorden.",
    },
    {
      name: "a missing answer",
      fields: (email) => submission(mixed, email).filter(([n]) => n !== "q5"),
      message: "Vraag 5 is nog niet beantwoord.",
    },
    {
      name: "13 answers",
      fields: (email) => [...submission(mixed, email), ["q13", "2"]],
      message: "Er zijn antwoorden meegestuurd op vragen die niet in de test staan.",
    },
    {
      name: "two answers to one question",
      fields: (email) => [...submission(mixed, email), ["q2", "0"]],
      message: "Vraag 2 heeft meer dan één antwoord.",
    },
    {
      name: "no consent",
      fields: (email) => submission(mixed, email).filter(([n]) => n !== "consent"),
      message: "Geef toestemming om je antwoorden te verwerken.",
    },
    {
      name: "an invalid e-mail address",
      fields: () => submission(mixed, "sanne@"),
      message: "Dit e-mailadres klopt niet.",
    },
  ];

  for (const { name, fields, message } of cases) {
    it(`refuses ${name} with a Dutch message`, async () => {
      const before = storedRows().length;
      const email = `geweigerd-${name.replace(/\W+/g, "-")}@example.nl`;
      const response = await post("/test", fields(email));
      expect(response.status).toBe(400);
      const text = visibleText(await response.text());
      expect(text).toContain("Kon test niet indienen");
      expect(text).toContain(message);
      expect(storedRows().length).toBe(before);
      expect(mailsTo(email)).toEqual([]);
    });
  }

  it("answers a filled honeypot like a success, but stores and sends nothing", async () => {
    const before = storedRows().length;
    const email = "robot@example.nl";
    const response = await post(
      "/test",
      submission(mixed, email).map(([n, v]): [string, string] => [n, n === "website" ? "https://spam.example" : v]),
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/test-result\?ref=/);
    expect(storedRows().length).toBe(before);
    const followed = await fetch(`${server.url}${location}`, { redirect: "manual" });
    expect(followed.headers.get("location")).toBe("/test-landing");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toEqual([]);
  });

  it("limits complete submissions to 5 a minute per address (product.md §9 default)", async () => {
    const address = newAddress();
    const before = storedRows().length;
    for (let i = 0; i < 5; i++) {
      const response = await post("/test", submission(mixed, `limiet-${i}@example.nl`), address);
      expect(response.status).toBe(302);
    }
    const refused = await post("/test", submission(mixed, "limiet-6@example.nl"), address);
    expect(refused.status).toBe(429);
    expect(visibleText(await refused.text())).toContain("Wacht een minuut en probeer het dan opnieuw.");
    expect(storedRows().length).toBe(before + 5);
    expect(mailsTo("limiet-6@example.nl")).toEqual([]);
  });
});

describe("when the mail cannot be sent", () => {
  it("keeps the row and still shows the result, with a note that the mail did not go out", async () => {
    smtp.failing = true;
    try {
      const response = await post(
        "/test",
        submission(
          selfTestQuestions.map(() => 0),
          "geen-mail@example.nl",
        ),
      );
      expect(response.status).toBe(302);
      const location = response.headers.get("location") ?? "";
      expect(location).toContain("mail=mislukt");
      const row = storedRows().at(-1)!;
      expect(row.email).toBe("geen-mail@example.nl");
      expect(row.profiel).toBe("Veerkrachtig / Undefined");
      expect(row.score).toBe(0);
      const text = visibleText(await (await fetch(`${server.url}${location}`)).text());
      expect(text).toContain("de mail met je analyse kon ik niet versturen naar g***l@example.nl");
      expect(text).toContain("Hoofdprofiel Veerkrachtig");
      expect(text).toContain("Tweede profiel Geen tweede profiel");
    } finally {
      smtp.failing = false;
    }
  });
});

describe("privacy", () => {
  it("never writes an e-mail address or the answers to the server log", () => {
    const logs = server.logs();
    expect(logs).toContain("self-test result stored");
    expect(logs).not.toMatch(/[\w.+-]+@example\.nl/);
    expect(logs).not.toContain(JSON.stringify(mixed));
  });
});
