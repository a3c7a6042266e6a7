import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { createCipheriv, createHmac, randomBytes } from "node:crypto";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeStep, passwordStep, seedUser, timeStep, totpCode } from "../support/admin";
import { readRows } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * ADR 0028: TOTP secrets are sealed with the data cipher. A database from
 * before migration 0010 holds secrets sealed the old way ("v1:", a key derived
 * from APP_SECRET); 0010 re-seals them and the admin still logs in with a code.
 */
const appSecret = "een-app-secret-van-minstens-32-tekens-lang";
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
let server: RunningServer;

/** The pre-0010 format, written here because the app no longer has the code: AES-256-GCM, "v1:iv.tag.ciphertext". */
function oldStyleSeal(plaintext: string): string {
  const key = createHmac("sha256", Buffer.from(appSecret)).update("key:totp-secret").digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `v1:${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".")}`;
}

beforeAll(async () => {
  const first = await startBuiltServer({ APP_SECRET: appSecret });
  await first.stop();
  // Turn the database back into one from before 0010, with an admin whose 2FA secret is sealed the old way.
  seedUser(first.dataDir, "coach@example.nl");
  // Every migration from 0010 on is undone by its own down(), newest first, so later migrations need no list here.
  const { migrations } = await import("~/server/db.server");
  const kysely = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: new SQLite(join(first.dataDir, "site.db")) }),
  });
  const migrator = new Migrator({ db: kysely, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error } = await migrator.migrateTo("0009_admin_indexes");
  await kysely.destroy();
  if (error) throw error;
  const db = new SQLite(join(first.dataDir, "site.db"));
  db.prepare(
    "insert into admin_totp (user_id, secret, enabled_at, created_at) values (1, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
  ).run(oldStyleSeal(secret));
  db.close();
  server = await startBuiltServer({ APP_SECRET: appSecret }, first.dataDir);
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

describe("migration 0010", () => {
  it("re-seals an old-style TOTP secret with the data cipher, and the admin still logs in with a code", async () => {
    const [row] = readRows<{ secret: string }>(server.dataDir, "select secret from admin_totp");
    expect(row?.secret).toMatch(/^enc:v1:/);
    expect(row?.secret).not.toContain(secret);
    const response = await codeStep(
      server.url,
      await passwordStep(server.url, "coach@example.nl"),
      totpCode(secret, timeStep()),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
  });
});
