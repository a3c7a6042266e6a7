/**
 * Dates on this screen: Dutch, in the coach's time zone, 'dd MMM yyyy, HH:mm'
 * (product.md §2, §9). Formatted on the server so the browser's own zone cannot
 * make the hydrated page differ from the server's.
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
