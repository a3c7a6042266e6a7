import { expect } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { plainText } from "./smtp";

/** The data folder of the server Playwright starts (playwright.config.ts). */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

/** An address no other test or run uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.nl`;
}

/** The raw .eml files the e2e server (no SMTP) wrote to `email`, oldest name first; `since` (ms) skips older files. */
export function outboxMailsTo(email: string, since = 0, dataDir = e2eDataDir): string[] {
  const outbox = join(dataDir, "outbox");
  if (!existsSync(outbox)) return [];
  const addressee = new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}\\r?$`, "m");
  return (
    readdirSync(outbox)
      // A mail still being written is a `.part` file (app/server/mail.server.ts).
      .filter((name) => name.endsWith(".eml"))
      .sort()
      // The file names start with the moment the mail was written (app/server/mail.server.ts).
      .filter((name) => Number(name.split("-")[0]) >= since)
      .map((name) => readFileSync(join(outbox, name), "utf8"))
      .filter((raw) => addressee.test(raw))
  );
}

/**
 * The newest raw .eml the e2e server (or the one with `dataDir`) wrote to
 * `email` whose text holds `containing`, waiting for it to appear.
 */
export async function outboxMailTo(email: string, containing = "", dataDir = e2eDataDir): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = outboxMailsTo(email, 0, dataDir)
          .filter((raw) => plainText(raw).includes(containing))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
