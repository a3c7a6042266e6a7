import pino from "pino";
import { env, followSettings } from "./env.server";

/**
 * One structured logger for the whole server: JSON lines on stdout, for log
 * collectors. A person running `npm run dev` in a terminal reads pretty,
 * coloured lines instead (pino-pretty, a development dependency, ADR 0032).
 */
const pretty = env.NODE_ENV === "development" && process.stdout.isTTY;

export const logger = pino({
  level: env.LOG_LEVEL,
  base: undefined,
  redact: ["req.headers.cookie", "req.headers.authorization"],
  ...(pretty && { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } }),
});
followSettings((settings) => (logger.level = settings.LOG_LEVEL));

const addressLike = /[^\s<>,;:"'()[\]]+@[^\s<>,;:"'()[\]]+/g;

/** Text fit for the log: every e-mail address replaced (SMTP replies quote the recipient). */
export function redactAddresses(text: string): string {
  return text.replace(addressLike, "[adres]");
}

/** A signed token (body.signature, base64url) as a path segment, such as an e-book download link. */
const tokenSegment = /^[\w-]{16,}\.[\w-]{16,}$/;

/**
 * A request's path for the log: no query string (signed tokens, addresses)
 * and no path segment that is a token or holds an address.
 */
export function pathForLog(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]*/i, "").split(/[?#]/)[0] ?? "";
  // The coach's private calendar feed: its file name is the secret (ADR 0040).
  if (path.startsWith("/agenda/")) return "/agenda/:token.ics";
  return path
    .split("/")
    .map((segment) => (tokenSegment.test(segment) ? ":token" : segment.includes("@") ? ":adres" : segment))
    .join("/");
}
