import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Loaded by entry.client.tsx after the first paint (ADR 0064): React DOM's
// client is the largest file of every page and should not share the line with
// the stylesheet and fonts.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
