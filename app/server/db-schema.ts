import type { ColumnType, Generated } from "kysely";

/**
 * The database's tables (product.md §3 plus DECISIONS). Timestamps are ISO 8601
 * strings in UTC; booleans are 0/1 integers (SQLite has no boolean type).
 */
export interface Database {
  newsletter_subscribers: NewsletterSubscribersTable;
  ebook_requests: EbookRequestsTable;
  test_results: TestResultsTable;
  client_test_responses: ClientTestResponsesTable;
  consents: ConsentsTable;
  analytics_events: AnalyticsEventsTable;
  rate_limit_hits: RateLimitHitsTable;
  mail_queue: MailQueueTable;
  users: UsersTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  editable_content: EditableContentTable;
  admin_totp: AdminTotpTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  access_log: AccessLogTable;
  data_key_check: DataKeyCheckTable;
  used_tokens: UsedTokensTable;
  password_resets: PasswordResetsTable;
  booking_availability: BookingAvailabilityTable;
  booking_settings: BookingSettingsTable;
  booking_blocked_dates: BookingBlockedDatesTable;
  appointments: AppointmentsTable;
  appointment_status_history: AppointmentStatusHistoryTable;
  uploaded_images: UploadedImagesTable;
  blog_posts: BlogPostsTable;
  blog_slug_redirects: BlogSlugRedirectsTable;
  content_history: ContentHistoryTable;
  site_portrait: SitePortraitTable;
  testimonials: TestimonialsTable;
  coaching_packages: CoachingPackagesTable;
  coaching_rates: CoachingRatesTable;
  people: PeopleTable;
  person_notes: PersonNotesTable;
  notification_settings: NotificationSettingsTable;
  admin_dashboard_visits: AdminDashboardVisitsTable;
  newsletter_pending: NewsletterPendingTable;
  broadcasts: BroadcastsTable;
  appointment_requests: AppointmentRequestsTable;
  business_details: BusinessDetailsTable;
  go_live_dismissals: GoLiveDismissalsTable;
  backup_runs: BackupRunsTable;
  backup_watch: BackupWatchTable;
  invoices: InvoicesTable;
  invoice_series: InvoiceSeriesTable;
  invoice_settings: InvoiceSettingsTable;
  payment_offers: PaymentOffersTable;
  payments: PaymentsTable;
  payment_settings: PaymentSettingsTable;
  session_types: SessionTypesTable;
  session_type_availability: SessionTypeAvailabilityTable;
  package_sessions: PackageSessionsTable;
  session_settings: SessionSettingsTable;
  session_credits: SessionCreditsTable;
  session_credit_changes: SessionCreditChangesTable;
  client_links: ClientLinksTable;
  client_login_codes: ClientLoginCodesTable;
  selftest_retakes: SelftestRetakesTable;
  credit_mails: CreditMailsTable;
  session_notes: SessionNotesTable;
  sequences: SequencesTable;
  sequence_steps: SequenceStepsTable;
  sequence_enrolments: SequenceEnrolmentsTable;
}

type Timestamp = string;

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  /** JSON array of strings. */
  tags: ColumnType<string, string | undefined, string>;
  is_active: number;
  subscribed_at: Timestamp;
  last_email_sent_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
  /** Consent proof (migration 0017, ADR 0056): when the form was sent and the link confirmed. */
  consent_signup_at: Timestamp | null;
  consent_confirmed_at: Timestamp | null;
  /** The form it came from: `newsletterSources` in ~/features/newsletter/consent. */
  consent_source: string | null;
  /** The consent line the person saw, word for word, and its version. */
  consent_text: string | null;
  consent_version: string | null;
  /** Set when the mail server refused the address permanently (5xx): 'Onbestelbaar', skipped by broadcasts. */
  bounced_at: Timestamp | null;
  bounce_reason: string | null;
}

/** A signup waiting for its confirmation link (double opt-in); the subscriber row changes only on confirmation. */
export interface NewsletterPendingTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  source: string;
  /** JSON array of tags the subscription gets on confirmation. */
  tags: ColumnType<string, string | undefined, string>;
  consent_text: string;
  consent_version: string;
  requested_at: Timestamp;
  /** Seven days after the last request; after it the link no longer confirms and retention removes the row. */
  expires_at: Timestamp;
  /** When the last confirmation (or already-subscribed note) was mailed, to throttle mails to one address. */
  mailed_at: Timestamp;
}

export type BroadcastStatus = "concept" | "gepland" | "bezig" | "verzonden";

export interface BroadcastsTable {
  id: Generated<number>;
  slug: string;
  subject: string;
  preheader: ColumnType<string, string | undefined, string>;
  body_md: string;
  /** JSON array of tags; empty: every active subscriber. */
  audience_tags: ColumnType<string, string | undefined, string>;
  show_in_archive: ColumnType<number, number | undefined, number>;
  status: BroadcastStatus;
  scheduled_at: Timestamp | null;
  /** When its recipients were queued. */
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EbookRequestsTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  requested_at: Timestamp;
  /** When the mail with the download link went out; null while not (yet) sent. */
  sent_at: Timestamp | null;
}

/**
 * Columns marked "sealed" hold AES-256-GCM ciphertext (`sealFor` / `unsealFor` in
 * ~/server/data-key.server, ADR 0016); never compare or sort on them in SQL.
 */
export interface TestResultsTable {
  id: Generated<number>;
  /** Sealed. 'primary / secondary' (product.md §3). */
  profiel: string;
  score: number;
  /** Sealed. */
  email: string;
  /** Keyed hash of the e-mail address (`lookupFor`), to find a person's results without the address in the clear. */
  email_lookup: string | null;
  /** Sealed. JSON array of the 12 chosen option indexes. */
  answers: string;
  consent_at: Timestamp;
  created_at: Timestamp;
  /** When the coach first opened it (D22, migration 0016); null shows the 'Nieuw' badge. */
  read_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export const intakeAnswerFields = [
  "energieniveau",
  "stressfactoren",
  "concentratie_vergeetachtigheid",
  "emotioneel_uitgeput",
  "jezelf_kwijtgeraakt",
  "slaapkwaliteit",
  "lichamelijke_klachten",
  "eetlust_spijsvertering",
  "overprikkeling",
  "energie_activiteiten",
  "oorzaak_klachten",
  "patronen_gewoonten",
  "omgaan_tegenslagen",
  "grenzen_aangeven",
  "reactie_hulp",
  "leven_betekenis",
  "verbondenheid",
  "waarden_belangrijk",
  "juiste_plek_leven",
  "gewenste_verandering",
  "uitgevallen_werk",
  "duur_klachten",
  "eerdere_hulp",
  "herstel_pogingen",
  "verwachtingen_coaching",
] as const;

export type IntakeAnswerField = (typeof intakeAnswerFields)[number];

/** The name, the address, the phone number and every answer are sealed (see TestResultsTable). */
export type ClientTestResponsesTable = {
  id: Generated<number>;
  client_name: string;
  /** Sealed; null for intakes from before D28 (migration 0015). */
  email: string | null;
  /** Sealed; optional. */
  phone: string | null;
  /** `lookupFor(email)`; set for old intakes when the coach links them to a person. */
  email_lookup: string | null;
  submitted_at: Timestamp;
  consent_at: Timestamp;
  /** When the coach first opened it (D22); null shows the 'Nieuw' badge. */
  read_at: Timestamp | null;
} & Record<IntakeAnswerField, string | null>;

export interface ConsentsTable {
  /** Random id kept in the visitor's browser with the choice (D19). */
  id: string;
  analytics: number;
  marketing: number;
  banner_version: string;
  created_at: Timestamp;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  path: string | null;
  created_at: Timestamp;
}

export interface RateLimitHitsTable {
  key: string;
  at_ms: number;
}

export interface MailQueueTable {
  id: Generated<number>;
  /** The MailContent as JSON; the row is deleted once the mail is sent. */
  mail: string;
  /** Set for newsletter mails: their subscriber's last_email_sent_at is updated on sending. */
  subscriber_id: number | null;
  created_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  /** Broadcast deliveries (migration 0017): unique per broadcast and subscriber; `mail` holds only `{ to }`. */
  broadcast_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set just before the SMTP send; a claimed row that is neither sent nor failed was cut off by a crash. */
  claimed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  sent_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  failed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Sequence deliveries (migration 0053, ADR 0130): unique per step and subscriber; `mail` holds only `{ to }`. */
  sequence_step_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  /** scrypt: "scrypt$N$r$p$salt$hash" (base64url). */
  password_hash: string;
  created_at: Timestamp;
}

/** product.md §3: an admin is a user whose id is in this table. */
export interface AdminsTable {
  id: number;
  email: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the session token: a leaked database does not hand out sessions. */
  id_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface EditableContentTable {
  content_key: string;
  page: string;
  content_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A user's TOTP second factor; enabled_at is null while the set-up awaits its first code. */
/** Signed one-time tokens that have been used (ADR 0029), until they expire. */
export interface UsedTokensTable {
  /** SHA-256 of the token. */
  token_hash: string;
  expires_at: Timestamp;
}

/** A mailed password-reset link (ADR 0118): the hash of its token, never the token. */
export interface PasswordResetsTable {
  /** SHA-256 of the link's random token. */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AdminTotpTable {
  user_id: number;
  /** Sealed with the data cipher (`sealedColumns`, ADR 0028), never the bare secret. */
  secret: string;
  enabled_at: Timestamp | null;
  /** The newest 30-second step accepted, so a code cannot be used twice. */
  last_used_step: number | null;
  created_at: Timestamp;
}

export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the normalised code; the code itself is shown once and never stored. */
  code_hash: string;
  used_at: Timestamp | null;
}

export interface AccessLogTable {
  id: Generated<number>;
  user_id: number;
  user_email: string;
  /** One of `accessActions` in `~/features/admin-audit/access-log.server`. */
  action: string;
  target_table: string | null;
  target_id: number | null;
  /** For list views: the page shown. */
  page: number | null;
  created_at: Timestamp;
}

/** One row (id 1): a known text sealed with the data key, so a start with another key is refused. */
export interface DataKeyCheckTable {
  id: number;
  value: string;
  created_at: Timestamp;
}

/** One weekly time window in which the coach takes intro calls (Europe/Amsterdam wall time). */
export interface BookingAvailabilityTable {
  id: Generated<number>;
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
  /** Minutes after local midnight. */
  start_minute: number;
  end_minute: number;
}

/** One row (id 1): how free times are offered, and the state of the coach's busy-time feed. */
export interface BookingSettingsTable {
  id: number;
  slot_minutes: number;
  buffer_minutes: number;
  notice_minutes: number;
  horizon_days: number;
  /** Null: no daily maximum. */
  max_per_day: number | null;
  /** Where the coach's booking notices go; null: the contact address. */
  notice_email: string | null;
  /** Secret part of /agenda/<token>.ics. */
  feed_token: string;
  /** The coach's own calendar (ICS) whose events block free times; null: none. */
  busy_feed_url: string | null;
  /** The last copy that fetched and parsed. */
  busy_feed_ics: string | null;
  /** JSON [[startMs, endMs], ...] expanded from that copy (recurrences included). */
  busy_feed_busy: string | null;
  busy_feed_fetched_at: Timestamp | null;
  /** Code of the last failure (`BusyFeedError`), cleared by a good fetch. */
  busy_feed_error: string | null;
  busy_feed_error_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface BookingBlockedDatesTable {
  id: Generated<number>;
  /** Local dates 'YYYY-MM-DD', both inclusive. */
  start_date: string;
  end_date: string;
  note: string | null;
}

export const appointmentStatuses = ["gepland", "geannuleerd", "verzet", "geweest"] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** Name, phone and question are sealed (see TestResultsTable); the e-mail address is lower-cased. */
export interface AppointmentsTable {
  id: Generated<number>;
  start_at: Timestamp;
  end_at: Timestamp;
  status: AppointmentStatus;
  name: string;
  email: string;
  phone: string | null;
  question: string | null;
  /** For status 'verzet': the appointment it moved to. */
  rescheduled_to_id: number | null;
  reminder_sent_at: Timestamp | null;
  created_at: Timestamp;
  /** The first appointment of a chain of moves (null for that first one): the calendar UID's id. */
  series_id: ColumnType<number | null, number | null | undefined, never>;
  /** iCalendar SEQUENCE: 0 when booked, one more for every move. */
  sequence: ColumnType<number, number | undefined, never>;
  /** Sealed. This call's own video room (ADR 0113), copied on a move; null: the coach's fixed link. */
  video_room: ColumnType<string | null, string | null | undefined, string | null>;
  /** A paid session's type (D36, ADR 0122); null: the free intro call. */
  session_type_id: ColumnType<number | null, number | null | undefined, never>;
  /** Set when the coach marked the client absent: the session's credit is spent (ADR 0123). */
  no_show_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** A booking waiting for its owner's confirmation (ADR 0080); sealed like AppointmentsTable, one per lower-cased address. */
export interface AppointmentRequestsTable {
  id: Generated<number>;
  email: string;
  start_at: Timestamp;
  name: string;
  phone: string | null;
  question: string | null;
  requested_at: Timestamp;
  expires_at: Timestamp;
}

export interface AppointmentStatusHistoryTable {
  id: Generated<number>;
  appointment_id: number;
  status: AppointmentStatus;
  actor: "bezoeker" | "coach" | "systeem";
  changed_at: Timestamp;
}

/** An image the coach uploaded, stored as DATA_DIR/images/{id}-{width}.{avif,webp,jpg} (ADR 0058). */
export interface UploadedImagesTable {
  id: string;
  /** JSON array of the widths stored, ascending. */
  widths: string;
  /** Size of the widest version. */
  width: number;
  height: number;
  created_at: Timestamp;
}

/** A blog post (ADR 0057): a concept while `published_at` is null, scheduled while it is in the future. */
export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  /** Markdown, rendered and sanitised on the way out (app/server/markdown.server.ts). */
  body: string;
  /** JSON arrays of strings. */
  tags: string;
  keywords: string;
  reading_minutes: number;
  published_at: Timestamp | null;
  /** 'YYYY-MM-DD' of the last change after publication. */
  date_modified: string | null;
  cover_image_id: string | null;
  default_cover: string | null;
  cover_alt: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogSlugRedirectsTable {
  old_slug: string;
  post_id: number;
}

/** The coach's uploaded portrait (ADR 0062): at most one row, id 1. */
export interface SitePortraitTable {
  id: number;
  image_id: string;
  alt: string;
  updated_at: Timestamp;
}

/** Earlier versions of anything the coach edits (ADR 0058). */
export interface ContentHistoryTable {
  id: Generated<number>;
  entity: string;
  entity_id: string;
  snapshot: string;
  saved_by: string;
  saved_at: Timestamp;
}

/**
 * A client's testimonial (ADR 0061). Shown on the site only while `visible`
 * and with `consent_at` set (or still an untouched `sample`). Text only (D24).
 */
export interface TestimonialsTable {
  id: Generated<number>;
  text: string;
  name: string;
  role: string;
  /** 1 to 5. */
  rating: number;
  /** Order on the site, ascending. */
  position: number;
  visible: number;
  consent_at: Timestamp | null;
  sample: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One of the two packages (`key` "online" or "face_to_face"); prices in euro cents (ADR 0061). */
export interface CoachingPackagesTable {
  key: string;
  name: string;
  price_cents: number;
  /** JSON array of the lines under "what is included". */
  features: string;
  updated_at: Timestamp;
}

/** One row (id 1): the hourly rate in euro cents. */
export interface CoachingRatesTable {
  id: number;
  hourly_cents: number;
  updated_at: Timestamp;
}

/**
 * One person: one lower-cased e-mail address that left anything (ADR 0051),
 * maintained on every write by `recordActivity` (~/features/people).
 */
export interface PeopleTable {
  id: Generated<number>;
  /** `lookupFor(email)`: the card's URL key and the match with the sources. */
  email_lookup: string;
  /** Sealed. */
  email: string;
  /** Sealed; the newest name known. */
  name: string | null;
  /** Lower-cased address and names that a source table already holds in clear. */
  search_text: ColumnType<string, string | undefined, string>;
  /** Space-separated keyed hashes of the words of names sealed at their source. */
  name_keys: ColumnType<string, string | undefined, string>;
  /** One of `personStatuses` in ~/features/people/activity. */
  status: ColumnType<string, string | undefined, string>;
  status_at: Timestamp | null;
  /** The status a booking replaced by 'kennismaking-gepland', for a cancellation to put back (ADR 0115). */
  status_before_booking: ColumnType<string | null, string | null | undefined, string | null>;
  first_seen_at: Timestamp;
  last_activity_at: Timestamp;
  newsletter: ColumnType<number, number | undefined, number>;
  ebook: ColumnType<number, number | undefined, number>;
  selftest: ColumnType<number, number | undefined, number>;
  intake: ColumnType<number, number | undefined, number>;
  appointment: ColumnType<number, number | undefined, number>;
}

/** The coach's dated notes on a person; the body is sealed. */
export interface PersonNotesTable {
  id: Generated<number>;
  person_id: number;
  body: string;
  created_at: Timestamp;
}

/** One row (id 1): which new leads mail the coach, and whether as one daily digest (ADR 0053). 0/1 switches. */
export interface NotificationSettingsTable {
  id: number;
  intakes: number;
  selftests: number;
  ebooks: number;
  newsletter: number;
  /** Null: a mail per event; 0-23: one digest a day at that hour (Amsterdam). */
  digest_hour: number | null;
  /** 'YYYY-MM-DD' (Amsterdam) of the last digest run, so a day never gets two. */
  last_digest_day: string | null;
  /** The moment the last digest counted up to; the next one counts from here. */
  last_digest_at: Timestamp | null;
}

/** Per admin: when the dashboard was visited, for 'Nieuw sinds je laatste bezoek' (ADR 0054). */
export interface AdminDashboardVisitsTable {
  user_id: number;
  /** Counting starts here: the last visit of the previous sitting; null before the first. */
  baseline_at: Timestamp | null;
  visited_at: Timestamp;
}

/**
 * One row (id 1): the practice's identity and its video calls (D32, ADR 0089),
 * edited at /admin/bedrijfsgegevens. An empty text is a field not filled in.
 */
export interface BusinessDetailsTable {
  id: number;
  coach_name: string;
  business_name: string;
  email: string;
  phone: string;
  street: string;
  postal_code: string;
  city: string;
  kvk: string;
  btw_id: string;
  /** Electronic format, no spaces. */
  iban: string;
  linkedin_url: string;
  instagram_url: string;
  /** One of `videoServiceKeys` (app/content/video-services.ts). */
  video_service: string;
  video_url: string;
  /** 'fixed': every call uses `video_url`; 'room': a new room per call on `video_room_host` (ADR 0113). */
  video_link_kind: ColumnType<string, string | undefined, string>;
  /** The Jitsi-style host, https origin with an optional path, no trailing slash. */
  video_room_host: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}

/** A go-live checklist item the coach set aside, with the reason (ADR 0090). */
export interface GoLiveDismissalsTable {
  check_key: string;
  reason: string;
  dismissed_by: string;
  dismissed_at: Timestamp;
}

/** One backup, off-site copy or restore test (ADR 0099, ADR 0100). */
export interface BackupRunsTable {
  id: Generated<number>;
  kind: "backup" | "offsite" | "restore-test";
  /** The daily schedule, or an admin's button. */
  trigger: "schedule" | "admin";
  requested_at: Timestamp;
  /** Null while it waits for the backup job. */
  started_at: Timestamp | null;
  /** Null while it waits or runs: at most one such row exists. */
  finished_at: Timestamp | null;
  outcome: "ok" | "failed" | null;
  /** The backup's size; for an off-site copy the snapshot's. */
  bytes: number | null;
  /** The restic snapshot copied or restored. */
  snapshot: string | null;
  /** One word for what went wrong (scripts/lib/data-backup.mjs, offsite.mjs), translated on the screen. */
  error: string | null;
  /** JSON: a restore test's row counts per table, backup and live. */
  details: string | null;
}

/** One row: since when backups are watched, and when the coach was last mailed about missing ones (ADR 0100). */
export interface BackupWatchTable {
  id: number;
  watched_since: Timestamp;
  alert_sent_at: Timestamp | null;
}

/**
 * An invoice or credit invoice (D33, ADR 0102), immutable once issued (a
 * trigger refuses changes): the seller's and client's details and the btw as
 * they were at issue time. Amounts in euro cents; negative on a credit invoice.
 */
export interface InvoicesTable {
  id: Generated<number>;
  /** "2026-0001": the year and the sequence within it. */
  number: string;
  year: number;
  sequence: number;
  kind: "invoice" | "credit";
  /** A credit invoice's original; null once retention removed the original. */
  original_invoice_id: number | null;
  original_number: string | null;
  issued_at: Timestamp;
  /** YYYY-MM-DD in Dutch time. */
  issue_date: string;
  due_date: string | null;
  seller_name: string;
  seller_business_name: string;
  seller_street: string;
  seller_postal_code: string;
  seller_city: string;
  /** ISO 3166-1 alpha-2. */
  seller_country: string;
  seller_kvk: string;
  seller_btw_id: string;
  /** Electronic format; empty when the coach had none filled in. */
  seller_iban: string;
  seller_email: string;
  client_name: string;
  /** Lower-cased: a data request finds the invoices by it. */
  client_email: string;
  client_street: string | null;
  client_postal_code: string | null;
  client_city: string | null;
  client_country: string | null;
  description: string;
  /** YYYY-MM-DD, the period of the service. */
  period_start: string;
  period_end: string;
  excl_cents: number;
  vat_cents: number;
  incl_cents: number;
  vat_regime: "standard" | "small-business" | "exempt";
  vat_rate: number;
  /** The exemption sentence printed on the invoice; null at 21 %. */
  vat_note: string | null;
  /** `paymentMethods` in ~/features/invoices/vat (Mollie's method names). */
  payment_method: string;
  paid_at: Timestamp | null;
  /** The payment's or offer's reference (UBL BuyerReference); the number when none was given. */
  order_reference: string;
  /** SHA-256 (hex) of the stored PDF; null until it is stored. */
  pdf_sha256: string | null;
  created_at: Timestamp;
}

/** The last number taken in each calendar year. */
export interface InvoiceSeriesTable {
  year: number;
  last_sequence: number;
}

/** One row (id 1): the btw regime new invoices get, set at /admin/facturen. */
export interface InvoiceSettingsTable {
  id: number;
  vat_regime: "standard" | "small-business" | "exempt";
  /** The legal ground the coach typed, printed on invoices when the regime is "exempt". */
  exemption_ground: string;
  updated_at: Timestamp | null;
}

/** A package the coach offered to a person (D33, ADR 0105); never changed once sent. */
export interface PaymentOffersTable {
  id: Generated<number>;
  /** The person's card it was sent from; null once the person was erased (the offer is a fiscal record). */
  person_id: number | null;
  client_name: string;
  /** Lower-cased. */
  client_email: string;
  package_key: "online" | "face_to_face" | "custom";
  /** The package's name or the custom line, as the invoice will say it. */
  description: string;
  /** JSON array of what is included, as the payment page shows it. */
  features: string;
  /** Including btw, whole cents. */
  amount_cents: number;
  personal_line: string | null;
  created_by: string;
  created_at: Timestamp;
  /** Reminder mails sent for this open offer (at most two, ADR 0120), and when the last one was queued. */
  reminders_sent: Generated<number>;
  last_reminded_at: Timestamp | null;
  /** The coach took the offer back: its link pays nothing and no reminder goes out. */
  withdrawn_at: Timestamp | null;
}

/** One attempt to pay an offer: iDEAL and the like through Mollie, or a bank transfer (ADR 0105). */
export interface PaymentsTable {
  id: Generated<number>;
  offer_id: number;
  method: "ideal" | "creditcard" | "bancontact" | "banktransfer";
  /** Mollie's payment id ("tr_..."); null for a bank transfer. */
  mollie_id: string | null;
  status: "open" | "paid" | "failed" | "expired" | "canceled" | "refunded";
  amount_cents: number;
  billing_street: string | null;
  billing_postal_code: string | null;
  billing_city: string | null;
  invoice_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: Timestamp | null;
  /** Set while a refund from the admin is under way at Mollie (ADR 0120): a second click waits its turn. */
  refund_started_at: Generated<Timestamp | null>;
}

/** The one row of payment settings (ADR 0119). MOLLIE_API_KEY is never here: it lives in the environment. */
export interface PaymentSettingsTable {
  id: number;
  /** Comma-separated Mollie methods the coach turned on: ideal, creditcard, bancontact. */
  methods: Generated<string>;
  /** The payment terms the payment page shows, as typed ("" for none). */
  terms: Generated<string>;
  /** Days after an offer (and after the first reminder) before a reminder; 0 sends none. */
  reminder_days: Generated<number>;
  updated_at: Timestamp | null;
}

/** A paid session type the coach offers besides the intro call (D36, ADR 0122). */
export interface SessionTypesTable {
  id: Generated<number>;
  name: string;
  minutes: number;
  place: "online" | "locatie";
  /** Where a session at a location takes place; null online. */
  address: string | null;
  buffer_minutes: number;
  /** 1: its own weekly windows (session_type_availability); 0: the intro call's windows. */
  own_hours: number;
  /** Archived types are no longer booked or given by a package; credits and sessions of them stay. */
  archived_at: Timestamp | null;
  created_at: Timestamp;
}

/** One weekly window of a session type with its own hours (Europe/Amsterdam wall time, as BookingAvailabilityTable). */
export interface SessionTypeAvailabilityTable {
  id: Generated<number>;
  session_type_id: number;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

/** How many sessions of a type a package gives (ADR 0122). */
export interface PackageSessionsTable {
  package_key: "online" | "face_to_face";
  session_type_id: number;
  count: number;
}

/** One row (id 1): how long credits hold and how late a client may cancel and keep the credit (ADR 0123). */
export interface SessionSettingsTable {
  id: number;
  credit_months: Generated<number>;
  cancel_hours: Generated<number>;
  updated_at: Timestamp | null;
}

/**
 * One session a client may book (ADR 0123). Free: no appointment and not
 * spent. Bound to a planned session while `appointment_id` is set; spent by a
 * late cancel, a no-show or a session that took place.
 */
export interface SessionCreditsTable {
  id: Generated<number>;
  /** Lower-cased, as AppointmentsTable.email. */
  client_email: string;
  session_type_id: number;
  /** The paid offer that gave it; null: added by the coach by hand. */
  offer_id: number | null;
  granted_at: Timestamp;
  expires_at: Timestamp;
  appointment_id: number | null;
  spent_at: Timestamp | null;
}

/** A credit the coach added or gave back by hand, with the reason (sealed) and who did it (ADR 0123). */
export interface SessionCreditChangesTable {
  id: Generated<number>;
  credit_id: number;
  kind: "toegevoegd" | "teruggegeven";
  reason: string;
  admin_email: string;
  changed_at: Timestamp;
}

/** A mail about a client's credits that was queued (ADR 0141): once per kind and grant, named by the grant's first credit. */
export interface CreditMailsTable {
  id: Generated<number>;
  kind: "twee-over" | "verloopt";
  credit_id: number;
  queued_at: Timestamp;
}

/** The coach's notes on one paid session (ADR 0143), by the first appointment of its chain of moves; both notes sealed. */
export interface SessionNotesTable {
  id: Generated<number>;
  appointment_id: number;
  private_note: string | null;
  shared_note: string | null;
  /** When the shared text last changed (its announcement is queued then). */
  shared_at: Timestamp | null;
  updated_at: Timestamp;
}

/** A follow-up mail sequence (D34, ADR 0130): what starts it and whether it sends. */
export interface SequencesTable {
  id: Generated<number>;
  name: string;
  /** One of `sequenceTriggers` in ~/features/newsletter/sequence-triggers. */
  trigger: string;
  /** For the self-test trigger: only people with this main profile (its code); null for everyone. */
  profile: string | null;
  status: ColumnType<"gepauzeerd" | "actief", "gepauzeerd" | "actief" | undefined, "gepauzeerd" | "actief">;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One mail of a sequence, `delay_hours` after the previous step (the first: after entering), inside its window. */
export interface SequenceStepsTable {
  id: Generated<number>;
  sequence_id: number;
  position: number;
  delay_hours: number;
  subject: string;
  preheader: ColumnType<string, string | undefined, string>;
  body_md: string;
  /** ISO weekdays as digits: '12345' is Monday to Friday (Amsterdam). */
  window_days: ColumnType<string, string | undefined, string>;
  /** The window's hours, [start, end), Amsterdam time. */
  window_start: ColumnType<number, number | undefined, number>;
  window_end: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
  /** Counted clicks on its links to the site (ADR 0133): a number only, nobody's. */
  clicks: Generated<number>;
}

/** One subscriber in one sequence, at most once (ADR 0130). */
export interface SequenceEnrolmentsTable {
  id: Generated<number>;
  sequence_id: number;
  subscriber_id: number;
  entered_at: Timestamp;
  /** The position of the step that goes next; null when none is left. */
  next_position: number | null;
  next_due_at: Timestamp | null;
  exited_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** One of `exitReasons` in ~/features/newsletter/sequence-triggers. */
  exit_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The one live client-page link of a client (ADR 0124); a new link replaces the row. */
export interface ClientLinksTable {
  /** Random; the signed token in the URL names only this. */
  link_id: string;
  /** Lower-cased, as SessionCreditsTable.client_email. */
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** The mailed login code of a link (ADR 0124): a keyed hash, 10 minutes, one use, 5 tries. */
export interface ClientLoginCodesTable {
  link_id: string;
  code_hash: string;
  tries: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A mailed link to take the self-test again (ADR 0146): one use, until `expires_at`; one open per person. */
export interface SelftestRetakesTable {
  id: Generated<number>;
  person_id: number;
  /** Random; the signed token in the URL names only this. */
  token_id: string;
  requested_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The test_results row the link stored; null while open (or once that result is erased). */
  result_id: number | null;
}
