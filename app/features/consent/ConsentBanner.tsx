import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { Link } from "react-router";
import { consentBannerTexts as texts } from "~/content/consent";
import { useBookingProvider } from "~/features/site/site-data";
import { saveConsent, type ConsentChoice } from "./consent-storage";
import { closeConsentBanner, closeConsentSettings, openConsentSettings, useConsent, useConsentUi } from "./use-consent";

// Most visitors answer the banner directly: the settings dialog is fetched only when asked for.
const ConsentSettingsDialog = lazy(() =>
  import("./ConsentSettingsDialog").then((module) => ({ default: module.ConsentSettingsDialog })),
);

/**
 * After a choice the banner (and with it the focused button) is gone; focus
 * then goes to the page's main content instead of falling back to the top of
 * the document, and the page does not scroll.
 */
function keepFocusOnPage(): void {
  window.setTimeout(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      document.getElementById("inhoud")?.focus({ preventScroll: true });
    }
  }, 0);
}

/**
 * While the banner is shown, the page gets room below it: the end of the page
 * can be scrolled above the banner, and an element that receives keyboard
 * focus is scrolled clear of it (WCAG 2.4.11, focus not obscured).
 */
function useRoomBelow(element: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const banner = element.current;
    if (!active || !banner) return;
    const root = document.documentElement;
    const apply = () => {
      const height = `${Math.ceil(banner.getBoundingClientRect().height)}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
      document.body.style.paddingBottom = "";
    };
  }, [element, active]);
}

// The primary button's look (~/components/ui/button) with its own sizes: small
// on phones, so both choices fit side by side on one line each. Both choices
// use exactly this class (D19: equally prominent).
const choiceButtonClass =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full bg-pine-700 px-2 py-2 text-sm font-semibold leading-tight text-cream shadow-sm transition-colors hover:bg-pine-800 sm:px-6 sm:text-base";
const minorButtonClass =
  "inline-flex min-h-9 items-center rounded-full px-3 font-medium sm:min-h-10 text-pine-800 underline decoration-pine-300 underline-offset-4 hover:bg-pine-50 hover:decoration-pine-700";

/**
 * The cookie banner (product.md §2/§4, D19): a non-modal region at the bottom,
 * shown only while no choice is stored. It renders nothing on the server and
 * before hydration, so prerendered pages never flash it for returning
 * visitors. 'Alles accepteren' and 'Alleen noodzakelijk' look exactly alike;
 * 'Instellingen' opens the settings dialog, 'Sluiten' hides the banner until
 * the next page load without saving. It also hosts the settings dialog that
 * the footer's 'Cookie-instellingen' opens.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const provider = useBookingProvider();
  const { settingsOpen, bannerClosed } = useConsentUi();
  const bannerRef = useRef<HTMLElement>(null);
  // Once fetched, the dialog stays mounted, so closing it hands focus back to its opener.
  const [settingsLoaded, setSettingsLoaded] = useState(settingsOpen);
  if (settingsOpen && !settingsLoaded) setSettingsLoaded(true);
  const showBanner = consent === null && !bannerClosed;
  useRoomBelow(bannerRef, showBanner);

  if (consent === undefined) return null;

  const choose = (choice: ConsentChoice) => {
    saveConsent(choice, provider);
    closeConsentSettings();
    keepFocusOnPage();
  };

  return (
    <>
      {showBanner && (
        <section
          ref={bannerRef}
          aria-labelledby="cookie-banner-title"
          className="fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white shadow-[0_-10px_30px_-10px_rgba(22,46,39,0.25)]"
        >
          <div className="mx-auto max-w-6xl px-4 py-3 sm:px-8 sm:py-5 lg:flex lg:items-center lg:gap-10">
            <div className="lg:flex-1">
              <h2 id="cookie-banner-title" className="font-sans text-base font-semibold text-ink sm:text-lg">
                {texts.title}
              </h2>
              <p className="mt-1 text-sm leading-snug sm:text-base sm:leading-relaxed">
                {texts.text[provider]}{" "}
                <Link
                  to="/cookies"
                  className="font-medium text-pine-700 underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700"
                >
                  {texts.policyLink}
                </Link>
              </p>
            </div>
            <div className="mt-3 shrink-0 lg:mt-0">
              <div className="grid grid-cols-2 gap-2 sm:gap-3">
                <button
                  type="button"
                  className={choiceButtonClass}
                  // Only what the banner named: the external agenda exists only with Calendly (ADR 0095).
                  onClick={() => choose({ analytics: true, marketing: provider === "calendly" })}
                >
                  {texts.acceptAll}
                </button>
                <button
                  type="button"
                  className={choiceButtonClass}
                  onClick={() => choose({ analytics: false, marketing: false })}
                >
                  {texts.necessaryOnly}
                </button>
              </div>
              <div className="mt-1 flex justify-center gap-4 sm:mt-2 sm:justify-start lg:justify-end">
                <button type="button" className={minorButtonClass} onClick={openConsentSettings}>
                  {texts.settings}
                </button>
                <button
                  type="button"
                  className={minorButtonClass}
                  onClick={() => {
                    closeConsentBanner();
                    keepFocusOnPage();
                  }}
                >
                  {texts.close}
                </button>
              </div>
            </div>
          </div>
        </section>
      )}
      {settingsLoaded && (
        <Suspense fallback={null}>
          <ConsentSettingsDialog
            open={settingsOpen}
            consent={consent}
            withAgenda={provider === "calendly"}
            onClose={closeConsentSettings}
            onSave={choose}
          />
        </Suspense>
      )}
    </>
  );
}
