import { lazy, Suspense } from "react";
import { useConsent, useConsentUi } from "./use-consent";

// The banner and its settings dialog are fetched only when a visitor needs them
// (no choice stored yet, or 'Cookie-instellingen' pressed): returning visitors
// never download them, and no page's first load carries them.
const ConsentBanner = lazy(() => import("./ConsentBanner").then((module) => ({ default: module.ConsentBanner })));

export function ConsentLayer() {
  const consent = useConsent();
  const { settingsOpen, bannerClosed } = useConsentUi();
  const needed = (consent === null && !bannerClosed) || settingsOpen;
  if (consent === undefined || !needed) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
