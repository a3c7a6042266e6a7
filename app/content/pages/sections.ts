/**
 * Sections shared by several pages (home, methodology, blog posts): kept out of
 * the home page's module so those pages do not ship the whole home text.
 */
import { facts } from "../site";
import type { SectionHeading } from "./shared";

export interface BookingInvite {
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  note: string;
}

/** The six-phase approach: on home and /methodology. */
export const approachHeading: SectionHeading = {
  eyebrow: "Mijn aanpak",
  title: "Hoe ik je help, in zes fasen",
  intro:
    "Herstel gaat niet in een rechte lijn, maar wel in herkenbare stappen. We beginnen met een eerlijke nulmeting en werken toe naar een leven dat bij je past. Elke fase bouwt voort op de vorige, in jouw tempo.",
};

/** The closing invitation to book the free intro call: on home and under every blog post. */
export const bookingInvite: BookingInvite = {
  eyebrow: "Contact",
  title: "Zet de eerste stap",
  text: "Twijfel je of coaching iets voor je is? Dat hoef je nu nog niet te weten. In een gratis kennismaking bespreken we waar je tegenaan loopt en of ik je kan helpen. Geen verkooppraatje, wel een eerlijk gesprek.",
  cta: "Boek je gratis kennismaking",
  note: `${facts.introMinutes} minuten • Gratis • Online via {videodienst}`,
};
