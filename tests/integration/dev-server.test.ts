import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages } from "~/content/newsletter";
import { postForm, visibleText } from "../support/forms";
import { startDevServer, type RunningServer } from "../support/server";

/**
 * `npm run dev` is the production server with Vite in front (ADR
 * 0032): the client address, the mail worker, the setup code and the security
 * headers work as in production. No SMTP: mails go to the outbox folder.
 */
let server: RunningServer;

beforeAll(async () => {
  // Half of the newsletter's 2 sign-ups per 5 minutes: the second one from an address is refused.
  server = await startDevServer({ RATE_LIMIT_SCALE: "0.5", TRUST_PROXY: "true" });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

function outboxMails(): string[] {
  const outbox = join(server.dataDir, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox).map((name) => readFileSync(join(outbox, name), "utf8"));
}

/** The mail worker sends on its own schedule; the outbox is watched until the mail is there. */
async function mailTo(email: string): Promise<string | undefined> {
  const deadline = performance.now() + 20_000;
  for (;;) {
    const mail = outboxMails().find((text) => /^To: .*$/m.exec(text)?.[0].includes(email));
    if (mail || performance.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signup(email: string, client: string): Promise<string> {
  const response = await postForm(`${server.url}/nieuwsbrief`, { email }, { "X-Forwarded-For": client });
  return visibleText(await response.text());
}

describe("npm run dev", () => {
  it("prints the setup code for the first admin", () => {
    expect(server.logs()).toMatch(/"setupCode":"[^"]{12,}"/);
  });

  it("limits sign-ups per client address and sends the confirmation mail", async () => {
    const welcome = newsletterMessages["Confirmation sent"];
    expect(await signup("eerste@voorbeeld.nl", "203.0.113.10")).toContain(welcome);
    expect(await signup("tweede@voorbeeld.nl", "203.0.113.10")).toContain(newsletterMessages["Rate limit exceeded"]);
    // Another visitor is not affected: the limit is keyed on the client's address.
    expect(await signup("derde@voorbeeld.nl", "203.0.113.11")).toContain(welcome);
    expect(await mailTo("eerste@voorbeeld.nl")).toBeDefined();
    expect(await mailTo("derde@voorbeeld.nl")).toBeDefined();
  });

  it("sends the production security headers, with a policy that lets Vite's hot reload connect", async () => {
    const response = await fetch(`${server.url}/home`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).toContain("connect-src 'self' ws: wss:");
  });

  it("refuses a cross-site post like production", async () => {
    const response = await postForm(
      `${server.url}/nieuwsbrief`,
      { email: "csrf@voorbeeld.nl" },
      { Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });
});
