import { useEffect, useState } from "react";
import { consentSavedMessage, cookieSettingsLabel } from "~/content/cookie-settings";
import { consentChangeEvent } from "./consent-storage";
import { openConsentSettings } from "./use-consent";

/**
 * The footer's 'Cookie-instellingen' (D6): reopens the settings dialog at any
 * time, prefilled with the current choice. Styled like the footer's links. It
 * also carries the polite announcement after every saved choice, since the
 * footer is on every page and the banner is gone once a choice is made.
 */
export function CookieSettingsButton() {
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    let timer = 0;
    const onChange = () => {
      // Emptied first, so saving the same choice twice is announced twice.
      setAnnouncement("");
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setAnnouncement(consentSavedMessage), 100);
    };
    window.addEventListener(consentChangeEvent, onChange);
    return () => {
      window.removeEventListener(consentChangeEvent, onChange);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={openConsentSettings}
        className="cursor-pointer text-pine-100 underline-offset-4 hover:text-cream hover:underline"
      >
        {cookieSettingsLabel}
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
