import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sealedForTest, seedPerson } from "./database";
import { seedAppointment } from "./sample-appointment";
import { seedInvoice } from "./sample-invoice";
import { forgeToken } from "./tokens";

/**
 * Eight credits of a new 60-minute type, an invoice, a session some hours ahead (or ago) bound to one
 * of them, the client's link and card, and a self-test result from a month ago with the coach's
 * request to take it again (ADR 0146), in a running server's data folder. The server must have
 * written its secret first: checking any client link makes it do so.
 */
export function seedClient(
  dataDir: string,
  email: string,
  sessionHoursAhead = 3,
): { path: string; card: string; retakePath: string } {
  const now = new Date().toISOString();
  const retakeId = randomBytes(16).toString("base64url");
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  let typeId: number;
  let lookup: string;
  try {
    lookup = seedPerson(db, dataDir, { email, name: "Mark de Vries", at: now, kind: "newsletter" });
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    db.prepare(
      "insert into test_results (profiel, score, email, email_lookup, answers, consent_at, created_at) values (@profiel, @score, @email, @email_lookup, @answers, @consent_at, @created_at)",
    ).run(
      sealedForTest(dataDir, "test_results", {
        profiel: "Burnout / ADHD-Executive",
        score: 29,
        email,
        answers: "[3,3,2,3,2,3,2,2,3,2,2,2]",
        consent_at: monthAgo,
        created_at: monthAgo,
      }),
    );
    db.prepare(
      "insert into selftest_retakes (person_id, token_id, requested_at, expires_at) select id, ?, ?, ? from people where email_lookup = ?",
    ).run(retakeId, now, new Date(Date.now() + 86_400_000).toISOString(), lookup);
    typeId = Number(
      db
        .prepare(
          "insert into session_types (name, minutes, place, buffer_minutes, own_hours, created_at) values ('Coachingsessie', 60, 'online', 0, 0, ?)",
        )
        .run(now).lastInsertRowid,
    );
    const offer = db
      .prepare(
        "insert into payment_offers (client_name, client_email, package_key, description, features, amount_cents, created_by, created_at) values ('Mark de Vries', ?, 'online', 'Online coachingtraject', '[]', 63000, 'coach@example.nl', ?)",
      )
      .run(email, now).lastInsertRowid;
    const grant = db.prepare(
      "insert into session_credits (client_email, session_type_id, offer_id, granted_at, expires_at) values (?, ?, ?, ?, '2099-01-01T00:00:00.000Z')",
    );
    for (let i = 0; i < 8; i++) grant.run(email, typeId, offer, now);
  } finally {
    db.close();
  }
  // Within the day: cancelling it keeps its credit used. An odd minute no other spec books.
  const soon = new Date(Date.now() + sessionHoursAhead * 3_600_000);
  soon.setUTCMinutes(37 + Math.floor(Math.random() * 20), 0, 0);
  const late = seedAppointment(dataDir, { start: soon.toISOString(), name: "Mark de Vries", email });
  const linkId = randomBytes(16).toString("base64url");
  const expires = Date.now() + 86_400_000;
  const write = new SQLite(join(dataDir, "site.db"));
  write.pragma("busy_timeout = 5000");
  try {
    write
      .prepare("update appointments set session_type_id = ?, end_at = ? where id = ?")
      .run(typeId, new Date(soon.getTime() + 3_600_000).toISOString(), late);
    write
      .prepare(
        "update session_credits set appointment_id = ? where id = (select min(id) from session_credits where client_email = ?)",
      )
      .run(late, email);
    write
      .prepare("insert into client_links (link_id, email, created_at, expires_at) values (?, ?, ?, ?)")
      .run(linkId, email, new Date().toISOString(), new Date(expires).toISOString());
  } finally {
    write.close();
  }
  seedInvoice(dataDir, `2026-${String(Date.now()).slice(-6)}`, email);
  const secret = readFileSync(join(dataDir, "app-secret.key"), "utf8").trim();
  return {
    path: `/client/${forgeToken(secret, "client-link", linkId, expires)}`,
    card: `/admin/mensen/${lookup}`,
    retakePath: `/test/opnieuw/${forgeToken(secret, "selftest-retake", retakeId, Date.now() + 86_400_000)}`,
  };
}
