/** The cookie settings dialog (D19): fetched only when a visitor opens it. Plain text only. */

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
  /** Only offered with BOOKING_PROVIDER=calendly: without the external agenda there is nothing to allow (ADR 0095). */
  marketing: {
    label: "Marketing: de externe agenda",
    description:
      "Laadt de agenda van de planningsdienst (Calendly) meteen op de pagina voor de kennismaking. Die dienst kan eigen cookies plaatsen en gegevens verwerken.",
  } satisfies ConsentCategoryText,
  save: "Keuze opslaan",
  policyLink: "Meer hierover in het cookiebeleid",
} as const;
