import type { BookingProvider } from "~/content/booking-provider";

/**
 * The visitor's cookie choice, kept in the browser under 'cookie-consent' in
 * SPEC's shape (D19), plus the random id under which the server keeps its
 * proof. Browser-only: on the server there is never a stored choice.
 */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export type ConsentChoice = Pick<CookieConsent, "analytics" | "marketing">;

export const consentStorageKey = "cookie-consent";
export const consentIdStorageKey = "cookie-consent-id";
/**
 * Bumped when the banner's text or choices change, so the proof says what was
 * shown: the banner with statistics only, or with the external agenda too (ADR 0095).
 */
export const consentBannerVersions: Record<BookingProvider, string> = {
  builtin: "2026-11-25",
  calendly: "2026-11-25-agenda",
};
/** Fired on window when the choice changes, so widgets can react without a reload. */
export const consentChangeEvent = "cookie-consent-change";

/** The body of POST /api/consent (the server validates the same shape). */
export interface ConsentProof extends ConsentChoice {
  id: string;
  bannerVersion: string;
}

// Where localStorage is unavailable (blocked storage, some private modes) the
// choice still holds for this page load, so the banner does not nag on every click.
const memory = new Map<string, string>();

function getItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function setItem(key: string, value: string): void {
  memory.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Kept in memory only; see above.
  }
}

/** The stored text exactly as kept; a stable snapshot for useSyncExternalStore. */
export function readConsentRaw(): string | null {
  if (typeof window === "undefined") return null;
  return getItem(consentStorageKey);
}

/** Parses a stored choice; anything that is not SPEC's shape counts as "no choice yet". */
export function parseConsent(raw: string | null): CookieConsent | null {
  try {
    const parsed = JSON.parse(raw ?? "null") as Partial<CookieConsent> | null;
    if (!parsed || typeof parsed.analytics !== "boolean" || typeof parsed.marketing !== "boolean") return null;
    return { necessary: true, analytics: parsed.analytics, marketing: parsed.marketing };
  } catch {
    return null;
  }
}

export function readConsent(): CookieConsent | null {
  return parseConsent(readConsentRaw());
}

export function hasAnalyticsConsent(): boolean {
  return readConsent()?.analytics === true;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function randomUuid(): string {
  // randomUUID exists only in secure contexts (https, localhost); the fallback builds the same v4 UUID.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser's consent id: made once, then reused so a changed choice updates the same proof row. */
function consentId(): string {
  const existing = getItem(consentIdStorageKey);
  if (existing && uuidPattern.test(existing)) return existing;
  const id = randomUuid();
  setItem(consentIdStorageKey, id);
  return id;
}

const retryDelaysMs = [1000, 2000, 3000];

/**
 * Sends the proof of a choice (D19). Retried like SPEC's generic helper (3
 * times, 1 s times the attempt) when the server is busy or unreachable, so a
 * brief hiccup does not lose it; a refused body (400) is not retried.
 */
async function sendProof(proof: ConsentProof): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch("/api/consent", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(proof),
        // Survives a navigation that starts right after the click.
        keepalive: true,
      });
      if (response.ok || (response.status < 500 && response.status !== 429)) return;
    } catch {
      // Network error: retry below.
    }
    const delay = retryDelaysMs[attempt];
    if (delay === undefined) return;
    await new Promise((resolve) => window.setTimeout(resolve, delay));
  }
}

/**
 * Stores a choice in SPEC's shape, tells the page (consentChangeEvent) and
 * records the proof on the server, with the version of the banner the
 * visitor saw (`provider`'s). Returns the stored consent.
 */
export function saveConsent(choice: ConsentChoice, provider: BookingProvider): CookieConsent {
  const consent: CookieConsent = { necessary: true, analytics: choice.analytics, marketing: choice.marketing };
  setItem(
    consentStorageKey,
    JSON.stringify({ analytics: consent.analytics, marketing: consent.marketing, necessary: consent.necessary }),
  );
  const id = consentId();
  window.dispatchEvent(new CustomEvent<CookieConsent>(consentChangeEvent, { detail: consent }));
  void sendProof({
    id,
    analytics: consent.analytics,
    marketing: consent.marketing,
    bannerVersion: consentBannerVersions[provider],
  });
  return consent;
}
