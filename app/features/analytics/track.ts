import { hasAnalyticsConsent } from "~/features/consent/consent-storage";
import type { AnalyticsEventName } from "./events";

/**
 * Sends one event to our own server (/api/events), and only when the visitor
 * allowed analytics (D20). Fire-and-forget: a lost event never bothers the
 * visitor. Returns whether it was sent.
 */
export function trackEvent(name: AnalyticsEventName, path = window.location.pathname): boolean {
  if (!hasAnalyticsConsent()) return false;
  const body = new Blob([JSON.stringify({ name, path })], { type: "application/json" });
  // A beacon survives the page being left right after the event (a click on a link).
  if (!navigator.sendBeacon?.("/api/events", body)) {
    void fetch("/api/events", {
      method: "POST",
      body,
      keepalive: true,
      headers: { "Content-Type": "application/json" },
    }).catch(() => undefined);
  }
  return true;
}
