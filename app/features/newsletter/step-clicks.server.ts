import { createHmac } from "node:crypto";
import { db } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { takeHits } from "~/server/rate-limit.server";
import { derivedKey, signToken, verifyToken } from "~/server/secret.server";

/**
 * First-party click counts for sequence steps (ADR 0133). A link to the public
 * site in a step's mail goes through `/klik/<token>`: the signed token holds
 * the step and the site path, nothing about the reader, so the count is one
 * number per step and the mail is the same for everyone who gets the step.
 */
const clickPurpose = "sequence-click";
/** As long as the unsubscribe link: people open old mails. */
const clickLinkValidityMs = 5 * 365 * 24 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** A path of the public site (not the admin, not a click link again); null for anything else. */
function publicPath(url: string): string | null {
  if (!url.startsWith(`${publicUrl}/`)) return null;
  const path = url.slice(publicUrl.length);
  return /^\/(admin|klik)([/?#.-]|$)/.test(path) ? null : path;
}

/** The link a step's mail carries instead of `url`: counted when it leads to the public site, else `url` itself. */
export function countedLink(stepId: number, url: string, now = Date.now()): string {
  const path = publicPath(url);
  if (path === null) return url;
  return `${publicUrl}/klik/${signToken(clickPurpose, `${stepId} ${path}`, now + clickLinkValidityMs)}`;
}

/**
 * Looks like a person opening the link rather than a mail scanner or a
 * browser's prefetch: a GET that asks for a page, says no prefetch, and
 * does not name itself a robot or a script. A scanner that passes for a
 * browser counts at most once a day per step (see `followClick`).
 */
function looksLikeAReader(request: Request): boolean {
  const headers = request.headers;
  if (request.method !== "GET") return false;
  if (!(headers.get("accept") ?? "").includes("text/html")) return false;
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-purpose") ?? ""}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  const mode = headers.get("sec-fetch-mode");
  if (mode !== null && mode !== "navigate") return false;
  const agent = headers.get("user-agent") ?? "";
  return agent.startsWith("Mozilla/") && !/bot|crawl|spider|slurp|scan|preview|headless|python|curl|wget/i.test(agent);
}

/** The client under a keyed hash: the rate limit's counter never holds the address itself. */
function clientKey(clientAddress: string): string {
  return createHmac("sha256", derivedKey("click-client")).update(clientAddress).digest("base64url").slice(0, 22);
}

/** The step and site path a counted link holds; null when it is forged, broken or expired. */
function clickTarget(token: string): { step: number; path: string } | null {
  const check = verifyToken(clickPurpose, token);
  if (!check.ok) return null;
  const space = check.payload.indexOf(" ");
  const step = Number(check.payload.slice(0, space));
  const path = check.payload.slice(space + 1);
  return space > 0 && Number.isSafeInteger(step) && publicPath(`${publicUrl}${path}`) !== null ? { step, path } : null;
}

/**
 * A reader followed a counted link: the step's count goes up by one, at most
 * once a day for one client and step, and the reader goes on to the page. A
 * forged, broken or expired link goes to the home page, uncounted.
 */
export async function followClick(token: string, request: Request, clientAddress: string): Promise<Response> {
  const target = clickTarget(token);
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
  if (!target) return new Response(null, { status: 302, headers: { ...headers, Location: `${publicUrl}/home` } });
  if (
    looksLikeAReader(request) &&
    (await takeHits([{ key: `click:${target.step}:${clientKey(clientAddress)}`, limit: 1, windowMs: dayMs }]))
  ) {
    await db
      .updateTable("sequence_steps")
      .set((eb) => ({ clicks: eb("clicks", "+", 1) }))
      .where("id", "=", target.step)
      .execute();
  }
  return new Response(null, { status: 302, headers: { ...headers, Location: `${publicUrl}${target.path}` } });
}
