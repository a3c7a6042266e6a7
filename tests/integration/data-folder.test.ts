import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * ADR 0031: the data folder holds health data, keys and mails, so only
 * the server's user may read it; mails kept as files (no SMTP) are deleted
 * after RETENTION_OUTBOX_DAYS like every other record with a period.
 */
const dayMs = 86_400_000;
let dataDir: string;
let server: RunningServer | undefined;

function modes(): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    found[relative(dataDir, dir) || "."] = (statSync(dir).mode & 0o777).toString(8);
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else found[relative(dataDir, path)] = (statSync(path).mode & 0o777).toString(8);
    }
  };
  walk(dataDir);
  return found;
}

/** An outbox mail file dated `days` before the start of the test (file time, the retention's clock). */
function outboxMail(name: string, days: number): string {
  const outbox = join(dataDir, "outbox");
  mkdirSync(outbox, { recursive: true });
  const file = join(outbox, name);
  writeFileSync(file, "To: iemand@example.org\r\n\r\nHoi");
  const at = new Date(started - days * dayMs);
  utimesSync(file, at, at);
  return file;
}

const started = Date.now();

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "coach-folder-"));
  // What an older version (or a careless copy) left behind: readable by everyone.
  chmodSync(dataDir, 0o755);
  chmodSync(outboxMail("oud.eml", 31), 0o644);
  mkdirSync(join(dataDir, "ebooks"), { mode: 0o755 });
  writeFileSync(join(dataDir, "ebooks", "boek.pdf"), "%PDF-1.4", { mode: 0o644 });
  outboxMail("jong.eml", 29);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the data folder", () => {
  it("is the owner's only after start: folder and subfolders 0700, every file 0600", async () => {
    server = await startBuiltServer({}, dataDir);
    // The newsletter welcome lands in the outbox beside the old files.
    expect((await postForm(`${server.url}/nieuwsbrief`, { email: "lezer@example.org", name: "Lezer" })).status).toBe(
      200,
    );
    for (;;) {
      if (readdirSync(join(dataDir, "outbox")).length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const found = modes();
    expect(Object.keys(found)).toEqual(
      expect.arrayContaining([
        ".",
        "site.db",
        "site.db-wal",
        "site.db-shm",
        "outbox",
        "data-encryption.key",
        "app-secret.key",
        "ebooks/boek.pdf",
      ]),
    );
    for (const [path, mode] of Object.entries(found)) {
      const directory = statSync(join(dataDir, path)).isDirectory();
      expect(`${path} ${mode}`).toBe(`${path} ${directory ? "700" : "600"}`);
    }
  });

  it("loses outbox mails older than RETENTION_OUTBOX_DAYS (default 30) at the retention run", () => {
    expect(existsSync(join(dataDir, "outbox", "oud.eml"))).toBe(false);
    expect(existsSync(join(dataDir, "outbox", "jong.eml"))).toBe(true);
  });

  it("follows RETENTION_OUTBOX_DAYS", async () => {
    await server?.stop();
    outboxMail("acht-dagen.eml", 8);
    outboxMail("zes-dagen.eml", 6);
    server = await startBuiltServer({ RETENTION_OUTBOX_DAYS: "7" }, dataDir);
    expect(existsSync(join(dataDir, "outbox", "acht-dagen.eml"))).toBe(false);
    expect(existsSync(join(dataDir, "outbox", "zes-dagen.eml"))).toBe(true);
    expect(existsSync(join(dataDir, "outbox", "jong.eml"))).toBe(false);
  });
});
