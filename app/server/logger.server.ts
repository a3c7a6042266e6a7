import pino from "pino";
import { env } from "./env.server";

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
