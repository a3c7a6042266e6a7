import { useEffect } from "react";
import { useLocation } from "react-router";
import { consentChangeEvent, hasAnalyticsConsent } from "~/features/consent/consent-storage";
import { trackEvent } from "./track";

/**
 * Counts a page view on every path change (D20); trackEvent drops it without
 * analytics consent. Only the path is sent: query strings and fragments can
 * carry tokens or addresses. When the visitor allows analytics on a page, that
 * page's view counts too, or every first page of a visit would be missing.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    trackEvent("page_view", pathname);
  }, [pathname]);

  useEffect(() => {
    let allowed = hasAnalyticsConsent();
    const onChange = () => {
      const nowAllowed = hasAnalyticsConsent();
      if (nowAllowed && !allowed) trackEvent("page_view", window.location.pathname);
      allowed = nowAllowed;
    };
    window.addEventListener(consentChangeEvent, onChange);
    return () => window.removeEventListener(consentChangeEvent, onChange);
  }, []);
}
