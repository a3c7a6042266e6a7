import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Metadata } from "sharp";
import { env } from "~/server/env.server";
import { db, nowIso } from "~/server/db.server";

/**
 * Images the coach uploads (ADR 0058): checked by content,
 * re-encoded without any metadata (no EXIF GPS, camera or name) and stored
 * at the site's widths as AVIF, WebP and JPEG under DATA_DIR/images, which
 * `npm run backup` copies.
 */
/** A decoded image this large (50 megapixels) is refused: a small file must not unpack into gigabytes. */
const maxPixels = 50_000_000;

const acceptedFormats = new Set(["jpeg", "png", "webp"]);

export function imageDir(): string {
  const dir = join(env.DATA_DIR, "images");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** A temporary upload's path in the images folder; unfinished ones are removed at start-up. */
export function uploadTempPath(): string {
  return join(imageDir(), `.upload-${randomBytes(8).toString("hex")}`);
}

export async function removeUnfinishedImageUploads(): Promise<void> {
  const dir = imageDir();
  for (const name of await readdir(dir)) {
    if (name.startsWith(".upload-")) await rm(join(dir, name), { force: true });
  }
}

/** JPEG, PNG or WebP by their first bytes, whatever the name or the browser said. */
function looksLikeAcceptedImage(head: Buffer): boolean {
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = head.subarray(0, 4).toString("latin1") === "RIFF" && head.subarray(8, 12).toString("latin1") === "WEBP";
  return jpeg || png || webp;
}

export type StoredImage = { ok: true; id: string } | { ok: false; reason: "type" };

/**
 * Converts the upload at `tempPath` (its first bytes in `head`) at every width
 * in `widths` up to its own, and records it. With `aspect` (height / width)
 * it is cropped to that shape around its most interesting part, so a slot
 * with a fixed shape gets the width and height it reserves. The caller
 * removes `tempPath`.
 */
export async function storeImage(
  tempPath: string,
  head: Buffer,
  widths: readonly number[],
  aspect?: number,
): Promise<StoredImage> {
  if (!looksLikeAcceptedImage(head)) return { ok: false, reason: "type" };
  // Loaded on the first upload, not at start-up: most starts never need the image library (ADR 0138).
  const { default: sharp } = await import("sharp");
  const source = () => sharp(tempPath, { limitInputPixels: maxPixels, failOn: "error" });
  let metadata: Metadata;
  try {
    metadata = await source().metadata();
  } catch {
    return { ok: false, reason: "type" };
  }
  if (!acceptedFormats.has(metadata.format) || !metadata.width || !metadata.height)
    return { ok: false, reason: "type" };
  // EXIF orientation applies to the pixels before the EXIF block goes.
  const turned = (metadata.orientation ?? 1) >= 5;
  const turnedWidth = turned ? metadata.height : metadata.width;
  const turnedHeight = turned ? metadata.width : metadata.height;
  // A crop to `aspect` is at most as wide as the image and at most as tall.
  const ownWidth = aspect ? Math.min(turnedWidth, Math.floor(turnedHeight / aspect)) : turnedWidth;
  const ownHeight = aspect ? Math.round(ownWidth * aspect) : turnedHeight;
  const stored = widths.filter((width) => width <= ownWidth);
  if (stored.length === 0) stored.push(ownWidth);
  const id = randomBytes(16).toString("hex");
  const dir = imageDir();
  try {
    for (const width of stored) {
      const resized = source()
        .rotate()
        .resize(
          aspect ? { width, height: Math.round(width * aspect), fit: "cover", position: "attention" } : { width },
        );
      await Promise.all([
        resized
          .clone()
          .avif({ quality: 50 })
          .toFile(join(dir, `${id}-${width}.avif`)),
        resized
          .clone()
          .webp({ quality: 78 })
          .toFile(join(dir, `${id}-${width}.webp`)),
        resized
          .clone()
          .jpeg({ quality: 80, mozjpeg: true })
          .toFile(join(dir, `${id}-${width}.jpg`)),
      ]);
    }
  } catch {
    // A file that passed the header check but does not decode: nothing half-written stays.
    await removeImageFiles(id, stored);
    return { ok: false, reason: "type" };
  }
  const widest = stored.at(-1) ?? ownWidth;
  await db
    .insertInto("uploaded_images")
    .values({
      id,
      widths: JSON.stringify(stored),
      width: widest,
      height: Math.round((ownHeight * widest) / ownWidth),
      created_at: nowIso(),
    })
    .execute();
  return { ok: true, id };
}

async function removeImageFiles(id: string, widths: readonly number[]): Promise<void> {
  const dir = imageDir();
  for (const width of widths) {
    for (const ext of ["avif", "webp", "jpg"]) await rm(join(dir, `${id}-${width}.${ext}`), { force: true });
  }
}
