import { randomUUID } from "node:crypto";
import type { ProxiedSite } from "../support/proxy";
import { expect, rateLimitScale, test } from "./fixtures";

/**
 * What Caddy and the server do together at the door (ADR 0069, ADR 0070): https only,
 * HSTS, compression left to the server, and rate limits per client address
 * as Caddy reports it in X-Forwarded-For (TRUST_PROXY=true), never as a client
 * claims it.
 */

test("plain http is sent to https, with its port, path and query", async ({ site }) => {
  const response = await site.fetch(`${site.httpUrl}/blog?tag=rust`);
  expect(response.status).toBe(308);
  expect(response.headers.get("location")).toBe(`${site.publicUrl}/blog?tag=rust`);
});

test("every kind of answer over https carries HSTS", async ({ site }) => {
  for (const path of ["/home", "/nieuwsbrief", "/bestaat-niet", "/admin-login", "/robots.txt", "/healthz"]) {
    const response = await site.fetch(`${site.publicUrl}${path}`);
    expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
  }
});

test("the browser's page over https carries HSTS and is a secure context", async ({ page }) => {
  const response = await page.goto("/home");
  expect(response?.status()).toBe(200);
  expect(await response?.headerValue("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
});

test("text is compressed once, by the server; images pass through as they are", async ({ site }) => {
  const page = await site.fetch(`${site.publicUrl}/home`, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(page.headers.get("content-encoding")).toBe("br");
  const html = await site.fetch(`${site.publicUrl}/nieuwsbrief`, { headers: { "Accept-Encoding": "gzip" } });
  expect(html.headers.get("content-encoding")).toBe("gzip");
  const image = await site.fetch(`${site.publicUrl}/images/hero-1600.jpg`, {
    headers: { "Accept-Encoding": "br, gzip" },
  });
  expect(image.status).toBe(200);
  expect(image.headers.get("content-encoding")).toBeNull();
});

/** A newsletter signup through Caddy from client address `from` (a loopback address of this machine). */
async function signup(site: ProxiedSite, from: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await site.fetch(`${site.publicUrl}/nieuwsbrief`, {
    localAddress: from,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.publicUrl, ...headers },
    body: new URLSearchParams({ email: `proxy-${randomUUID()}@voorbeeld.nl` }).toString(),
  });
  await response.body?.cancel();
  return response.status;
}

test("rate limits count per client address as Caddy saw it, and a claimed X-Forwarded-For counts for nothing", async ({
  site,
}) => {
  // The newsletter allows 2 signups per 5 minutes per address (D8), here scaled; the browsers come from 127.0.0.1.
  const allowed = 2 * rateLimitScale;
  const budget = async (from: string) => {
    const statuses: number[] = [];
    for (let n = 0; n <= allowed; n++) statuses.push(await signup(site, from));
    return statuses;
  };
  const spent = [...Array<number>(allowed).fill(200), 429];
  const first = "127.0.0.2";
  const second = "127.0.0.3";
  expect(await budget(first)).toEqual(spent);
  // A client that says it is someone else is still itself.
  expect(await signup(site, first, { "X-Forwarded-For": "198.51.100.23" })).toBe(429);
  // Another address has its own budget.
  expect(await budget(second)).toEqual(spent);
});
