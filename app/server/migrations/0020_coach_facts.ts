import type { Kysely } from "kysely";

/**
 * The coach's facts move into the database (ADR 0061): testimonials, the two
 * packages and the hourly rate. A fresh install's values are copied below as
 * this migration inserts them (frozen, ADR 0074). The seeded testimonials are
 * invented samples: no consent is recorded for them, and the coach replaces or
 * hides them at /admin/ervaringen before going live.
 */
/** The tables as this migration writes them (the app's types may move on later). */
interface Seeded {
  testimonials: {
    text: string;
    name: string;
    role: string;
    rating: number;
    position: number;
    visible: number;
    consent_at: string | null;
    sample: number;
    created_at: string;
    updated_at: string;
  };
  coaching_packages: { key: string; name: string; price_cents: number; features: string; updated_at: string };
  coaching_rates: { id: number; hourly_cents: number; updated_at: string };
  content_history: { entity: string };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Seeded>;
  const now = new Date().toISOString();
  await db.schema
    .createTable("testimonials")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("rating", "integer", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("visible", "integer", (col) => col.notNull())
    // When the coach recorded the client's permission; null: none recorded.
    .addColumn("consent_at", "text")
    // 1: an invented example seeded below, until the coach saves it.
    .addColumn("sample", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db
    .insertInto("testimonials")
    .values(
      testimonials.map((item, index) => ({
        text: item.text,
        name: item.name,
        role: item.role,
        rating: item.rating ?? 5,
        position: index + 1,
        visible: 1,
        consent_at: null,
        sample: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  await db.schema
    .createTable("coaching_packages")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("price_cents", "integer", (col) => col.notNull())
    // What is included: a JSON array of lines.
    .addColumn("features", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db
    .insertInto("coaching_packages")
    .values(
      defaultPackages.map((item) => ({
        key: item.key,
        name: item.name,
        price_cents: item.priceCents,
        features: JSON.stringify(item.features),
        updated_at: now,
      })),
    )
    .execute();

  await db.schema
    .createTable("coaching_rates")
    // One row (id 1).
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("hourly_cents", "integer", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db
    .insertInto("coaching_rates")
    .values({ id: 1, hourly_cents: defaultHourlyRateCents, updated_at: now })
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Seeded>;
  await db.schema.dropTable("coaching_rates").execute();
  await db.schema.dropTable("coaching_packages").execute();
  await db.schema.dropTable("testimonials").execute();
  // Their versions are meaningless without them.
  await db.deleteFrom("content_history").where("entity", "in", ["testimonial", "coaching_prices"]).execute();
}

/**
 * SAMPLE CONTENT: invented examples. Presenting invented reviews as real is
 * not allowed; they are marked as samples until the coach replaces them.
 */
export const testimonials: { text: string; name: string; role: string; rating?: number }[] = [
  {
    text: "Ik draaide al jaren zestig uur per week en vond dat normaal. Tot ik op een maandagochtend op de parkeerplaats zat en de auto niet meer uit kon. In de coaching leerde ik eerst weer rusten, en pas daarna nadenken. Geen zweverig gedoe, gewoon eerlijke vragen en kleine stappen. Ik werk nu vier dagen en ben thuis weer echt aanwezig.",
    name: "Martijn V.",
    role: "Projectmanager in de bouw",
  },
  {
    text: "Op mijn vierenveertigste kreeg ik de diagnose ADHD. Eerst opluchting, daarna vooral boosheid om al die verloren jaren. De sessies hielpen me om dat een plek te geven en te zien wat wél werkt in mijn hoofd. Ik plan nu in blokken, houd één lijst bij en vergeet veel minder afspraken. Soms had ik meer structuur tussen de sessies gewild, maar het heeft me veel opgeleverd.",
    name: "Erik J.",
    role: "Accountmanager in de ICT",
    rating: 4,
  },
  {
    text: "Op papier was er niks aan de hand: goede baan, huis, gezin. Toch zat ik elke zondagavond met een knoop in mijn maag. Ik wist niet wat ik wilde, alleen wat ik niet meer wilde. In de gesprekken werd helder wat voor mij echt belangrijk is. Ik heb niet alles in één keer omgegooid, maar ik zet nu wel bewust stappen.",
    name: "Jeroen B.",
    role: "Financieel adviseur",
  },
  {
    text: "Als ondernemer liet ik nooit los. De mail om elf uur 's avonds, de telefoon op het nachtkastje, en ik snauwde om niks tegen mijn kinderen. Wat hielp, was dat hij zelf weet hoe dat is. Geen oordeel, wel een eerlijke spiegel. Mijn energie is nog niet altijd stabiel, maar ik herken de signalen nu op tijd en durf vaker nee te zeggen.",
    name: "Sander K.",
    role: "Eigenaar van een installatiebedrijf",
  },
  {
    text: "Ik twijfelde of een coach die vooral met mannen werkt wel bij mij paste. Dat bleek geen enkel probleem. Na mijn uitval sliep ik slecht en voelde ik me over alles schuldig. We werkten aan ritme, grenzen en het verschil tussen moe en uitgeput. Het ging langzamer dan ik had gehoopt, maar ik sta nu steviger in mijn schoenen dan ooit.",
    name: "Linda M.",
    role: "Teamleider in de zorg",
    rating: 4,
  },
  {
    text: "Ik dacht altijd dat ik gewoon lui en chaotisch was. Tien tabbladen open en niets af. In de coaching leerde ik hoe mijn hoofd werkt en hoe ik AI gebruik als dagelijkse hulp bij het plannen van mijn dag. Klinkt simpel, maar het scheelt me elke dag gedoe. Voor het eerst voelt mijn ADHD niet alleen als een probleem.",
    name: "Thomas R.",
    role: "Softwareontwikkelaar",
  },
];

export const defaultPackages = [
  {
    key: "online",
    name: "Online coachingpakket",
    priceCents: 63_000,
    features: [
      "8 online sessies via Zoom",
      "Praktische opdrachten voor tussen de sessies",
      "Flexibel in te plannen rond je werk",
    ],
  },
  {
    key: "face_to_face",
    name: "Face-to-face coaching",
    priceCents: 110_000,
    features: [
      "8 sessies face-to-face",
      "Wandelcoaching: sessies buiten, in beweging",
      "Inclusief AI-ondersteuning",
      "Praktische opdrachten voor tussen de sessies",
    ],
  },
];

/** € 85 per hour, for single online sessions. */
const defaultHourlyRateCents = 8_500;
