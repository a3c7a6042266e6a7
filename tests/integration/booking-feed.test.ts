import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRows } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * The coach's private calendar feed /agenda/<token>.ics on the real built
 * server (ADR 0041): only the current token opens it, nothing caches it, and
 * the token never reaches the request log.
 */
let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startBuiltServer();
  token = readRows<{ feed_token: string }>(server.dataDir, "select feed_token from booking_settings")[0]!.feed_token;
});
afterAll(async () => {
  await server.stop();
  server.remove();
});

describe("/agenda/<token>.ics", () => {
  it("answers a wrong or shortened token with a plain 404", async () => {
    for (const path of [
      `/agenda/${token}x.ics`,
      `/agenda/${token.slice(0, 10)}.ics`,
      `/agenda/${token}`,
      "/agenda/.ics",
    ]) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("BEGIN:VCALENDAR");
    }
  });

  it("gives the calendar for the right token, not to be stored by proxies", async () => {
    const response = await fetch(`${server.url}/agenda/${token}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await response.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain("END:VCALENDAR");
  });

  it("keeps the token out of the request log", () => {
    expect(server.logs()).toContain("/agenda/:token.ics");
    expect(server.logs()).not.toContain(token);
  });
});
