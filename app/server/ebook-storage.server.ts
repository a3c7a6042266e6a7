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

const unfinishedUpload = /^\.upload-[0-9a-f-]+\.tmp$/;

/** A new, unused temporary file in the e-book folder that an upload streams into (same disk, so the rename is atomic). */
export function uploadTempPath(): string {
  return join(ebookDir(), `.upload-${randomUUID()}.tmp`);
}

/** Uploads cut off by a crash or restart leave their temporary file behind; removed at start. */
export async function removeUnfinishedUploads(): Promise<void> {
  const dir = ebookDir();
  await Promise.all(
    readdirSync(dir)
      .filter((name) => unfinishedUpload.test(name))
      .map((name) => rm(join(dir, name), { force: true })),
  );
}

/**
 * Stores a received upload (`tempPath`, from uploadTempPath) under `safeName`
 * (already checked: a bare file name ending in .pdf). The file is flushed to
 * disk, then renamed over the target in one step: a failure leaves the old
 * file as it was, and a download in progress keeps reading the file it opened.
 */
export async function saveEbook(safeName: string, tempPath: string): Promise<StoredEbook> {
  const target = join(ebookDir(), safeName);
  try {
    const handle = await open(tempPath, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tempPath, target);
  } catch (err) {
    await rm(tempPath, { force: true });
    throw err;
  }
  const stat = statSync(target);
  return { name: safeName, path: target, size: stat.size, uploadedAt: stat.mtime };
}
