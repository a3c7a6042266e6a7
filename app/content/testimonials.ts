/**
 * Testimonials for the home page carousel and the /landing page (product.md §3, D2):
 * the coach keeps them at /admin/ervaringen (ADR 0061); a fresh install starts
 * with invented samples (migration 0020).
 */
export interface Testimonial {
  text: string;
  name: string;
  role: string;
  /** 1 to 5; omitted means 5. */
  rating?: number;
}

/** What screen readers hear on the carousel's parts and buttons. */
export const carouselLabels = {
  region: "Ervaringen van cliënten",
  slide: (number: number, count: number) => `${number} van ${count}`,
  rating: (stars: number) => `${stars} van 5 sterren`,
  previous: "Vorige ervaring",
  next: "Volgende ervaring",
  stop: "Automatisch doorspelen stoppen",
  stopped: "Automatisch doorspelen is gestopt",
} as const;
