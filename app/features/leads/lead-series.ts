/** The kinds of lead the dashboard charts and the coach is notified of; shared by the server queries and the chart. */
export const leadSeriesKeys = ["newsletter", "ebooks", "selftests", "intakes"] as const;

export type LeadSeriesKey = (typeof leadSeriesKeys)[number];
