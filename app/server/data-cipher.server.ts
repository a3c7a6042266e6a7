import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { intakeAnswerFields } from "./db-schema";

/**
 * Encryption at rest for health data (ADR 0016). Pure functions of
 * a key, so the migration and the tests use exactly what the app uses.
 *
 * A sealed value is `enc:v1:` + base64url(12-byte IV | ciphertext | 16-byte tag),
 * AES-256-GCM. `v1` names the key version: a later key rotation adds v2 and
 * re-seals. The table and column are bound in as additional data, so a sealed
 * value copied into another column does not open.
 */
export const sealedPrefix = "enc:v1:";
const ivBytes = 12;
const tagBytes = 16;

/** The columns that hold health data, an appointment's personal details, or a secret that must not be readable from a copy of the database, stored sealed. */
export const sealedColumns = {
  client_test_responses: ["client_name", "email", "phone", ...intakeAnswerFields],
  test_results: ["email", "profiel", "answers"],
  // ADR 0113: a per-call video room is the key to the call.
  appointments: ["name", "phone", "question", "video_room"],
  // ADR 0080: a booking waiting for its owner's confirmation.
  appointment_requests: ["name", "phone", "question"],
  // ADR 0028: the admins' TOTP secrets.
  admin_totp: ["secret"],
  // ADR 0051: the people list's address and name, the coach's notes.
  people: ["email", "name"],
  person_notes: ["body"],
  // ADR 0123: why the coach changed a credit by hand.
  session_credit_changes: ["reason"],
  // ADR 0143: the coach's notes per session, private and shared.
  session_notes: ["private_note", "shared_note"],
} as const;

export type SealedTable = keyof typeof sealedColumns;

/** A 32-byte key from its base64 (44 characters) or hex (64 characters) spelling; null when it is neither. */
export function parseKeyText(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const key = Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    return key.length === 32 ? key : null;
  }
  return null;
}

export interface DataKeys {
  cipher: Buffer;
  lookup: Buffer;
}

/** Separate keys for encryption and for look-ups, both derived from the one configured key. */
export function deriveKeys(master: Buffer): DataKeys {
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), info, 32));
  return { cipher: derive("coach-site data encryption v1"), lookup: derive("coach-site e-mail lookup v1") };
}

export function isSealed(value: string): boolean {
  return value.startsWith(sealedPrefix);
}

export function seal(keys: DataKeys, plaintext: string, context: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv("aes-256-gcm", keys.cipher, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return sealedPrefix + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/**
 * The plaintext of a sealed value. A value without the prefix is a row from
 * before encryption (migration 0004 seals those at start-up) and is returned
 * as it is; a sealed value that does not open throws (wrong key or tampering).
 */
export function unseal(keys: DataKeys, value: string, context: string): string {
  if (!isSealed(value)) return value;
  const raw = Buffer.from(value.slice(sealedPrefix.length), "base64url");
  if (raw.length < ivBytes + tagBytes) throw new Error(`sealed value in ${context} is truncated`);
  const decipher = createDecipheriv("aes-256-gcm", keys.cipher, raw.subarray(0, ivBytes));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(raw.subarray(raw.length - tagBytes));
  return Buffer.concat([decipher.update(raw.subarray(ivBytes, raw.length - tagBytes)), decipher.final()]).toString(
    "utf8",
  );
}

/**
 * A keyed hash of an e-mail address, so a sealed address can still be found
 * (data requests) without storing it readable. Same address, same hash.
 */
export function emailLookup(keys: DataKeys, email: string): string {
  return createHmac("sha256", keys.lookup).update(email.trim().toLowerCase()).digest("base64url");
}

type Row = Record<string, unknown>;

function mapSealedColumns<T extends Row>(
  table: SealedTable,
  row: T,
  change: (value: string, context: string) => string,
): T {
  const changed: Row = { ...row };
  for (const column of sealedColumns[table]) {
    const value = changed[column];
    if (typeof value === "string") changed[column] = change(value, `${table}.${column}`);
  }
  return changed as T;
}

/** The row with its health-data columns sealed (columns that are absent or null stay so). */
export function sealRow<T extends Row>(keys: DataKeys, table: SealedTable, row: T): T {
  return mapSealedColumns(table, row, (value, context) => seal(keys, value, context));
}

/** The row with its health-data columns opened. */
export function unsealRow<T extends Row>(keys: DataKeys, table: SealedTable, row: T): T {
  return mapSealedColumns(table, row, (value, context) => unseal(keys, value, context));
}
