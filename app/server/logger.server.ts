import pino from "pino";
import { env } from "./env.server";

/** One structured logger for the whole server: JSON lines on stdout. */
export const logger = pino({
  level: env.LOG_LEVEL,
  base: undefined,
  redact: ["req.headers.cookie", "req.headers.authorization"],
});
