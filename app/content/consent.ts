/**
 * Cookie consent (D19, D20, D21): the banner, the settings dialog, the footer
 * button and the messages of /api/consent and /api/events. Plain text only.
 */

export const consentBannerTexts = {
  /** The banner's heading, also the accessible name of its region. */
  title: "Cookies en privacy",
  text: "Ik gebruik alleen wat nodig is, tenzij jij meer toestaat: anonieme statistieken op mijn eigen server en de agenda van een externe planningsdienst.",
  policyLink: "Lees het cookiebeleid",
  acceptAll: "Alles accepteren",
  necessaryOnly: "Alleen noodzakelijk",
  settings: "Instellingen",
  close: "Sluiten",
} as const;

export interface ConsentCategoryText {
  label: string;
  description: string;
}

export const consentSettingsTexts = {
  title: "Cookie-instellingen",
  intro:
    "Kies zelf waarvoor je toestemming geeft. Je kunt je keuze later altijd wijzigen via ‘Cookie-instellingen’ onderaan elke pagina.",
  /** Accessible name of the group of choices. */
  legend: "Jouw keuzes",
  necessary: {
    label: "Noodzakelijk",
    description:
      "Onthoudt je cookiekeuze in je eigen browser. Dit staat altijd aan, want zonder kan de website je keuze niet onthouden.",
  } satisfies ConsentCategoryText,
  alwaysOn: "Altijd aan",
  analytics: {
    label: "Statistieken",
    description:
      "Telt op mijn eigen server welke pagina’s worden bezocht en welke knoppen worden gebruikt. Zonder naam, e-mailadres of IP-adres, en niet gedeeld met anderen.",
  } satisfies ConsentCategoryText,
  marketing: {
    label: "Marketing: de externe agenda",
    description:
      "Laadt de agenda van de planningsdienst (Calendly) meteen op de pagina voor de kennismaking. Die dienst kan eigen cookies plaatsen en gegevens verwerken.",
  } satisfies ConsentCategoryText,
  save: "Keuze opslaan",
  policyLink: "Meer hierover in het cookiebeleid",
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
