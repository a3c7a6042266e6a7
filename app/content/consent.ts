/**
 * Cookie consent (D19, D20, D21): the banner and the messages of /api/consent
 * and /api/events. The settings dialog's texts are in consent-settings.ts and
 * the footer button's in cookie-settings.ts, each loaded only with its part.
 * Plain text only.
 */

import type { BookingProvider } from "./booking-provider";

export const consentBannerTexts = {
  /** The banner's heading, also the accessible name of its region. */
  title: "Cookies en privacy",
  /** Only what the site uses: the external agenda only with BOOKING_PROVIDER=calendly (ADR 0095). */
  text: {
    builtin:
      "Ik gebruik alleen wat nodig is, tenzij jij meer toestaat: anonieme statistieken op mijn eigen server. Er komt geen andere partij aan te pas.",
    calendly:
      "Ik gebruik alleen wat nodig is, tenzij jij meer toestaat: anonieme statistieken op mijn eigen server en de agenda van een externe planningsdienst.",
  } satisfies Record<BookingProvider, string>,
  policyLink: "Lees het cookiebeleid",
  acceptAll: "Alles accepteren",
  necessaryOnly: "Alleen noodzakelijk",
  settings: "Instellingen",
  close: "Sluiten",
} as const;

/** JSON answers of /api/consent and /api/events: SPEC-style English code, Dutch message (D1). */
export const consentApiMessages = {
  "Validation failed": "Deze gegevens kloppen niet en zijn niet opgeslagen.",
  "Payload too large": "Dit verzoek is te groot.",
  "Rate limit exceeded": "Te veel verzoeken achter elkaar. Probeer het over een moment opnieuw.",
  "Method not allowed": "Dit adres accepteert alleen POST-verzoeken.",
  "Database error": "Er ging iets mis bij het opslaan. Probeer het later opnieuw.",
} as const;

export type ConsentApiCode = keyof typeof consentApiMessages;
