import { sql, type Kysely } from "kysely";

/**
 * The practice's identity moves into the database (D32, ADR 0089): one row,
 * id 1, edited at /admin/bedrijfsgegevens. Frozen like every migration: the
 * sample of a fresh install is copied here, not imported. The environment's
 * identity values (COACH_NAME, KVK_NUMBER, ...) are read once, here, so an
 * install that had set them keeps them and a fresh install starts with them;
 * after this the database wins. The video-call link moves here from
 * `booking_settings` beside the service it belongs to; the link every install
 * started with (a public Jitsi room that contradicted "Online via Zoom") is not
 * kept: no link is better than a room anyone can enter, and the go-live
 * checklist asks for the coach's own.
 */
const sample = {
  coach_name: "Koen de Wit",
  business_name: "Koen de Wit Coaching",
  email: "hallo@koendewitcoaching.nl",
  phone: "+31 6 12 34 56 78",
  street: "Oudegracht 100",
  postal_code: "3511 AX",
  city: "Utrecht",
  kvk: "12345678",
  btw_id: "NL001234567B01",
  linkedin_url: "https://www.linkedin.com/in/koendewitcoaching",
  instagram_url: "https://www.instagram.com/koendewitcoaching",
};

/** Which environment variable gave each column before (an empty value meant "the sample"). */
const environmentNames: Record<keyof typeof sample, string> = {
  coach_name: "COACH_NAME",
  business_name: "BUSINESS_NAME",
  email: "CONTACT_EMAIL",
  phone: "CONTACT_PHONE",
  street: "BUSINESS_STREET",
  postal_code: "BUSINESS_POSTAL_CODE",
  city: "BUSINESS_CITY",
  kvk: "KVK_NUMBER",
  btw_id: "BTW_ID",
  linkedin_url: "LINKEDIN_URL",
  instagram_url: "INSTAGRAM_URL",
};

const sampleVideoUrl = "https://meet.jit.si/kennismaking-voorbeeld";

/** The service of a link the coach had set, by its host; "anders" when unknown. */
function serviceOf(url: string): string {
  let host = "";
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return "anders";
  }
  const is = (known: string) => host === known || host.endsWith(`.${known}`);
  if (is("zoom.us")) return "zoom";
  if (is("meet.google.com")) return "google_meet";
  if (is("meet.jit.si") || is("8x8.vc")) return "jitsi";
  if (is("whereby.com")) return "whereby";
  return "anders";
}

interface Tables {
  business_details: Record<
    keyof typeof sample | "id" | "iban" | "video_service" | "video_url" | "updated_at",
    string | number
  >;
  booking_settings: { id: number; video_url: string };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  let table = db.schema
    .createTable("business_details")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`));
  // Every field is text; an empty one is simply not shown (a phone number, a btw-id the coach has not yet).
  for (const column of [...Object.keys(sample), "iban", "video_url"]) {
    table = table.addColumn(column, "text", (col) => col.notNull().defaultTo(""));
  }
  await table
    .addColumn("video_service", "text", (col) =>
      col
        .notNull()
        .defaultTo("zoom")
        .check(sql`video_service in ('zoom', 'google_meet', 'jitsi', 'whereby', 'anders')`),
    )
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  const given = Object.fromEntries(
    Object.entries(environmentNames).map(([column, name]) => {
      const value = process.env[name]?.trim();
      return [column, value ? value : sample[column as keyof typeof sample]];
    }),
  ) as Record<keyof typeof sample, string>;
  const booking = await db.selectFrom("booking_settings").select("video_url").where("id", "=", 1).executeTakeFirst();
  const videoUrl = booking && booking.video_url !== sampleVideoUrl ? booking.video_url : "";
  await db
    .insertInto("business_details")
    .values({
      id: 1,
      ...given,
      iban: "",
      video_service: videoUrl ? serviceOf(videoUrl) : "zoom",
      video_url: videoUrl,
      updated_at: new Date().toISOString(),
    })
    .execute();
  await db.schema.alterTable("booking_settings").dropColumn("video_url").execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema
    .alterTable("booking_settings")
    .addColumn("video_url", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  const row = await db.selectFrom("business_details").select("video_url").where("id", "=", 1).executeTakeFirst();
  await db
    .updateTable("booking_settings")
    .set({ video_url: String(row?.video_url || sampleVideoUrl) })
    .execute();
  await db.schema.dropTable("business_details").execute();
  await sql`delete from content_history where entity = 'business_details'`.execute(db);
}
