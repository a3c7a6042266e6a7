import { redirect } from "react-router";
import { cookieName, cookieValue, setCookie } from "./cookies.server";
import { signToken, verifyToken } from "./secret.server";

/**
 * The "done" notice after a post/redirect/get (ADR 0098): the action redirects
 * with a signed, short-lived cookie that names the notice and the page it is
 * for; that page's loader reads it once and clears it. Nothing shows in the
 * address bar, a reload shows no notice again, and it works without JavaScript.
 */
export const flashCookieName = cookieName("melding");

const purpose = "flash";
/** Long enough for the browser to follow the redirect, short enough to never show up later. */
const lifetimeSeconds = 60;

/** A 303 to `location` that shows the notice `key` once on that page. */
export function redirectWithFlash(location: string, key: string): Response {
  const path = new URL(location, "http://flash.invalid").pathname;
  const token = signToken(purpose, JSON.stringify([path, key]), Date.now() + lifetimeSeconds * 1000);
  return redirect(location, { status: 303, headers: { "Set-Cookie": setCookie(flashCookieName, token, lifetimeSeconds) } });
}

/**
 * In the loader of the page a flash leads to: the notice, if the flash is for
 * this page and names one of `keys`, and the headers that clear it (return
 * them with `data()`). A flash for another page is left for that page.
 */
export function readFlash<K extends string>(
  request: Request,
  keys: readonly K[],
): { notice: K | undefined; headers: HeadersInit } {
  const value = cookieValue(request, flashCookieName);
  if (!value) return { notice: undefined, headers: {} };
  const check = verifyToken(purpose, value);
  let target: unknown;
  try {
    target = check.ok ? JSON.parse(check.payload) : null;
  } catch {
    target = null;
  }
  const [path, key] = Array.isArray(target) ? (target as unknown[]) : [];
  if (check.ok && path !== new URL(request.url).pathname) return { notice: undefined, headers: {} };
  const notice = keys.find((known) => known === key);
  return { notice, headers: { "Set-Cookie": setCookie(flashCookieName, "", 0) } };
}
