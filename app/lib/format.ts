/** Formatting shared by the admin screens and the coach's mails: dates in the coach's zone (ADR 0116), stored tags. */

/**
 * The one place the admin's dates are formatted (ADR 0116): in tables
 * 'di 24-12-2026 10:00' (`formatAdminDate`, `formatTableDate` without the time),
 * in running text and the coach's mails 'dinsdag 24 december 2026 om 10:00'
 * (`formatDutchDateTime`, `formatTextDate` without the time). Always in the
 * coach's time zone, formatted on the server so the browser's own zone cannot
 * make the hydrated page differ from the server's.
 */
import { timeLabel } from "./amsterdam-time";

/** A date and time in an admin table: 'di 24-12-2026 10:00'; '-' when there is none (product.md §2). */
export function formatAdminDate(iso: string | null | undefined): string {
  const day = formatTableDate(iso);
  return day === "-" ? day : `${day} ${timeLabel(Date.parse(iso!))}`;
}

const textDate = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** A date in the admin's running text: 'dinsdag 24 december 2026', in the coach's time zone (ADR 0116). */
export function formatTextDate(iso: string | null | undefined): string {
  if (!iso) return "-";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "-" : textDate.format(date);
}

const tableDate = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  weekday: "short",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** A date in an admin table: 'di 24-12-2026', in the coach's time zone (ADR 0116). Built from parts: no locale punctuation. */
export function formatTableDate(iso: string | null | undefined): string {
  if (!iso) return "-";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "-";
  const parts = tableDate.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday").replace(".", "")} ${part("day")}-${part("month")}-${part("year")}`;
}

/** A calendar date 'YYYY-MM-DD' (a free day) as a table's date, 'di 24-12-2026'; noon keeps it on its own day. */
export function formatTableDay(key: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(key) ? formatTableDate(`${key}T12:00:00Z`) : key;
}

/** The tags column holds a JSON array; anything else counts as no tags. */
export function parseTags(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/** A date and time in running text and the coach's mails: 'dinsdag 24 december 2026 om 10:00'. */
export function formatDutchDateTime(iso: string): string {
  const day = formatTextDate(iso);
  return day === "-" ? iso : `${day} om ${timeLabel(Date.parse(iso))}`;
}

const sizeFormat = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1 });

/** A file or backup size the Dutch way: '812 bytes', '8,2 kB', '12,3 MB', '1,2 GB' (powers of 1000). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${units[unit]}`;
}
