import { mkdirSync, readdirSync, statSync } from "node:fs";
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
