import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { env, followSettings } from "./env.server";

/**
 * One structured logger for the whole server: JSON lines on stdout, for log
 * collectors. A person running `npm run dev` in a terminal reads pretty,
 * coloured lines instead (pino-pretty, a development dependency, ADR 0032).
 */
const pretty = env.NODE_ENV === "development" && process.stdout.isTTY;

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Runs `handle` as request `requestId` (server/app.ts, once per request):
 * every log line written meanwhile, in a loader, an action or a render,
 * carries the id, so it can be matched with its request line (ADR 0087).
 */
export function inRequest<T>(requestId: string, handle: () => T): T {
  return requestScope.run({ requestId }, handle);
}

const addressLike = /[^\s<>,;:"'()[\]]+@[^\s<>,;:"'()[\]]+/g;

/** Text fit for the log: every e-mail address replaced (SMTP replies quote the recipient). */
export function redactAddresses(text: string): string {
  return text.replace(addressLike, "[adres]");
}

/** pino's error serializer, with any address in the message or stack replaced: a thrown error may quote input. */
function errorForLog(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error);
  if (typeof serialized.message === "string") serialized.message = redactAddresses(serialized.message);
  if (typeof serialized.stack === "string") serialized.stack = redactAddresses(serialized.stack);
  return serialized;
}

export const logger = pino({
  level: env.LOG_LEVEL,
  base: undefined,
  redact: ["req.headers.cookie", "req.headers.authorization"],
  mixin: () => requestScope.getStore() ?? {},
  serializers: { err: errorForLog },
  ...(pretty && { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } }),
});
followSettings((settings) => (logger.level = settings.LOG_LEVEL));

/** A signed token (body.signature, base64url) as a path segment, such as an e-book download link. */
const tokenSegment = /^[\w-]{16,}\.[\w-]{16,}$/;

/** A path segment as the app reads it: percent-decoded, twice-encoded too (`%2540` is `@`), never throwing. */
function decodedSegment(segment: string): string {
  let text = segment;
  for (let round = 0; round < 3 && text.includes("%"); round++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      break;
    }
  }
  return text;
}

/**
 * A request's path for the log: no query string (signed tokens, addresses)
 * and no path segment that is a token or holds an address, judged on the
 * decoded segment so `%40` hides nothing (ADR 0087).
 */
export function pathForLog(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]*/i, "").split(/[?#]/)[0] ?? "";
  // The coach's private calendar feed: its file name is the secret (ADR 0040).
  if (path.startsWith("/agenda/")) return "/agenda/:token.ics";
  return path
    .split("/")
    .map((segment) => {
      const decoded = decodedSegment(segment).normalize("NFKC");
      if (tokenSegment.test(decoded)) return ":token";
      return decoded.includes("@") ? ":adres" : segment;
    })
    .join("/");
}
