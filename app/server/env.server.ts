import { z } from "zod";
import { parseKeyText } from "./data-cipher.server";

/**
 * All settings come from environment variables, validated when first read
 * (at start-up). `.env.example` lists them.
 */
const optionalUrl = z.url({ protocol: /^https?$/ });
/** A retention period in whole days (ADR 0018). */
const days = (fallback: number) => z.coerce.number().int().min(1).max(36_500).default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalUrl.default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /** Secret for signed links (e-book, unsubscribe, test results); generated into the data folder when unset. */
  APP_SECRET: z.string().min(32, "moet minstens 32 tekens zijn").optional(),
  /** The longest a client may take to send one request, headers and body (ADR 0025). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * Encrypts intake answers and self-test results at rest (ADR 0016): 32 bytes as base64 or hex.
   * Unset: a development key in the data folder, only while PUBLIC_URL is localhost.
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((value) => parseKeyText(value) !== null, "moet 32 bytes zijn: base64 (44 tekens) of hex (64 tekens)")
    .optional(),
  /** How long each kind of record is kept (ADR 0018). */
  RETENTION_RATE_LIMIT_DAYS: days(1),
  RETENTION_ANALYTICS_DAYS: days(396),
  RETENTION_CONSENT_DAYS: days(1095),
  RETENTION_INTAKE_DAYS: days(730),
  RETENTION_SELFTEST_DAYS: days(730),
  RETENTION_EBOOK_DAYS: days(730),
  RETENTION_ACCESS_LOG_DAYS: days(730),
  /** Intro calls (and their status history), counted from the appointment's start. */
  RETENTION_APPOINTMENT_DAYS: days(730),
  /** Paid sessions and their credits, per client, counted from the client's last session or credit (ADR 0123). */
  RETENTION_SESSION_DAYS: days(730),
  RETENTION_MAIL_QUEUE_DAYS: days(30),
  RETENTION_OUTBOX_DAYS: days(30),
  /** Newsletter mails per minute a broadcast sends (SMTP providers' limits); 0: as fast as the server takes them. */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(60),
  /** The hour (0-23, Dutch time) of the daily backup the server makes (ADR 0099). */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /**
   * The off-site copy's restic repository (ADR 0099): an absolute local path, or `sftp:`, `s3:` or `rest:`.
   * A secret like the password: it may name a user or carry a rest-server's credentials.
   */
  BACKUP_REPOSITORY: z
    .string()
    .regex(/^(\/|sftp:|s3:|rest:)/, "moet een absoluut pad zijn of beginnen met sftp:, s3: of rest:")
    .optional(),
  /** The restic repository's password; environment only, never in the database, a log or a backup. */
  BACKUP_PASSWORD: z.string().min(16, "moet minstens 16 tekens zijn").optional(),
  /** Multiplies every rate limit; only for benchmarks and load tests. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** Tests only: a file holding an ISO time the blog's schedule reads as "now" (app/server/clock.server.ts). */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  /**
   * Mollie's API key (test_... or live_..., ADR 0106): iDEAL is offered only with it; without it
   * the payment page offers bank transfer alone (D33). Environment only, never stored or logged.
   */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/, "moet met test_ of live_ beginnen")
    .optional(),
  /** Tests only: the address of a local stand-in of Mollie's API (tests/support/mollie-stand-in.ts). */
  MOLLIE_API_ENDPOINT: optionalUrl.optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  /** Sender of every mail; defaults to the business name and contact e-mail of /admin/bedrijfsgegevens (D32). */
  MAIL_FROM: z.string().min(3).optional(),
  /** Where the coach's notices of new leads go (no answers in them, ADR 0053); unset: the business's contact address. */
  INTAKE_NOTICE_EMAIL: z.email().optional(),
  /** The code the first admin must give to sign up (D12); generated and logged once when unset. Long enough not to be guessed. */
  ADMIN_SETUP_CODE: z.string().min(16, "moet minstens 16 tekens zijn").optional(),
  /** How long an admin session lasts, in hours. */
  SESSION_HOURS: z.coerce.number().positive().max(720).default(12),
  /**
   * The practice's identity for a fresh install (D32): migration 0030 copies
   * them into the database once; from then on /admin/bedrijfsgegevens is where
   * they change (ADR 0089). Checked here so a typo stops the first start.
   */
  COACH_NAME: z.string().min(1).optional(),
  BUSINESS_NAME: z.string().min(1).optional(),
  CONTACT_EMAIL: z.email().optional(),
  CONTACT_PHONE: z.string().min(6).optional(),
  BUSINESS_STREET: z.string().min(1).optional(),
  BUSINESS_POSTAL_CODE: z.string().min(1).optional(),
  BUSINESS_CITY: z.string().min(1).optional(),
  KVK_NUMBER: z
    .string()
    .regex(/^\d{8}$/, "moet 8 cijfers zijn")
    .optional(),
  BTW_ID: z
    .string()
    .regex(/^NL\d{9}B\d{2}$/, "moet de vorm NL123456789B01 hebben")
    .optional(),
  LINKEDIN_URL: optionalUrl.optional(),
  INSTAGRAM_URL: optionalUrl.optional(),
  /** Where visitors book the intro call (D25, ADR 0047): on this site, or the external widget of D21 at SCHEDULING_URL. */
  BOOKING_PROVIDER: z.enum(["builtin", "calendly"]).default("builtin"),
  SCHEDULING_URL: optionalUrl.default("https://calendly.com/koendewitcoaching/kennismaking"),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value (`KVK_NUMBER=` in a copied .env.example) means "use the default".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema
    .refine((config) => Boolean(config.BACKUP_REPOSITORY) === Boolean(config.BACKUP_PASSWORD), {
      message: "BACKUP_REPOSITORY en BACKUP_PASSWORD horen bij elkaar: zet ze allebei, of geen van beide",
      path: ["BACKUP_PASSWORD"],
    })
    .safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let current: Env | undefined;

/** The one way to the settings (ADR 0077): parsed and checked from the environment on first use. */
function settings(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/**
 * Every setting, read through `settings()` when it is used, never when a
 * module loads: so a test or script can configure them after its imports.
 */
export const env = Object.defineProperties(
  {} as Env,
  Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, { enumerable: true, get: () => settings()[key as keyof Env] }]),
  ),
);

const followers: ((settings: Env) => void)[] = [];

/** For a module that keeps a setting beyond one read (the logger's level): called again when the settings change. */
export function followSettings(follower: (settings: Env) => void): void {
  followers.push(follower);
}

/**
 * For a test or script that runs the app's modules in its own process: from
 * now on the settings are these variables over the environment's (undefined
 * removes one). The rest of the app sees them at its next read.
 */
export function configureSettings(variables: Record<string, string | undefined>): void {
  current = parseEnv({ ...process.env, ...variables });
  publicUrl = originOf(current);
  for (const follower of followers) follower(current);
}

function originOf(config: Env): string {
  return config.PUBLIC_URL.replace(/\/+$/, "");
}

/** The public origin without a trailing slash, for canonical links and mails. */
export let publicUrl = originOf(env);
