import type { LeadSeriesKey } from "~/features/leads/lead-series";

/** What the dashboard's leads-per-week chart shows; shared by the server query and the chart. */
export interface WeeklyLeads {
  /** Oldest first; monday/sunday as yyyy-mm-dd calendar days in Amsterdam. */
  weeks: { week: number; year: number; monday: string; sunday: string }[];
  /** Per series, one count per week in the order of `weeks`. */
  counts: Record<LeadSeriesKey, number[]>;
}
