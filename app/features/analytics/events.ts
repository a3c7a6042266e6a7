/** First-party analytics events (D20): names only, never personal data. */
export const analyticsEventNames = [
  "page_view",
  "newsletter_signup",
  "calendly_click",
  "booking_scheduled",
  "booking_created",
  "test_completed",
  "ebook_requested",
  "intake_submitted",
] as const;

export type AnalyticsEventName = (typeof analyticsEventNames)[number];
