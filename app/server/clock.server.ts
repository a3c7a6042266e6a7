import { readFileSync } from "node:fs";
import { env } from "./env.server";

/**
 * The time for rules that wait for a moment (a scheduled blog post). Tests
 * set TEST_CLOCK_FILE to a file holding an ISO time, so they can move the
 * server's clock without sleeping; without it this is the real time.
 */
export function currentTime(): Date {
  if (!env.TEST_CLOCK_FILE) return new Date();
  try {
    const time = Date.parse(readFileSync(env.TEST_CLOCK_FILE, "utf8").trim());
    if (!Number.isNaN(time)) return new Date(time);
  } catch {
    // No file (yet): the real time.
  }
  return new Date();
}
