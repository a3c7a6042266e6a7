/** Header and footer links (product.md §2). A `section` link scrolls to that anchor on /home. */
export type NavItem = { label: string; to: string } | { label: string; section: HomeSection };

export type HomeSection = "about" | "approach" | "testimonials" | "contact";

export const mainNavigation: NavItem[] = [
  { label: "Aanbod", to: "/aanbod" },
  { label: "Over mij", to: "/over-mij" },
  { label: "Blog", to: "/blog" },
  { label: "Echte verhalen", section: "testimonials" },
  { label: "Contact", section: "contact" },
];

/** Screen-reader text after a link that opens in a new tab (the footer's, on every page, so it lives here). */
export const newTabLabel = "(opent in een nieuw tabblad)";

export const bookingCta = { label: "Boek je gratis kennismaking", to: "/kennismaking" } as const;

/** Names of the header's menus and of the phone menu's toggle (screen readers). */
export const menuLabels = {
  main: "Hoofdmenu",
  mobile: "Mobiel menu",
  open: "Menu openen",
  close: "Menu sluiten",
  bookingBar: "Kennismaking plannen",
} as const;

/** Headings of the footer's columns. */
export const footerHeadings = {
  social: "Sociale media",
  quickLinks: "Snel naar",
  services: "Coaching",
  newsletter: "Nieuwsbrief",
} as const;

export const footerQuickLinks: NavItem[] = [
  { label: "Over mij", section: "about" },
  { label: "Aanpak", section: "approach" },
  { label: "Echte verhalen", section: "testimonials" },
  { label: "Contact", section: "contact" },
  { label: "Blog", to: "/blog" },
];

export const footerServiceLinks: NavItem[] = [
  { label: "Burn-out coaching", to: "/burnout-coaching" },
  { label: "ADHD coaching", to: "/adhd-coaching" },
  { label: "Life coaching", to: "/life-coaching" },
  { label: "Pakketten en prijzen", to: "/coaching-packages" },
  { label: "Gratis zelftest", to: "/test-landing" },
  { label: "Gratis e-book", to: "/ebook-download" },
];

export const legalLinks = [
  { label: "Privacyverklaring", to: "/privacy" },
  { label: "Algemene voorwaarden", to: "/voorwaarden" },
  { label: "Cookiebeleid", to: "/cookies" },
] as const;
