import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureSettings } from "~/server/env.server";
import { keyedDigest, signToken } from "~/server/secret.server";
import { adminPassword, seedUser } from "../support/admin";
import { postForm } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * Behind a TLS-terminating proxy (PUBLIC_URL https://…, TRUST_PROXY=true):
 * the session cookie is Secure and __Host- prefixed and every answer carries
 * HSTS. HTTPS is decided by PUBLIC_URL, not by the X-Forwarded-Proto header,
 * so a request that reaches the server without it never gets a weaker cookie
 * (ADR 0026), and one the proxy marks as plain http is refused (ADR 0069).
 * Requests carry what the proxy adds; tests/proxy runs the real one.
 */
const publicUrl = "https://coach.example";
const appSecret = "secure-cookies-integration-secret-0123456789";
let server: RunningServer;

beforeAll(async () => {
  server = await startBuiltServer({
    PUBLIC_URL: publicUrl,
    DATA_ENCRYPTION_KEY: "ab".repeat(32),
    APP_SECRET: appSecret,
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
  });
  seedUser(server.dataDir, "coach@example.nl");
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

/** What the proxy adds to a browser's request for https://coach.example. */
const proxied = { "X-Forwarded-For": "203.0.113.7", "X-Forwarded-Host": "coach.example", Origin: publicUrl };

function login(proxyHeaders: Record<string, string>): Promise<Response> {
  return postForm(
    `${server.url}/admin-login`,
    { intent: "login", email: "coach@example.nl", password: adminPassword },
    { ...proxied, ...proxyHeaders },
  );
}

async function loginCookie(proxyHeaders: Record<string, string>): Promise<string> {
  const response = await login(proxyHeaders);
  expect(response.status).toBe(302);
  expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  return response.headers.get("set-cookie")!;
}

describe("over https", () => {
  it.each([
    ["X-Forwarded-Proto: https", { "X-Forwarded-Proto": "https" }],
    ["no X-Forwarded-Proto", {}],
  ])("the session cookie is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/ (%s)", async (_, proxyHeaders) => {
    const setCookie = await loginCookie(proxyHeaders);
    const [pair, ...attributes] = setCookie.split(";").map((part) => part.trim());
    expect(pair).toMatch(/^__Host-admin_session=[\w-]{40,}$/);
    expect(attributes.map((part) => part.toLowerCase())).toEqual(
      expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]),
    );
    // __Host- cookies may not name a domain: the browser would drop the cookie.
    expect(attributes.some((part) => /^domain=/i.test(part))).toBe(false);

    const dashboard = await fetch(`${server.url}/admin`, {
      headers: { ...proxied, Cookie: pair! },
      redirect: "manual",
    });
    expect(dashboard.status).toBe(200);
  });

  it("a login the proxy received over plain http is refused, without any cookie", async () => {
    const response = await login({ "X-Forwarded-Proto": "http" });
    expect(response.status).toBe(421);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("sign-out clears the cookie with the same attributes", async () => {
    const pair = (await loginCookie({ "X-Forwarded-Proto": "https" })).split(";")[0]!;
    const response = await postForm(`${server.url}/admin/logout`, {}, { ...proxied, Cookie: pair });
    expect(response.status).toBe(302);
    const cleared = response.headers.get("set-cookie")!.toLowerCase();
    expect(cleared).toMatch(/^__host-admin_session=;/);
    expect(cleared).toContain("max-age=0");
    for (const attribute of ["secure", "httponly", "samesite=lax", "path=/"]) expect(cleared).toContain(attribute);
  });

  it("the client page's session cookie is __Secure-, Secure, HttpOnly, SameSite=Lax, Path=/client (ADR 0124)", async () => {
    // A link and a pending code as the app stores them, signed and hashed with the server's secret.
    configureSettings({ APP_SECRET: appSecret });
    const expires = "2099-01-01T00:00:00.000Z";
    const db = new SQLite(join(server.dataDir, "site.db"));
    try {
      db.prepare(
        "insert into client_links (link_id, email, created_at, expires_at) values ('tls', 'k@example.nl', ?, ?)",
      ).run(new Date().toISOString(), expires);
      db.prepare(
        "insert into client_login_codes (link_id, code_hash, created_at, expires_at) values ('tls', ?, ?, ?)",
      ).run(keyedDigest("client-code", "tls:123456"), new Date().toISOString(), expires);
    } finally {
      db.close();
    }
    const path = `/client/${signToken("client-link", "tls", Date.parse(expires))}`;
    const response = await postForm(`${server.url}${path}`, { intent: "inloggen", code: "123456" }, proxied);
    expect(response.status).toBe(303);
    const [pair, ...attributes] = response.headers
      .get("set-cookie")!
      .split(";")
      .map((part) => part.trim());
    expect(pair).toMatch(/^__Secure-klant=[\w.-]{40,}$/);
    expect(attributes.map((part) => part.toLowerCase())).toEqual(
      expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/client"]),
    );
  });

  it("every kind of answer carries HSTS", async () => {
    for (const path of ["/home", "/ebook-download", "/bestaat-niet", "/admin-login", "/robots.txt", "/aanbod/"]) {
      const response = await fetch(`${server.url}${path}`, { headers: proxied, redirect: "manual" });
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
    }
  });
});
