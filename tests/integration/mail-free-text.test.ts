import { LinkifyIt } from "linkify-it";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleSite } from "~/content/site";
import { readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { header, htmlPart, plainText, startSmtpCatcher, type CapturedMail, type SmtpCatcher } from "../support/smtp";

/**
 * Text the public types reaches mails only as plain text (ADR 0088): the
 * review put "Let op: je wachtwoord verloopt, log in via
 * https://evil.example/admin-login" in the name field, and it arrived as a link
 * in the newsletter confirmation and the coach's booking notice. A name is now
 * refused beyond the length a name needs, and what a stranger typed is shown
 * so that no mail client makes a link of it. The judge is a real linkifier
 * (linkify-it, as markdown-it and many mail front-ends use it), with fuzzy
 * links, bare IP addresses and the `.example` domain switched on.
 */
let server: RunningServer;
let smtp: SmtpCatcher;
let client = 0;

const reviewName = "Let op: je wachtwoord verloopt, log in via https://evil.example/admin-login";
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(["example"], true);

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

const address = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@voorbeeld.nl`;
const post = (path: string, fields: Record<string, string>) =>
  postForm(`${server.url}${path}`, fields, { "X-Forwarded-For": `198.51.100.${++client}` });

/** Every link a mail client could make of the mail: its text part and the visible text of its HTML part. */
function linksIn(mail: CapturedMail): string[] {
  return [plainText(mail.raw), visibleText(htmlPart(mail.raw))].flatMap(
    (text) => linkify.match(text)?.map((match) => match.url) ?? [],
  );
}

async function freeStart(index: number): Promise<string> {
  const html = await (await fetch(`${server.url}/kennismaking`)).text();
  const starts = [...html.matchAll(/href="\/kennismaking\?tijd=([^"#]+)#afspraak"/g)].map((m) =>
    decodeURIComponent(m[1]!),
  );
  return starts[index]!;
}

describe("a name longer than a name needs", () => {
  it("is refused with a Dutch message by the newsletter, e-book and booking forms, and nothing is stored or sent", async () => {
    const email = address("lang");
    const answers = [
      await post("/nieuwsbrief", { email, name: reviewName }),
      await post("/ebook-download", { email, name: reviewName }),
      await post("/kennismaking", { start: await freeStart(0), name: reviewName, email, consent: "ja" }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(visibleText(await answer.text())).toMatch(/naam is te lang|tussen 2 en 60 tekens/);
    }
    for (const table of ["newsletter_pending", "ebook_requests", "appointments"]) {
      expect(readRows(server.dataDir, `select * from ${table} where email = ?`, email)).toEqual([]);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.filter((mail) => mail.to.includes(email))).toEqual([]);
  });
});

describe("a web address inside a name", () => {
  const name = "Jan via https://evil.example/in www.evil.example";

  it("is no link in the newsletter confirmation to the address owner", async () => {
    const email = address("nieuwsbrief");
    expect((await post("/nieuwsbrief", { email, name })).status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(header(mail.raw, "Subject")).toBe("Bevestig je aanmelding voor de nieuwsbrief");
    expect(linksIn(mail).filter((url) => url.includes("evil"))).toEqual([]);
    // Our own link is still a link.
    expect(linksIn(mail).some((url) => url.includes("/nieuwsbrief/bevestigen"))).toBe(true);
  });

  it("is no link in the booking mails: the request, the visitor's confirmation and the coach's notice", async () => {
    const email = address("afspraak");
    const booker = "https://evil.example/inloggen Jansen";
    const answer = await post("/kennismaking", { start: await freeStart(1), name: booker, email, consent: "ja" });
    expect(answer.status).toBeLessThan(400);
    // The mailed link books (ADR 0080): the request mail names nobody, the confirmation names the booker.
    const request = await smtp.waitFor((m) => m.to.includes(email));
    expect(linksIn(request).filter((url) => url.includes("evil"))).toEqual([]);
    const link = linksIn(request).find((url) => url.includes("/afspraak/bevestigen/"))!;
    expect((await post(new URL(link).pathname, {})).status).toBe(303);
    const confirmation = await smtp.waitFor(
      (m) => m.to.includes(email) && (header(m.raw, "Subject") ?? "").startsWith("Je kennismaking op"),
    );
    const notice = await smtp.waitFor((m) => m.to.includes(sampleSite.email) && plainText(m.raw).includes("Jansen"));
    for (const mail of [confirmation, notice]) {
      expect(linksIn(mail).filter((url) => url.includes("evil"))).toEqual([]);
    }
    // The coach can still read who booked.
    expect(plainText(notice.raw)).toMatch(/evil\W+example\W+inloggen Jansen heeft een kennismaking gepland/);
  });
});
