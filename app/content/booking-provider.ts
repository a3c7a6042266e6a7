/**
 * BOOKING_PROVIDER (D21, ADR 0047): the site's own booking pages, or the
 * external agenda of Calendly behind the visitor's marketing consent. What
 * the cookie banner and policy name depends on it (ADR 0095).
 */
export type BookingProvider = "builtin" | "calendly";
