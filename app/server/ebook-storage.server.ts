import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { env } from "./env.server";

/** The e-book PDFs live in the data folder; the newest one is the current e-book (D16, D17). */
export function ebookDir(): string {
  const dir = join(env.DATA_DIR, "ebooks");
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface StoredEbook {
  name: string;
  path: string;
  size: number;
  uploadedAt: Date;
}

export function currentEbook(): StoredEbook | undefined {
  const dir = ebookDir();
  return readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith(".pdf"))
    .map((name) => {
      const path = join(dir, name);
      const stat = statSync(path);
      return { name, path, size: stat.size, uploadedAt: stat.mtime };
    })
    .sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime())[0];
}

/**
 * Stores an upload under `safeName` (already checked: a bare file name ending
 * in .pdf). The bytes go to a temporary file first, flushed to disk, then are
 * renamed over the target in one step: a failure leaves the old file as it
 * was, and a download in progress keeps reading the file it opened.
 */
export async function saveEbook(safeName: string, bytes: Uint8Array): Promise<StoredEbook> {
  const dir = ebookDir();
  const temp = join(dir, `.upload-${randomUUID()}.tmp`);
  const target = join(dir, safeName);
  try {
    const handle = await open(temp, "wx");
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  const stat = statSync(target);
  return { name: safeName, path: target, size: stat.size, uploadedAt: stat.mtime };
}
