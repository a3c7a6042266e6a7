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

// The server's HTML is complete (D7): the first paint need not wait for
// hydration, the page's longest task, nor share a slow line with its scripts.
// It starts in the task after the first frame. A hidden tab renders no frames
// and starts at once.
if (document.visibilityState === "hidden") void hydrate();
else requestAnimationFrame(() => setTimeout(() => void hydrate(), 0));
