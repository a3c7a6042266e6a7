import { sql } from "kysely";
import { parseTags } from "~/lib/format";
import { db } from "~/server/db.server";
import type { BroadcastStatus } from "~/server/db-schema";

/** What the coach writes; validated by the compose form (broadcast-form.ts). */
export interface BroadcastDraft {
  subject: string;
  preheader: string;
  body: string;
  /** Empty: every active subscriber. */
  tags: string[];
  showInArchive: boolean;
}

export interface Broadcast extends BroadcastDraft {
  id: number;
  slug: string;
  status: BroadcastStatus;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
}

type BroadcastRow = {
  id: number;
  slug: string;
  subject: string;
  preheader: string;
  body_md: string;
  audience_tags: string;
  show_in_archive: number;
  status: BroadcastStatus;
  scheduled_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
};

function toBroadcast(row: BroadcastRow): Broadcast {
  return {
    id: row.id,
    slug: row.slug,
    subject: row.subject,
    preheader: row.preheader,
    body: row.body_md,
    tags: parseTags(row.audience_tags),
    showInArchive: row.show_in_archive === 1,
    status: row.status,
    scheduledAt: row.scheduled_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    createdAt: row.created_at,
  };
}

/** A readable, unique address for the archive page: the subject in lower case, then the id. */
function slugFor(subject: string, id: number): string {
  const words = subject
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${words || "nieuwsbrief"}-${id}`;
}

function draftColumns(draft: BroadcastDraft) {
  return {
    subject: draft.subject,
    preheader: draft.preheader,
    body_md: draft.body,
    audience_tags: JSON.stringify(draft.tags),
    show_in_archive: draft.showInArchive ? 1 : 0,
  };
}

/** Saves a new concept; returns its id. */
export async function createBroadcast(draft: BroadcastDraft, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("broadcasts")
      .values({
        ...draftColumns(draft),
        slug: `concept-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
        status: "concept",
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("broadcasts")
      .set({ slug: slugFor(draft.subject, id) })
      .where("id", "=", id)
      .execute();
    return id;
  });
}

/**
 * Changes a concept or a scheduled broadcast (a scheduled one goes back to
 * concept: the coach confirms the time again). Once sending started it is
 * history and stays as sent, except whether the archive shows it.
 */
export async function updateBroadcast(id: number, draft: BroadcastDraft, now = new Date()): Promise<boolean> {
  const current = await db.selectFrom("broadcasts").select("status").where("id", "=", id).executeTakeFirst();
  if (!current) return false;
  if (current.status === "bezig" || current.status === "verzonden") {
    await db
      .updateTable("broadcasts")
      .set({ show_in_archive: draft.showInArchive ? 1 : 0, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    return true;
  }
  await db
    .updateTable("broadcasts")
    .set({
      ...draftColumns(draft),
      slug: slugFor(draft.subject, id),
      status: "concept",
      scheduled_at: null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "in", ["concept", "gepland"])
    .execute();
  return true;
}

export async function findBroadcast(id: number): Promise<Broadcast | undefined> {
  const row = await db.selectFrom("broadcasts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toBroadcast(row) : undefined;
}

/** A sent broadcast the coach put in the public archive, by its slug. */
export async function archivedBroadcast(slug: string): Promise<Broadcast | undefined> {
  const row = await db
    .selectFrom("broadcasts")
    .selectAll()
    .where("slug", "=", slug)
    .where("show_in_archive", "=", 1)
    .where("status", "in", ["bezig", "verzonden"])
    .executeTakeFirst();
  return row ? toBroadcast(row) : undefined;
}

/** Plans a concept for `at` (now: the worker picks it up within a second). */
export async function scheduleBroadcast(id: number, at: Date, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("broadcasts")
    .set({ status: "gepland", scheduled_at: at.toISOString(), updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["concept", "gepland"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Active, deliverable subscribers with at least one of the tags (all of them for no tags). */
function audienceFilter(tags: string[]) {
  const base = sql`s.is_active = 1 and s.bounced_at is null`;
  if (tags.length === 0) return base;
  return sql`${base} and exists (select 1 from json_each(case when json_valid(s.tags) then s.tags else '[]' end) t where t.value in (${sql.join(tags)}))`;
}

/** How many would receive a broadcast to these tags now (the compose screen shows it). */
export async function audienceSize(tags: string[]): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from newsletter_subscribers s where ${audienceFilter(tags)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Every tag in use, for the audience choice and the tag editor. */
export async function tagsInUse(): Promise<string[]> {
  const { rows } = await sql<{
    tag: string;
  }>`select distinct t.value as tag from newsletter_subscribers s, json_each(case when json_valid(s.tags) then s.tags else '[]' end) t where t.type = 'text' order by tag`.execute(
    db,
  );
  return rows.map((row) => row.tag);
}

/**
 * Queues every planned broadcast whose time has come: one mail-queue row per
 * recipient, all in one transaction with the status change, and the unique
 * index on (broadcast, subscriber) makes a second run add nobody (ADR 0055).
 */
export async function queueDueBroadcasts(now = new Date()): Promise<number> {
  const due = await db
    .selectFrom("broadcasts")
    .select(["id", "audience_tags"])
    .where("status", "=", "gepland")
    .where("scheduled_at", "<=", now.toISOString())
    .execute();
  for (const broadcast of due) {
    const nowIso = now.toISOString();
    await db.transaction().execute(async (trx) => {
      await sql`insert into mail_queue (mail, subscriber_id, broadcast_id, created_at, next_attempt_at)
        select json_object('to', s.email), s.id, ${broadcast.id}, ${nowIso}, ${nowIso}
        from newsletter_subscribers s where ${audienceFilter(parseTags(broadcast.audience_tags))}
        order by s.id
        on conflict do nothing`.execute(trx);
      await trx
        .updateTable("broadcasts")
        .set({ status: "bezig", started_at: nowIso, updated_at: nowIso })
        .where("id", "=", broadcast.id)
        .where("status", "=", "gepland")
        .execute();
    });
  }
  return due.length;
}

export interface BroadcastProgress {
  total: number;
  sent: number;
  failed: number;
}

/** "312 van 1.204 verstuurd": counted from the broadcast's queue rows. */
export async function broadcastProgress(id: number): Promise<BroadcastProgress> {
  const row = await db
    .selectFrom("mail_queue")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.count<number>("sent_at").as("sent"),
      eb.fn.count<number>("failed_at").as("failed"),
    ])
    .where("broadcast_id", "=", id)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), sent: Number(row.sent), failed: Number(row.failed) };
}

export interface ArchiveEntry extends BroadcastProgress {
  broadcast: Broadcast;
  /** Recipients who unsubscribed within 7 days after the broadcast started. */
  unsubscribes: number;
}

/** Every broadcast, newest first, with its counts (the admin archive; a coach sends tens, not thousands). */
export async function broadcastArchive(): Promise<ArchiveEntry[]> {
  const rows = await db
    .selectFrom("broadcasts")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const { rows: counts } = await sql<{
    broadcast_id: number;
    total: number;
    sent: number;
    failed: number;
    unsubscribes: number;
  }>`select q.broadcast_id, count(*) as total, count(q.sent_at) as sent, count(q.failed_at) as failed,
      sum(case when s.unsubscribed_at >= b.started_at and s.unsubscribed_at < strftime('%Y-%m-%dT%H:%M:%fZ', b.started_at, '+7 days') then 1 else 0 end) as unsubscribes
    from mail_queue q join broadcasts b on b.id = q.broadcast_id left join newsletter_subscribers s on s.id = q.subscriber_id
    where q.broadcast_id is not null group by q.broadcast_id`.execute(db);
  const byId = new Map(counts.map((count) => [count.broadcast_id, count]));
  return rows.map((row) => {
    const count = byId.get(row.id);
    return {
      broadcast: toBroadcast(row),
      total: Number(count?.total ?? 0),
      sent: Number(count?.sent ?? 0),
      failed: Number(count?.failed ?? 0),
      unsubscribes: Number(count?.unsubscribes ?? 0),
    };
  });
}

/** The addresses a broadcast could not reach, with the mail server's (redacted) reason. */
export async function broadcastFailures(id: number): Promise<{ email: string; reason: string }[]> {
  const rows = await db
    .selectFrom("mail_queue")
    .select(["mail", "last_error"])
    .where("broadcast_id", "=", id)
    .where("failed_at", "is not", null)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    email: (JSON.parse(row.mail) as { to: string }).to,
    reason: row.last_error ?? "",
  }));
}
