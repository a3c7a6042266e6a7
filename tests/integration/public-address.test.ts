import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpRefusals } from "~/content/http-refusals";
import { readRows } from "../support/database";
import { postForm } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * The server knows its own address (ADR 0069): a site deployed at
 * https://coach.example behind a trusted proxy serves that origin only. The
 * requests here carry what a proxy adds; tests/proxy runs a real one.
 */
const publicUrl = "https://coach.example";
let server: RunningServer;

beforeAll(async () => {
  server = await startBuiltServer({
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "true",
    DATA_ENCRYPTION_KEY: "ef".repeat(32),
    LOG_LEVEL: "warn",
  });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

/** The headers a proxy in front of https://`host` adds, from a client of its own. */
function through(host: string, scheme = "https"): Record<string, string> {
  return { "X-Forwarded-Host": host, "X-Forwarded-Proto": scheme, "X-Forwarded-For": `198.51.100.${randomInt()}` };
}
const randomInt = () => Math.floor(Math.random() * 250) + 1;

function signup(headers: Record<string, string>): Promise<Response> {
  return postForm(`${server.url}/nieuwsbrief`, { email: `adres-${randomUUID()}@voorbeeld.nl` }, headers);
}

const pending = () => readRows<{ n: number }>(server.dataDir, "select count(*) as n from newsletter_pending")[0]!.n;

describe("a form posted through the proxy with the browser's own Origin", () => {
  it("is accepted: React Router's action check sees https://coach.example as the request's origin", async () => {
    const before = pending();
    const response = await signup({ ...through("coach.example"), Origin: publicUrl });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Bijna klaar");
    expect(pending()).toBe(before + 1);
  });

  it("from another origin is refused by the server's own check before any action", async () => {
    for (const origin of ["http://coach.example", "https://coach.example:8443", "https://evil.example", "null"]) {
      const response = await signup({ ...through("coach.example"), Origin: origin });
      expect(response.status, origin).toBe(403);
      expect(await response.text()).toBe(httpRefusals.crossSite);
    }
  });
});

describe("a request for another address", () => {
  it.each([
    ["another host name", through("www.coach.example")],
    ["plain http", through("coach.example", "http")],
    ["the machine's own address, past the proxy", {}],
  ])("is sent to PUBLIC_URL with its path and query (%s)", async (_, headers) => {
    const response = await fetch(`${server.url}/blog?tag=rust`, { headers, redirect: "manual" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://coach.example/blog?tag=rust");
  });

  it("is refused when it carries a form, and changes nothing", async () => {
    const before = pending();
    for (const headers of [through("www.coach.example"), through("coach.example", "http")]) {
      const response = await signup({ ...headers, Origin: publicUrl });
      expect(response.status).toBe(421);
      expect(await response.text()).toBe(httpRefusals.otherAddress);
    }
    expect(pending()).toBe(before);
  });

  it("never redirects off the site, whatever the request line holds", async () => {
    const response = await fetch(`${server.url}//evil.example/x`, {
      headers: through("www.coach.example"),
      redirect: "manual",
    });
    expect(response.headers.get("location")).toBe("https://coach.example//evil.example/x");
    expect(new URL(response.headers.get("location")!).host).toBe("coach.example");
  });

  it("except /healthz, for a monitor on the machine itself", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("pages rendered through the proxy", () => {
  it("link to PUBLIC_URL as their canonical address", async () => {
    const html = await (await fetch(`${server.url}/nieuwsbrief`, { headers: through("coach.example") })).text();
    expect(html).toContain('<link rel="canonical" href="https://coach.example/nieuwsbrief"/>');
  });
});
