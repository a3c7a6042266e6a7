import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { imageDir } from "./store.server";

const fileName = /^([0-9a-f]{32})-(\d{1,5})\.(avif|webp|jpg)$/;
const types = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;

/**
 * GET /afbeeldingen/{id}-{width}.{ext}: an uploaded image. The name is matched
 * whole, so no request can reach another file; a stored file never changes
 * (a new upload gets a new id), so browsers may keep it for a year.
 */
export async function uploadedImageResponse(file: string, method: string): Promise<Response> {
  const match = fileName.exec(file);
  const ext = match?.[3] as keyof typeof types | undefined;
  if (!match || !ext) return new Response(null, { status: 404 });
  let body: Buffer;
  try {
    body = await readFile(join(imageDir(), file));
  } catch {
    return new Response(null, { status: 404 });
  }
  const headers = {
    "Content-Type": types[ext],
    "Content-Length": String(body.length),
    "Cache-Control": "public, max-age=31536000, immutable",
  };
  return new Response(method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
}
