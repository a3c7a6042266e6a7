/** Dates on an invoice and its pages, the Dutch way: "12 maart 2026". */
const format = (timeZone: string) =>
  new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone });
const calendarDate = format("UTC");
const dutchDay = format("Europe/Amsterdam");

/** For a calendar date, YYYY-MM-DD. */
export function dutchDate(date: string): string {
  return calendarDate.format(new Date(`${date}T12:00:00Z`));
}

/** For an instant (ISO), on its day in Dutch time. */
export function dutchDateOf(instant: string): string {
  return dutchDay.format(new Date(instant));
}
