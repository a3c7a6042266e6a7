import { goLiveTexts, type GoLiveKey } from "~/content/go-live";
import { sampleSite, type BusinessDetails } from "~/content/site";
import { latestRun, offsiteConfigured } from "~/features/backups/backup-runs.server";
import { backupsPath } from "~/features/backups/paths";
import { overdueAfterMs } from "~/features/backups/schedule";
import { adminBusinessPath } from "~/features/business-details/admin-paths";
import { isEbookAvailable } from "~/features/ebook/delivery.server";
import { ebookAdminPath } from "~/features/ebook-admin/admin-view";
import { businessDetails } from "~/server/business.server";
import { db, nowIso } from "~/server/db.server";
import { env, publicUrl } from "~/server/env.server";
import { formatDutchDateTime } from "~/lib/format";

/**
 * The go-live checklist, 'Klaar om live te gaan?' (ADR 0090). One list of
 * checks; each says whether it is still open, now, from the database or the
 * server's settings, and where it is fixed (a screen, or a note for the
 * technical helper in content/go-live.ts). Nothing "done" is stored: fixing
 * the thing is what closes the item. Adding an item is one entry here and its
 * texts.
 */
interface Facts {
  details: BusinessDetails;
}

interface Check {
  key: GoLiveKey;
  /** Open: a line naming what is still to do ("" when there is nothing to add); undefined when done. */
  open: (facts: Facts) => Promise<string | undefined> | string | undefined;
  /** Where the coach fixes it; none: a server setting, explained for the technical helper. */
  fixAt?: string;
}

const when = (condition: boolean, detail = "") => (condition ? detail : undefined);
const fieldNames = goLiveTexts.fieldNames;
const named = (keys: (keyof typeof fieldNames)[]) => keys.map((key) => fieldNames[key]).join(", ");

/** The details still equal to the invented sample of a fresh install. */
function sampleFields(details: BusinessDetails): (keyof typeof fieldNames)[] {
  const same = (key: keyof BusinessDetails) => details[key] !== "" && details[key] === sampleSite[key];
  const keys = ["coachName", "businessName", "email", "phone", "kvk", "btw", "linkedinUrl", "instagramUrl"] as const;
  const found: (keyof typeof fieldNames)[] = keys.filter(same);
  if (same("street") || same("postalCode")) found.splice(4, 0, "address");
  return found;
}

/** What the privacy statement's contact block names (the controller, AVG art. 13), missing or still the sample. */
function privacyGaps(details: BusinessDetails): (keyof typeof fieldNames)[] {
  const samples = new Set(sampleFields(details));
  const address = details.street && details.postalCode && details.city;
  const gaps: [keyof typeof fieldNames, boolean][] = [
    ["businessName", !details.businessName || samples.has("businessName")],
    ["address", !address || samples.has("address")],
    ["email", !details.email || samples.has("email")],
    ["kvk", !details.kvk || samples.has("kvk")],
  ];
  return gaps.filter(([, gap]) => gap).map(([key]) => key);
}

/** Open while no off-site copy is set up, or none succeeded in the last two days (the backup alert's period, ADR 0100). */
async function offsiteGap(): Promise<string | undefined> {
  const words = goLiveTexts.items["back-up-buiten-de-server"];
  if (!offsiteConfigured()) return words.notSet;
  const last = await latestRun("offsite", true);
  if (!last?.finished_at) return words.never;
  return when(
    Date.now() - Date.parse(last.finished_at) > overdueAfterMs,
    words.last(formatDutchDateTime(last.finished_at)),
  );
}

async function adminsWithoutTwoFactor(): Promise<string[]> {
  const rows = await db
    .selectFrom("admins")
    .leftJoin("admin_totp", "admin_totp.user_id", "admins.id")
    .select("admins.email")
    .where("admin_totp.enabled_at", "is", null)
    .orderBy("admins.email")
    .execute();
  return rows.map((row) => row.email);
}

export const goLiveChecks: readonly Check[] = [
  {
    key: "voorbeeld-ervaringen",
    fixAt: "/admin/ervaringen",
    open: async () => {
      const shown = await db
        .selectFrom("testimonials")
        .select("id")
        .where("sample", "=", 1)
        .where("visible", "=", 1)
        .executeTakeFirst();
      return when(shown !== undefined);
    },
  },
  {
    key: "portret",
    fixAt: "/admin/website#portret",
    open: async () => when((await db.selectFrom("site_portrait").select("id").executeTakeFirst()) === undefined),
  },
  {
    key: "voorbeeld-bedrijfsgegevens",
    fixAt: adminBusinessPath,
    open: ({ details }) => {
      const fields = sampleFields(details);
      return when(fields.length > 0, goLiveTexts.items["voorbeeld-bedrijfsgegevens"].detail(named(fields)));
    },
  },
  {
    key: "videolink",
    fixAt: `${adminBusinessPath}#videobellen`,
    // A room per call needs no link of its own (ADR 0113).
    open: ({ details }) => when(details.videoLinkKind === "fixed" && !details.videoUrl),
  },
  { key: "e-book", fixAt: ebookAdminPath, open: () => when(!isEbookAvailable()) },
  { key: "mail-uitbox", open: () => when(!env.SMTP_HOST) },
  { key: "ontwikkelsleutel", open: () => when(!env.DATA_ENCRYPTION_KEY) },
  { key: "https", open: () => when(new URL(publicUrl).protocol !== "https:") },
  { key: "back-up-buiten-de-server", fixAt: backupsPath, open: offsiteGap },
  {
    key: "tweestaps",
    fixAt: "/admin/security",
    open: async () => {
      const emails = await adminsWithoutTwoFactor();
      return when(emails.length > 0, goLiveTexts.items.tweestaps.detail(emails.join(", ")));
    },
  },
  {
    key: "privacy-contact",
    fixAt: adminBusinessPath,
    open: ({ details }) => {
      const gaps = privacyGaps(details);
      return when(gaps.length > 0, goLiveTexts.items["privacy-contact"].detail(named(gaps)));
    },
  },
];

export interface GoLiveItem {
  key: GoLiveKey;
  detail: string;
  fixAt?: string;
}

export interface Dismissal {
  key: GoLiveKey;
  reason: string;
  by: string;
  at: string;
}

/** The open items, and those the coach set aside with a reason (shown apart, each can be undone). */
export async function goLiveChecklist(): Promise<{ open: GoLiveItem[]; dismissed: (GoLiveItem & Dismissal)[] }> {
  const facts: Facts = { details: await businessDetails() };
  const rows = await db.selectFrom("go_live_dismissals").selectAll().execute();
  const dismissals = new Map(rows.map((row) => [row.check_key, row]));
  const open: GoLiveItem[] = [];
  const dismissed: (GoLiveItem & Dismissal)[] = [];
  for (const check of goLiveChecks) {
    const detail = await check.open(facts);
    if (detail === undefined) continue;
    const item = { key: check.key, detail, fixAt: check.fixAt };
    const dismissal = dismissals.get(check.key);
    if (dismissal)
      dismissed.push({ ...item, reason: dismissal.reason, by: dismissal.dismissed_by, at: dismissal.dismissed_at });
    else open.push(item);
  }
  return { open, dismissed };
}

/** Sets an item aside with the coach's reason (again: the newer reason wins). */
export async function dismissCheck(key: GoLiveKey, reason: string, by: string): Promise<void> {
  const row = { check_key: key, reason, dismissed_by: by, dismissed_at: nowIso() };
  await db
    .insertInto("go_live_dismissals")
    .values(row)
    .onConflict((oc) =>
      oc.column("check_key").doUpdateSet({ reason, dismissed_by: by, dismissed_at: row.dismissed_at }),
    )
    .execute();
}

/** Puts a set-aside item back on the list; false when it was not set aside. */
export async function undoDismissal(key: GoLiveKey): Promise<boolean> {
  const result = await db.deleteFrom("go_live_dismissals").where("check_key", "=", key).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
