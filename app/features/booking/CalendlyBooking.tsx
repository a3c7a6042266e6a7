import { useEffect, useRef } from "react";
import { trackEvent } from "~/features/analytics/track";
import { useConsent } from "~/features/consent/use-consent";
import { BookingWidget, isBookingScheduledMessage } from "./BookingWidget";

/** BOOKING_PROVIDER=calendly: the external agenda of D21 with its consent placeholder and conversions. */
export function CalendlyBooking({ schedulingUrl }: { schedulingUrl: string }) {
  // With marketing consent the agenda loads by itself (D21), also when the
  // consent is given while this page is open.
  const marketingConsent = useConsent()?.marketing === true;
  const clickCounted = useRef(false);

  useEffect(() => {
    // The widget's frame tells the page when a booking was made: a conversion (D20, D21).
    const onMessage = (event: MessageEvent) => {
      if (isBookingScheduledMessage(event)) trackEvent("booking_scheduled");
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  const onWidgetClick = () => {
    // One conversion per visit of the page, not one per click inside the agenda.
    if (!clickCounted.current) clickCounted.current = trackEvent("calendly_click");
  };

  return <BookingWidget schedulingUrl={schedulingUrl} autoLoad={marketingConsent} onWidgetClick={onWidgetClick} />;
}
