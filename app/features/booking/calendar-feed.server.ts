import { createHash, timingSafeEqual } from "node:crypto";
import { unsealFor } from "~/server/data-key.server";
import { site } from "~/server/env.server";
import { dayMs } from "./amsterdam-time";
import { all, readSettings, withConnection } from "./booking-store.server";
import { appointmentsFeed } from "./calendar-ics.server";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
function sameSecret(given: string, secret: string): boolean {
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * GET /agenda/<token>.ics: the coach's private subscription feed of planned
 * appointments from yesterday on. Anything but the current token is a plain
 * 404; proxies and browsers must not keep a copy.
 */
export async function calendarFeedResponse(file: string, now = Date.now()): Promise<Response> {
  const { settings, rows } = await withConnection((db) => ({
    settings: readSettings(db),
    rows: all(
      db,
      db.kysely
        .selectFrom("appointments")
        .select(["id", "start_at", "end_at", "name", "email"])
        .where("status", "=", "gepland")
        .where("start_at", ">=", new Date(now - dayMs).toISOString())
        .orderBy("start_at"),
    ),
  }));
  const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
  if (!sameSecret(token, settings.feed_token)) {
    return new Response("Niet gevonden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const body = appointmentsFeed(
    rows.map((row) => ({
      id: row.id,
      start: row.start_at,
      end: row.end_at,
      name: unsealFor("appointments", { name: row.name }).name,
      email: row.email,
    })),
    { videoUrl: settings.video_url, organizerEmail: settings.notice_email ?? site.email },
    new Date(now),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
