import type SQLite from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  deriveKeys,
  emailLookup,
  parseKeyText,
  seal,
  sealRow,
  unseal,
  unsealRow,
  type DataKeys,
  type SealedTable,
} from "./data-cipher.server";
import { env, publicUrl } from "./env.server";
import { logger } from "./logger.server";
import { isLocalAddress } from "./public-origin.server";

/** The development key's file name in the data folder (never inside site.db; backups may leave it out). */
export const devKeyFileName = "data-encryption.key";

/** A key problem that must stop the server with this message (no stack trace: it is a setting, not a bug). */
export class DataKeyError extends Error {
  override name = "DataKeyError";
}

function loadKey(): Buffer {
  if (env.DATA_ENCRYPTION_KEY) {
    const key = parseKeyText(env.DATA_ENCRYPTION_KEY);
    // env.server.ts has validated the spelling already; this only satisfies the type.
    if (key) return key;
  }
  const file = join(env.DATA_DIR, devKeyFileName);
  if (!isLocalAddress(publicUrl)) {
    throw new DataKeyError(
      `DATA_ENCRYPTION_KEY ontbreekt: een site op ${publicUrl} start niet zonder eigen sleutel voor de gezondheidsgegevens. ` +
        `Maak er een met \`openssl rand -base64 32\` en bewaar hem buiten de back-up van de data. ` +
        `(DATA_ENCRYPTION_KEY is missing: a site served at a public address needs its own key; ` +
        `a development key, if one was made earlier, is in ${file}.)`,
    );
  }
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600, flag: "wx" });
  }
  logger.warn(
    { file },
    "DATA_ENCRYPTION_KEY is not set: health data is encrypted with a DEVELOPMENT key kept next to the database. " +
      "Fine on localhost; a real deployment must set DATA_ENCRYPTION_KEY (ADR 0016).",
  );
  const key = parseKeyText(readFileSync(file, "utf8"));
  if (!key) throw new DataKeyError(`${file} holds no valid 32-byte key; remove it to make a new development key.`);
  return key;
}

let keys: DataKeys | undefined;

/** The keys of this process, loaded (or, on localhost, made) on first use. */
export function dataKeys(): DataKeys {
  keys ??= deriveKeys(loadKey());
  return keys;
}

const checkTable = "data_key_check";
const checkPlaintext = "coach-site data key check";
const checkContext = `${checkTable}.value`;

/** The value migration 0004 stores, so a later start can tell whether it has the same key. */
export function keyCheckValue(): string {
  return seal(dataKeys(), checkPlaintext, checkContext);
}

/**
 * Refuses a key that is not the one the data was encrypted with, before any
 * migration could write with it: the stored check value must open.
 */
export function verifyDataKey(sqlite: SQLite.Database): void {
  const current = dataKeys();
  const exists = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(checkTable);
  if (!exists) return;
  const row = sqlite.prepare(`select value from ${checkTable} where id = 1`).get() as { value: string } | undefined;
  if (!row) return;
  let opened: string | undefined;
  try {
    opened = unseal(current, row.value, checkContext);
  } catch {
    opened = undefined;
  }
  if (opened !== checkPlaintext) {
    const source = env.DATA_ENCRYPTION_KEY
      ? "de ingestelde sleutel"
      : `de ontwikkelsleutel in ${join(env.DATA_DIR, devKeyFileName)}`;
    throw new DataKeyError(
      `DATA_ENCRYPTION_KEY past niet bij de versleutelde gegevens in de database (gebruikt: ${source}); de server start niet. ` +
        "Zet DATA_ENCRYPTION_KEY (of het sleutelbestand) terug op de sleutel waarmee de gegevens zijn versleuteld. " +
        "(DATA_ENCRYPTION_KEY does not match the key the data in site.db was encrypted with; refusing to start.)",
    );
  }
}

/** A row with its health-data columns sealed with this process's key, ready to store. */
export function sealFor<T extends Record<string, unknown>>(table: SealedTable, row: T): T {
  return sealRow(dataKeys(), table, row);
}

/** A stored row with its health-data columns opened. */
export function unsealFor<T extends Record<string, unknown>>(table: SealedTable, row: T): T {
  return unsealRow(dataKeys(), table, row);
}

/** The keyed hash under which a sealed e-mail address is found. */
export function lookupFor(email: string): string {
  return emailLookup(dataKeys(), email);
}
