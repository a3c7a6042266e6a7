import SQLite from "better-sqlite3";
import { join } from "node:path";
import { sealedForTest } from "./database";

export interface SampleAppointment {
  start: string;
  name: string;
  email: string;
  phone?: string;
  question?: string;
  status?: "gepland" | "geannuleerd" | "verzet" | "geweest";
  /** The call's own video room (ADR 0113); absent: the coach's fixed link. */
  videoRoom?: string;
}

/** Puts a 30-minute appointment into a running server's database, sealed as the app stores it; returns its id. */
export function seedAppointment(dataDir: string, row: SampleAppointment): number {
  const sealed = sealedForTest(dataDir, "appointments", {
    name: row.name,
    phone: row.phone ?? null,
    question: row.question ?? null,
    video_room: row.videoRoom ?? null,
  });
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const end = new Date(Date.parse(row.start) + 30 * 60_000).toISOString();
    const insert = db.prepare(
      "insert into appointments (start_at, end_at, status, name, email, phone, question, created_at, video_room) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const created = new Date().toISOString();
    const status = row.status ?? "gepland";
    return Number(
      insert.run(
        row.start,
        end,
        status,
        sealed.name,
        row.email,
        sealed.phone,
        sealed.question,
        created,
        sealed.video_room,
      ).lastInsertRowid,
    );
  } finally {
    db.close();
  }
}

/** A start a week from now at 09:00 UTC: upcoming for the lists, whatever the availability says. */
export function nextWeek(): string {
  const start = new Date(Date.now() + 7 * 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  return start.toISOString();
}
