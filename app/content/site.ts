/**
 * The practice's identity (D3, D32): who the coach is and how to reach the
 * business. It lives in the database (`business_details`, ADR 0089) and is
 * edited at /admin/bedrijfsgegevens; the values below are the invented SAMPLE
 * a fresh install starts with (unless the environment names its own, see
 * `.env.example`). The go-live checklist flags every field still equal to it.
 */
import type { VideoLinkKind, VideoService } from "./video-services";

/** What every visitor may see: footer, legal pages, structured data, mails. */
export interface SiteIdentity {
  coachName: string;
  businessName: string;
  email: string;
  /** Empty: not shown. */
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  /** 8 digits; empty until the business is registered. */
  kvk: string;
  /** NL + 9 digits + B + 2 digits; empty: not shown. */
  btw: string;
  linkedinUrl: string;
  instagramUrl: string;
  /** The service the video calls use; the copy names it ("Online via Zoom"). */
  videoService: VideoService;
}

/** Everything the coach edits, including what is only for booked visitors and the payments. */
export interface BusinessDetails extends SiteIdentity {
  /** Electronic format (no spaces), shown grouped per 4; empty: none yet. */
  iban: string;
  /** The fixed link of the video calls; only in a booked visitor's mails, page and calendar file, never on a public page. */
  videoUrl: string;
  /** One fixed link for every call, or a new room per call on `videoRoomHost` (ADR 0113). */
  videoLinkKind: VideoLinkKind;
  /** The Jitsi-style host the rooms are made on: https, no trailing slash. */
  videoRoomHost: string;
}

/** The invented sample of a fresh install. */
export const sampleSite: BusinessDetails = {
  coachName: "Koen de Wit",
  businessName: "Koen de Wit Coaching",
  email: "hallo@koendewitcoaching.nl",
  phone: "+31 6 12 34 56 78",
  street: "Oudegracht 100",
  postalCode: "3511 AX",
  city: "Utrecht",
  kvk: "12345678",
  btw: "NL001234567B01",
  iban: "",
  linkedinUrl: "https://www.linkedin.com/in/koendewitcoaching",
  instagramUrl: "https://www.instagram.com/koendewitcoaching",
  videoService: "zoom",
  videoUrl: "",
  videoLinkKind: "fixed",
  videoRoomHost: "https://meet.jit.si",
};

/** The practice in one line, under its name in the footer and in its structured data. */
export const tagline = "Burn-out, ADHD en life coaching voor mannen";

/**
 * The usual price of a coaching session in the market, quoted in copy and the
 * practice's structured data. The coach's own packages and hourly rate live in
 * the database (/admin/pakketten, ADR 0061; defaults in pages/packages.ts).
 */
export const prices = {
  range: { from: 75, to: 100 },
} as const;

/** Marketing facts quoted in copy (product.md §1). */
export const facts = {
  yearsExperience: "7+",
  ownCoaches: 5,
  recoveryMonths: "3 tot 6",
  introMinutes: 30,
} as const;
