/**
 * Runs `start` once the browser reports the first contentful paint. The
 * server's HTML is complete (D7), so the first paint need not wait for
 * hydration, the page's longest task, nor share a slow line with its largest
 * script (ADR 0064). A hidden tab paints nothing: it starts when shown; the
 * timer is the safety net for anything else.
 */
function afterFirstPaint(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", once, { once: true });
  setTimeout(once, 3_000);
}

// Hydration with React DOM's client, the largest file of every page, as its own chunk.
afterFirstPaint(() => void import("./hydrate-document"));
