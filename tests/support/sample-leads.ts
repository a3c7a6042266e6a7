import SQLite from "better-sqlite3";
import { join } from "node:path";
import { consentValue, selfTestFields, submitIntent } from "~/features/selftest/fields";
import { selfTestQuestions } from "~/content/selftest";
import { postForm } from "./forms";

/**
 * One row in each lead table of a running server's database (WAL lets us
 * write beside it), so list and detail pages have something to show.
 * Returns the new rows' ids.
 */
export function seedSampleLeads(dataDir: string): { subscriberId: number; ebookId: number; intakeId: number } {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const now = new Date().toISOString();
    const subscriber = db
      .prepare("insert into newsletter_subscribers (email, name, is_active, subscribed_at) values (?, ?, 1, ?)")
      .run("lid@example.nl", "Lid", now);
    const ebook = db
      .prepare("insert into ebook_requests (email, name, requested_at) values (?, ?, ?)")
      .run("lezer@example.nl", "Lezer", now);
    const intake = db
      .prepare(
        "insert into client_test_responses (client_name, submitted_at, consent_at, energieniveau, stressfactoren) values (?, ?, ?, ?, ?)",
      )
      .run("Cliënt", now, now, "Laag, al maanden", "Werk & thuis <samen>");
    return {
      subscriberId: Number(subscriber.lastInsertRowid),
      ebookId: Number(ebook.lastInsertRowid),
      intakeId: Number(intake.lastInsertRowid),
    };
  } finally {
    db.close();
  }
}

/** Takes the self-test through the real form; returns the result page's path with its signed reference. */
export async function submitSelfTest(
  baseUrl: string,
  email = "tester@example.nl",
  extra: Record<string, string> = {},
): Promise<string> {
  const fields: Record<string, string> = {
    intent: submitIntent,
    [selfTestFields.email]: email,
    [selfTestFields.consent]: consentValue,
  };
  for (const question of selfTestQuestions) fields[question.id] = "1";
  // `extra` may also give other answers (q1 to q12).
  Object.assign(fields, extra);
  const response = await postForm(`${baseUrl}/test`, fields);
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) throw new Error(`self-test not accepted: ${response.status}`);
  return location;
}
