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

/** Whole numbers a notice's text is filled in with, such as how many mails went out. */
export type FlashCounts = Record<string, number>;

/** The Set-Cookie of a flash that shows the notice `key` once on the page at `location`. */
export function flashCookie(location: string, key: string, counts?: FlashCounts): string {
  const path = new URL(location, "http://flash.invalid").pathname;
  const payload = counts ? [path, key, counts] : [path, key];
  const token = signToken(purpose, JSON.stringify(payload), Date.now() + lifetimeSeconds * 1000);
  return setCookie(flashCookieName, token, lifetimeSeconds);
}

/** A 303 to `location` that shows the notice `key` once on that page, with `counts` for its text. */
export function redirectWithFlash(location: string, key: string, counts?: FlashCounts): Response {
  return redirect(location, { status: 303, headers: { "Set-Cookie": flashCookie(location, key, counts) } });
}

/**
 * In the loader of the page a flash leads to: the notice, if the flash is for
 * this page and names one of `keys`, and the headers that clear it (return
 * them with `data()`). A flash for another page is left for that page.
 */
export function readFlash<K extends string>(
  request: Request,
  keys: readonly K[],
): { notice: K | undefined; counts: FlashCounts | undefined; headers: HeadersInit } {
  const value = cookieValue(request, flashCookieName);
  if (!value) return { notice: undefined, counts: undefined, headers: {} };
  const check = verifyToken(purpose, value);
  let target: unknown;
  try {
    target = check.ok ? JSON.parse(check.payload) : null;
  } catch {
    target = null;
  }
  const [path, key, counts] = Array.isArray(target) ? (target as unknown[]) : [];
  if (check.ok && path !== new URL(request.url).pathname) return { notice: undefined, counts: undefined, headers: {} };
  const notice = keys.find((known) => known === key);
  return {
    notice,
    counts: notice ? countsOf(counts) : undefined,
    headers: { "Set-Cookie": setCookie(flashCookieName, "", 0) },
  };
}

/** Only an object of whole, non-negative numbers counts. */
function countsOf(value: unknown): FlashCounts | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, n]) => Number.isSafeInteger(n) && (n as number) >= 0)
    ? Object.fromEntries(entries)
    : undefined;
}
