import { sql, type Kysely } from "kysely";

/**
 * A video room per call (ADR 0113): the coach chooses between one fixed link
 * (`video_link_kind` 'fixed', the link in `video_url`) and a new unguessable
 * room per appointment on a Jitsi-style host ('room', `video_room_host`).
 * An appointment keeps its room in `video_room` (sealed like its name: the
 * room is the key to the call), and a move copies it, so the link in the
 * visitor's mail and calendar stays the same. Null: the fixed link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("business_details")
    .addColumn("video_link_kind", "text", (col) =>
      col
        .notNull()
        .defaultTo("fixed")
        .check(sql`video_link_kind in ('fixed', 'room')`),
    )
    .execute();
  await db.schema
    .alterTable("business_details")
    .addColumn("video_room_host", "text", (col) => col.notNull().defaultTo("https://meet.jit.si"))
    .execute();
  await db.schema.alterTable("appointments").addColumn("video_room", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("appointments").dropColumn("video_room").execute();
  await db.schema.alterTable("business_details").dropColumn("video_room_host").execute();
  await db.schema.alterTable("business_details").dropColumn("video_link_kind").execute();
}
