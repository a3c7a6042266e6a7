import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBackups } from "../../app/content/admin-backups";
import { loginCookie, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { postForm } from "../support/forms";
import { nuErrors } from "../support/nu-checker";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * The backups screen against the built server with a real local restic
 * repository (ADR 0099, ADR 0100): only an admin may ask, two requests at once
 * start one run and the other is told so, the runs never block a page, the
 * results read in plain Dutch, the markup is valid, and the repository's
 * password and address end up in no log line, database or backup.
 */
const folder = mkdtempSync(join(tmpdir(), "coach-admin-backups-"));
const repository = join(folder, "offsite");
const password = "wachtwoord-van-de-kopie-0123456789";
const pagesDir = join(folder, "pages");
let server: RunningServer;
let admin: string;
let guest: string;

const screen = (cookie?: string) =>
  fetch(`${server.url}/admin/back-ups`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const ask = (intent: string, cookie = admin) =>
  postForm(`${server.url}/admin/back-ups`, { intent }, { Cookie: cookie });

/** Waits until the backup job has finished what was asked (the job looks every 2 s; a backup takes seconds). */
async function runsFinished(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (readRows(server.dataDir, "select id from backup_runs where finished_at is null").length > 0) {
    if (Date.now() > deadline) throw new Error("the backup run did not finish within a minute");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const saved: { name: string; file: string }[] = [];
async function savePage(name: string, response: Response): Promise<string> {
  const html = await response.text();
  const file = join(pagesDir, `${saved.length}-${name}.html`);
  writeFileSync(file, html);
  saved.push({ name, file });
  return html;
}

beforeAll(async () => {
  mkdirSync(pagesDir);
  server = await startBuiltServer({ BACKUP_REPOSITORY: repository, BACKUP_PASSWORD: password, LOG_LEVEL: "info" });
  seedUser(server.dataDir, "coach@example.nl");
  seedUser(server.dataDir, "gast@example.nl", { admin: false });
  admin = await loginCookie(server.url, "coach@example.nl");
  guest = await loginCookie(server.url, "gast@example.nl");
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  rmSync(folder, { recursive: true, force: true });
});

describe("the backups screen", () => {
  it("lets only a signed-in admin see it or ask for anything", async () => {
    expect((await screen()).status).toBe(302);
    expect((await screen(guest)).status).toBe(403);
    expect((await postForm(`${server.url}/admin/back-ups`, { intent: "back-up" })).status).toBe(302);
    expect((await ask("back-up", guest)).status).toBe(403);
    expect((await ask("hersteltest", guest)).status).toBe(403);
    expect(readRows(server.dataDir, "select id from backup_runs")).toEqual([]);

    const empty = await savePage("empty", await screen(admin));
    expect(empty).toContain(adminBackups.backup.none);
    expect(empty).toContain("Versleuteld bewaard op een aparte schijf.");
    expect(empty).not.toContain(repository);
  });

  it("starts one backup of two asked at once, tells the other so, and shows the result in words", async () => {
    const answers = await Promise.all([ask("back-up"), ask("back-up")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await savePage("busy-refusal", refused)).toContain(adminBackups.actions.busy);
    expect(answers.find((answer) => answer.status === 303)!.headers.get("location")).toBe("/admin/back-ups");

    // While it runs, a page is served at once and the screen says what is going on.
    const started = performance.now();
    const during = await screen(admin);
    expect(performance.now() - started).toBeLessThan(2_000);
    const busyPage = await savePage("busy", during);
    expect(busyPage).toMatch(/Bezig met een back-up|wacht op zijn beurt|Gelukt/);

    await runsFinished();
    const done = await savePage("done", await screen(admin));
    expect(done.match(/>Gelukt</g)).toHaveLength(2);
    expect(done).toMatch(/\d+(,\d)? kB/);
    expect(done).toContain("met de knop");
    expect(readRows(server.dataDir, "select kind, outcome, trigger from backup_runs order by id")).toEqual([
      { kind: "backup", outcome: "ok", trigger: "admin" },
      { kind: "offsite", outcome: "ok", trigger: "admin" },
    ]);
    expect(
      readRows(server.dataDir, "select user_email, action from access_log where action like '%-requested'"),
    ).toEqual([{ user_email: "coach@example.nl", action: "backup-requested" }]);
  });

  it("tests a restore of the newest off-site snapshot and reports it", async () => {
    expect((await ask("hersteltest")).status).toBe(303);
    await runsFinished();
    const page = await savePage("restore-test", await screen(admin));
    expect(page).toMatch(/is teruggezet en in orde: \d+ tabellen, [\d.]+ rijen/);
    expect(page).toContain(adminBackups.restoreTest.tableCaption);
    expect(
      readRows(server.dataDir, "select action from access_log where action = 'restore-test-requested'"),
    ).toHaveLength(1);
  });

  it("says what failed in plain words, and keeps the password and the repository's address out of every log, the database and the backups", async () => {
    renameSync(repository, `${repository}-weg`);
    writeFileSync(repository, "geen opslag");
    try {
      expect((await ask("back-up")).status).toBe(303);
      await runsFinished();
    } finally {
      rmSync(repository);
      renameSync(`${repository}-weg`, repository);
    }
    const page = await savePage("offsite-failed", await screen(admin));
    expect(page).toContain("Mislukt: ");
    expect(
      readRows(server.dataDir, "select outcome from backup_runs where kind = 'offsite' order by id desc limit 1"),
    ).toEqual([{ outcome: "failed" }]);
    expect(server.logs()).toContain("off-site copy failed");

    const places = [
      { what: "the server's log", text: Buffer.from(server.logs()) },
      ...["site.db", "site.db-wal"].map((file) => ({ what: file, text: readFileSync(join(server.dataDir, file)) })),
      ...readdirSync(join(server.dataDir, "backups"), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => ({ what: entry.name, text: readFileSync(join(entry.parentPath, entry.name)) })),
    ];
    for (const { what, text } of places) {
      expect(text.includes(password), what).toBe(false);
      expect(text.includes(repository), what).toBe(false);
    }
  });

  it("has valid markup in every state", async () => {
    expect(await nuErrors(saved)).toEqual([]);
  });
});
