import { startTransition, StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";

async function hydrate() {
  // React DOM's client, the largest file of every page, is only fetched now (ADR 0064).
  const { hydrateRoot } = await import("react-dom/client");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * Runs `start` once the browser reports the first contentful paint. The
 * server's HTML is complete (D7), so the first paint need not wait for
 * hydration, the page's longest task, nor share a slow line with its largest
 * script. A hidden tab paints nothing and starts at once; so does a browser
 * without paint timing (after its first frame); the timer is a safety net.
 */
function afterFirstPaint(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === "hidden") return once();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", once, { once: true });
  setTimeout(once, 3_000);
}

afterFirstPaint(() => void hydrate());
