import { expect } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The data folder of the server Playwright starts (playwright.config.ts). */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

/** An address no other test or run uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.nl`;
}

/** The raw .eml the e2e server (no SMTP) wrote to its outbox for `email`, waiting for it to appear. */
export async function outboxMailTo(email: string): Promise<string> {
  const outbox = join(e2eDataDir, "outbox");
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return false;
        for (const name of readdirSync(outbox)) {
          const raw = readFileSync(join(outbox, name), "utf8");
          if (new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}\\r?$`, "m").test(raw)) found = raw;
        }
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}
