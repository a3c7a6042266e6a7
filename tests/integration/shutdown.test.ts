import { existsSync, renameSync, statSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readOpenedRows } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * Never lose an accepted lead: a stopping server finishes what it has begun,
 * leaves a checkpointed database, and /healthz tells monitoring when the
 * database cannot take leads.
 */
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server?.remove();
  server = undefined;
});

/**
 * Starts a plain form post and holds its body back: it resolves `started` once
 * the server has read the headers (its "100 Continue"), so the request is in
 * progress; `finish()` sends the body.
 */
function heldBackIntake(url: string, clientName: string) {
  const body = Buffer.from(
    new URLSearchParams({ client_name: clientName, email: "intake@example.nl", consent: "ja" }).toString(),
  );
  const target = new URL("/client-test", url);
  const post = request(target, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": body.length,
      Origin: target.origin,
      Expect: "100-continue",
    },
  });
  const started = new Promise<void>((resolve) => post.once("continue", () => resolve()));
  const answer = new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    post.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    post.on("error", reject);
  });
  post.flushHeaders();
  return { started, answer, finish: () => post.end(body) };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("graceful shutdown", () => {
  it("answers a request that is in progress at SIGTERM, stores it, refuses new connections and exits 0", async () => {
    server = await startBuiltServer();
    const running = server;
    const name = `Stopproef ${Date.now()}`;
    const inFlight = heldBackIntake(running.url, name);
    await inFlight.started;

    const stopped = running.stop();
    await until(() => running.logs().includes("shutting down"));
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    inFlight.finish();

    expect(await inFlight.answer).toEqual({ status: 303, location: "/thank-you" });
    expect(await stopped).toBe(0);
    expect(running.logs()).toContain("database checkpointed and closed");
    expect(
      readOpenedRows(running.dataDir, "client_test_responses", "select client_name from client_test_responses"),
    ).toEqual([{ client_name: name }]);
    // Checkpointed: every committed row is in site.db itself, no WAL left to replay.
    const wal = join(running.dataDir, "site.db-wal");
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  });
});

describe("/healthz", () => {
  it("answers 503 while the database file is not the one the server has open, and 200 again once it is", async () => {
    server = await startBuiltServer();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const file = join(server.dataDir, "site.db");
    renameSync(file, `${file}.moved`);
    const broken = await fetch(`${server.url}/healthz`);
    expect(broken.status).toBe(503);
    expect(broken.headers.get("cache-control")).toBe("no-store");
    expect(await broken.json()).toEqual({ status: "error", database: "unavailable" });

    renameSync(`${file}.moved`, file);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
