import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRows } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";

let server: RunningServer;

beforeAll(async () => {
  // Behind a trusted proxy each test can act as its own visitor address.
  server = await startBuiltServer({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

let addressCounter = 0;
/** A fresh visitor address per call, so rate limits of one test never touch another. */
function newVisitor(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

function postJson(path: string, body: unknown, visitor = newVisitor()): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": visitor },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

interface ConsentRow {
  id: string;
  analytics: number;
  marketing: number;
  banner_version: string;
  created_at: string;
}

const consentRows = () => readRows<ConsentRow>(server.dataDir, "SELECT * FROM consents ORDER BY id");
const eventRows = (path: string) =>
  readRows<{ name: string; path: string; created_at: string }>(
    server.dataDir,
    "SELECT name, path, created_at FROM analytics_events WHERE path = ? ORDER BY id",
    path,
  );

describe("POST /api/consent", () => {
  it("stores the proof of a choice: id, choices, banner version and time, and no address column exists", async () => {
    const id = randomUUID();
    const before = Date.now();
    const response = await postJson("/api/consent", {
      id,
      analytics: true,
      marketing: false,
      bannerVersion: "2026-11",
    });
    expect(response.status).toBe(204);

    const row = consentRows().find((r) => r.id === id);
    expect(row).toMatchObject({ id, analytics: 1, marketing: 0, banner_version: "2026-11" });
    expect(Date.parse(row!.created_at)).toBeGreaterThanOrEqual(before - 1000);

    const columns = readRows<{ name: string }>(server.dataDir, "PRAGMA table_info(consents)").map((c) => c.name);
    expect(columns.sort()).toEqual(["analytics", "banner_version", "created_at", "id", "marketing"]);
    expect(server.logs()).not.toContain(id);
  });

  it("updates the same row when the visitor changes the choice, and keeps the time when nothing changed", async () => {
    const id = randomUUID();
    expect(
      (await postJson("/api/consent", { id, analytics: false, marketing: false, bannerVersion: "2026-11" })).status,
    ).toBe(204);
    const first = consentRows().find((r) => r.id === id)!;

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      (await postJson("/api/consent", { id, analytics: false, marketing: false, bannerVersion: "2026-11" })).status,
    ).toBe(204);
    expect(consentRows().find((r) => r.id === id)!.created_at).toBe(first.created_at);

    expect(
      (await postJson("/api/consent", { id, analytics: true, marketing: true, bannerVersion: "2026-11" })).status,
    ).toBe(204);
    const rows = consentRows().filter((r) => r.id === id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ analytics: 1, marketing: 1 });
    expect(rows[0]!.created_at > first.created_at).toBe(true);
  });

  it("refuses malformed bodies with 400 and a JSON code and message, and stores nothing", async () => {
    const before = consentRows().length;
    const valid = { id: randomUUID(), analytics: true, marketing: true, bannerVersion: "2026-11" };
    const bad: unknown[] = [
      "not json",
      "[]",
      "null",
      {},
      { ...valid, id: "123" },
      { ...valid, id: "' OR 1=1 --" },
      { ...valid, analytics: "true" },
      { ...valid, marketing: 1 },
      { ...valid, bannerVersion: "x".repeat(21) },
      { ...valid, bannerVersion: "" },
      { id: valid.id, analytics: true, bannerVersion: "2026-11" },
    ];
    for (const body of bad) {
      const response = await postJson("/api/consent", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { code: string; message: string };
      expect(answer.code).toBe("Validation failed");
      expect(answer.message).toMatch(/\S/);
    }
    expect(consentRows().length).toBe(before);
    expect(consentRows().some((r) => r.id === valid.id)).toBe(false);
  });

  it("answers GET with 405", async () => {
    const response = await fetch(`${server.url}/api/consent`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("refuses a proof posted from another site (CSRF)", async () => {
    const id = randomUUID();
    const response = await fetch(`${server.url}/api/consent`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ id, analytics: true, marketing: true, bannerVersion: "2026-11" }),
    });
    expect(response.status).toBe(403);
    expect(consentRows().some((r) => r.id === id)).toBe(false);
  });
});

describe("POST /api/events", () => {
  it("stores a known event with its path and time, and nothing about the visitor", async () => {
    const path = `/home-${randomUUID()}`;
    const response = await postJson("/api/events", { name: "page_view", path });
    expect(response.status).toBe(204);
    const rows = eventRows(path);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "page_view", path });
    const columns = readRows<{ name: string }>(server.dataDir, "PRAGMA table_info(analytics_events)").map(
      (c) => c.name,
    );
    expect(columns.sort()).toEqual(["created_at", "id", "name", "path"]);
  });

  it("accepts every event name the site sends", async () => {
    const path = `/alle-${randomUUID()}`;
    const names = ["newsletter_signup", "calendly_click", "booking_scheduled"];
    const visitor = newVisitor();
    for (const name of names) expect((await postJson("/api/events", { name, path }, visitor)).status).toBe(204);
    expect(eventRows(path).map((r) => r.name)).toEqual(names);
  });

  it("refuses unknown names, long or foreign paths and malformed bodies with 400, storing nothing", async () => {
    const path = `/fout-${randomUUID()}`;
    const bad: unknown[] = [
      { name: "purchase", path },
      { name: "PAGE_VIEW", path },
      { name: "page_view", path: path + "x".repeat(201 - path.length) },
      { name: "page_view", path: "home" },
      { name: "page_view", path: "https://evil.example/" },
      { name: "page_view", path: `${path}?email=a@b.nl` },
      { name: "page_view" },
      "nope",
    ];
    for (const body of bad) {
      const response = await postJson("/api/events", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("Validation failed");
    }
    const stored = readRows<{ n: number }>(
      server.dataDir,
      "SELECT count(*) AS n FROM analytics_events WHERE path LIKE ? OR name = 'purchase'",
      `${path}%`,
    );
    expect(stored[0]!.n).toBe(0);
  });

  it("accepts a path of exactly 200 characters", async () => {
    const start = `/lang-${randomUUID()}`;
    const path = start + "x".repeat(200 - start.length);
    expect((await postJson("/api/events", { name: "page_view", path })).status).toBe(204);
    expect(eventRows(path)).toHaveLength(1);
  });

  it("answers 429 past the rate limit and stores only what it accepted; another visitor is unaffected", async () => {
    const path = `/druk-${randomUUID()}`;
    const visitor = newVisitor();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const response = await postJson("/api/events", { name: "page_view", path }, visitor);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(((await response.json()) as { code: string }).code).toBe("Rate limit exceeded");
      }
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    // A real visitor clicking around is not limited: the first few always pass.
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(eventRows(path)).toHaveLength(statuses.filter((s) => s === 204).length);

    expect((await postJson("/api/events", { name: "page_view", path }, newVisitor())).status).toBe(204);
  });

  it("answers GET with 405", async () => {
    expect((await fetch(`${server.url}/api/events`)).status).toBe(405);
  });
});
