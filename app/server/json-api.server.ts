import { consentApiMessages, type ConsentApiCode } from "~/content/consent";
import type { z } from "zod";
import { logger } from "./logger.server";
import { takeRateLimit } from "./rate-limit.server";

/** The small JSON endpoints (/api/consent, /api/events) take a few hundred bytes at most. */
const maxBodyBytes = 2048;

/** An error answer: SPEC-style English code plus the Dutch message (D1). */
export function jsonError(code: ConsentApiCode, status: number, headers?: HeadersInit): Response {
  return Response.json({ code, message: consentApiMessages[code] }, { status, headers });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

export function methodNotAllowed(): Response {
  return jsonError("Method not allowed", 405, { Allow: "POST" });
}

/**
 * Reads a small JSON body. Gives `{ ok: false }` with the answer to send when
 * the body is too large or not JSON. The content type is not required: a
 * beacon from an older browser may arrive as text/plain.
 */
export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBodyBytes) return { ok: false, response: jsonError("Payload too large", 413) };
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBodyBytes) return { ok: false, response: jsonError("Payload too large", 413) };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: jsonError("Validation failed", 400) };
  }
}

/** Length of one rate-limit slot for these endpoints. */
const slotMs = 5_000;

/**
 * Rate limit for small, bursty calls (a page view on every click). The default
 * rule (5 per minute, D8) is applied per 5-second slot of the client address:
 * at most 5 calls at once and about 60 a minute, plenty for a visitor and a
 * firm cap for a script. `scope` keeps events and consent proofs apart.
 */
export function takeBurstRateLimit(
  scope: "events" | "consent",
  clientAddress: string,
  now = Date.now(),
): Promise<boolean> {
  return takeRateLimit("default", `${scope}:${clientAddress}:${Math.floor(now / slotMs)}`, now);
}

/**
 * The whole of a small JSON write endpoint: POST only, a bounded body checked
 * by `schema`, the burst rate limit, then `write`. 204 once committed; a JSON
 * `{ code, message }` with 400, 405, 413, 429 or 500 otherwise. Nothing about
 * the visitor is logged.
 */
export async function jsonWriteAction<T>(
  request: Request,
  clientAddress: string,
  options: { scope: "events" | "consent"; schema: z.ZodType<T, unknown>; write: (value: T) => Promise<void> },
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = options.schema.safeParse(body.value);
  if (!parsed.success) return jsonError("Validation failed", 400);
  if (!(await takeBurstRateLimit(options.scope, clientAddress))) {
    return jsonError("Rate limit exceeded", 429, { "Retry-After": "5" });
  }
  try {
    await options.write(parsed.data);
  } catch (err) {
    logger.error({ err, scope: options.scope }, "write not stored");
    return jsonError("Database error", 500);
  }
  return noContent();
}
