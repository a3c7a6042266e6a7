import { useEffect, useRef } from "react";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Card, Section } from "~/components/ui/layout";
import { bookingPage } from "~/content/pages/booking";
import { trackEvent } from "~/features/analytics/track";
import { BookingWidget, isBookingScheduledMessage } from "~/features/booking/BookingWidget";
import { useConsent } from "~/features/consent/use-consent";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Portrait } from "~/components/ui/portrait";
import { Reveal } from "~/components/ui/reveal";
import type { Route } from "./+types/kennismaking";
import { CheckList } from "~/components/ui/check-list";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: bookingPage.metaTitle,
    description: bookingPage.metaDescription,
    path: "/kennismaking",
  });

export default function Kennismaking() {
  const page = bookingPage;
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

  return (
    <>
      <PageHero
        tone="dark"
        eyebrow={page.eyebrow}
        title={page.title}
        aside={
          <figure className="flex items-center gap-4 lg:block lg:justify-self-end">
            <Portrait sizes="(min-width: 1024px) 18rem, 5rem" className="w-20 shrink-0 lg:w-72" />
            <figcaption className="font-medium text-sand-200 lg:mt-4 lg:text-center">{page.portraitCaption}</figcaption>
          </figure>
        }
      >
        <p>{page.intro}</p>
        <p className="flex items-center gap-2 font-semibold text-sand-200">
          <Icon name="video" className="size-5 shrink-0" />
          {page.meta}
        </p>
        <a href="#vrije-tijden" className={buttonClass("light", "lg", "mt-4")}>
          {page.timesLabel}
          <Icon name="chevronDown" />
        </a>
      </PageHero>

      <Section id="vrije-tijden" tone="cream">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <BookingWidget autoLoad={marketingConsent} onWidgetClick={onWidgetClick} />
          <Reveal>
            <Card>
              <h2 id="verwachten-titel" className="text-3xl font-semibold leading-tight sm:text-4xl">
                {page.expectTitle}
              </h2>
              <CheckList items={page.expect} bubble className="mt-6 space-y-4 text-lg leading-relaxed" />
            </Card>
          </Reveal>
        </div>
      </Section>
    </>
  );
}
