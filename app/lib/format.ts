/** Formatting shared by the admin screens and the coach's mails: dates in the coach's zone, stored tags. */

/** Dates on the admin lists: dd/MM/yyyy HH:mm in the coach's time zone (product.md §9). */
const formatter = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** '-' when there is no date (product.md §2). Built from parts so no locale punctuation sneaks in. */
export function formatAdminDate(iso: string | null | undefined): string {
  if (!iso) return "-";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "-";
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatter.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} ${part("hour")}:${part("minute")}`;
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

/**
 * Dates on the intake screens and in the coach's notices: Dutch, in the coach's
 * time zone, 'dd MMM yyyy, HH:mm' (product.md §2, §9). Formatted on the server so
 * the browser's own zone cannot make the hydrated page differ from the server's.
 */
const dutchDateTime = new Intl.DateTimeFormat("nl-NL", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Amsterdam",
});

export function formatDutchDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dutchDateTime.format(date);
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
