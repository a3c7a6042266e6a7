import { createDecipheriv } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { sealFor } from "../data-key.server";
import { derivedKey } from "../secret.server";

/**
 * Re-seals the admins' TOTP secrets with the data cipher (ADR 0028)
 * and adds the table of used one-time tokens (ADR 0029).
 */

/** The format before ADR 0028: AES-256-GCM under a key derived from APP_SECRET, "v1:iv.tag.ciphertext". */
function openOldTotpSecret(stored: string): string {
  const [iv, tag, sealed] = stored
    .slice("v1:".length)
    .split(".")
    .map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !sealed) throw new Error("unreadable TOTP secret");
  const decipher = createDecipheriv("aes-256-gcm", derivedKey("totp-secret"), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ user_id: number; secret: string }>`select user_id, secret from admin_totp`.execute(db);
  for (const row of rows) {
    if (!row.secret.startsWith("v1:")) continue;
    let secret: string;
    try {
      secret = openOldTotpSecret(row.secret);
    } catch {
      // Refusing to start beats silently switching 2FA off for this admin.
      throw new Error(
        `migration 0010: the TOTP secret of user ${row.user_id} does not open with the current APP_SECRET. ` +
          "Start with the APP_SECRET (or data/app-secret.key) it was sealed with, or delete that admin_totp row " +
          "so the admin sets up 2FA again.",
      );
    }
    const sealed = sealFor("admin_totp", { secret }).secret;
    await sql`update admin_totp set secret = ${sealed} where user_id = ${row.user_id}`.execute(db);
  }

  await db.schema
    .createTable("used_tokens")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("used_tokens_expires_at").on("used_tokens").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Secrets stay sealed with the data cipher: the old format is not written again.
  await db.schema.dropTable("used_tokens").execute();
}
