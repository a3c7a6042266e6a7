import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { bookingPage } from "~/content/pages/booking";
import { bookingWidgetLabel } from "~/content/ui-labels";

/** The scheduling service's embed script; the CSP allows its origin on /kennismaking only. */
export const widgetScriptSrc = "https://assets.calendly.com/assets/external/widget.js";

/** Origin of the widget's frame; only its messages count (a booking, D21). */
export const calendlyOrigin = "https://calendly.com";

/** Whether a window message is the widget saying that a booking was made. */
export function isBookingScheduledMessage(event: MessageEvent): boolean {
  if (event.origin !== calendlyOrigin) return false;
  const data: unknown = event.data;
  return (
    typeof data === "object" && data !== null && (data as { event?: unknown }).event === "calendly.event_scheduled"
  );
}

/** Size of the widget area (product.md §2, §9). */
const widgetStyle = { minWidth: 320, height: 700 } as const;

type CalendlyWindow = Window & {
  Calendly?: { initInlineWidget(options: { url: string; parentElement: HTMLElement }): void };
};

/**
 * The booking agenda (D21). By default a placeholder of the widget's size says
 * that the agenda comes from an external service, with "Agenda laden" and a
 * plain link that opens the agenda in a new tab; nothing external loads until
 * the visitor presses the button, or `autoLoad` is set (marketing consent).
 *
 * `onWidgetClick` is called for a click in the widget area (placeholder
 * included) and, once the agenda is loaded, when the visitor moves into its
 * frame (clicks inside a cross-origin frame never reach this page).
 */
export function BookingWidget({
  schedulingUrl,
  autoLoad = false,
  onWidgetClick,
}: {
  /** SCHEDULING_URL: the external agenda (D21). */
  schedulingUrl: string;
  autoLoad?: boolean;
  onWidgetClick?: () => void;
}) {
  const text = bookingPage.widgetPlaceholder;
  const widgetUrl = `${schedulingUrl}?hide_gdpr_banner=1`;
  const [requested, setRequested] = useState(false);
  // Consent may arrive after the page has rendered, so this is derived, not stored.
  const loaded = autoLoad || requested;
  const areaRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const focusAfterLoad = useRef(false);
  const onWidgetClickRef = useRef(onWidgetClick);

  useEffect(() => {
    onWidgetClickRef.current = onWidgetClick;
  });

  useEffect(() => {
    if (!loaded) return;
    const calendly = (window as CalendlyWindow).Calendly;
    const element = widgetRef.current;
    if (calendly && element && !element.hasChildNodes()) {
      // The script is already there from an earlier visit in this session.
      calendly.initInlineWidget({ url: widgetUrl, parentElement: element });
    } else if (!document.querySelector(`script[src="${widgetScriptSrc}"]`)) {
      // On load the script fills every .calendly-inline-widget on the page.
      const script = document.createElement("script");
      script.src = widgetScriptSrc;
      script.async = true;
      document.body.appendChild(script);
    }
    if (focusAfterLoad.current) {
      focusAfterLoad.current = false;
      areaRef.current?.focus();
    }
  }, [loaded, widgetUrl]);

  useEffect(() => {
    if (!loaded) return;
    const onBlur = () => {
      window.setTimeout(() => {
        const focused = document.activeElement;
        if (focused instanceof HTMLIFrameElement && areaRef.current?.contains(focused)) onWidgetClickRef.current?.();
      }, 0);
    };
    window.addEventListener("blur", onBlur);
    return () => window.removeEventListener("blur", onBlur);
  }, [loaded]);

  return (
    <div
      ref={areaRef}
      role="region"
      aria-label={bookingWidgetLabel}
      tabIndex={-1}
      onClickCapture={() => onWidgetClickRef.current?.()}
      style={widgetStyle}
      // Below 360 px the 320 px minimum uses the page's side padding too.
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-200 max-[359px]:-mx-5 max-[359px]:rounded-none"
    >
      {loaded ? (
        <div ref={widgetRef} className="calendly-inline-widget" data-url={widgetUrl} style={widgetStyle} />
      ) : (
        <div className="flex h-full flex-col items-center justify-center px-6 text-center sm:px-12">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-pine-50 text-pine-700 ring-1 ring-inset ring-pine-100">
            <Icon name="calendar" className="size-8" />
          </span>
          <h2 className="mt-6 text-2xl font-semibold sm:text-3xl">{text.title}</h2>
          <p className="mt-4 max-w-md text-lg leading-relaxed">{text.text}</p>
          <Button
            size="lg"
            className="mt-8"
            onClick={() => {
              focusAfterLoad.current = true;
              setRequested(true);
            }}
          >
            <Icon name="calendar" />
            {text.loadLabel}
          </Button>
          <a
            href={schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 font-medium text-pine-700 underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700"
          >
            {text.linkLabel}
          </a>
        </div>
      )}
    </div>
  );
}
