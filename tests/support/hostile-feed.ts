/**
 * The busy-time feed of the second security review (ADR 0081): 20 events that
 * each repeat every minute, about 3 KB, which blocked every request for 4.2 s
 * when it was expanded on the server's main thread.
 */
export function minutelyFeed(from = Date.now()): string {
  const stamp = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z");
  const events = Array.from({ length: 20 }, (_, i) => [
    "BEGIN:VEVENT",
    `UID:elke-minuut-${i}@voorbeeld.nl`,
    `DTSTAMP:${stamp(from)}`,
    `DTSTART:${stamp(from + i * 60_000)}`,
    `DTEND:${stamp(from + i * 60_000 + 30_000)}`,
    "RRULE:FREQ=MINUTELY",
    "SUMMARY:Elke minuut",
    "END:VEVENT",
  ]).flat();
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//NL", ...events, "END:VCALENDAR", ""].join("\r\n");
}
