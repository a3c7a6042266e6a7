import { useEffect, useRef } from "react";
import { data, useLocation } from "react-router";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Card, Section } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";
import { changePages, confirmationPage as text } from "~/content/booking";
import { trackEvent } from "~/features/analytics/track";
import { appointmentView } from "~/features/booking/visitor-booking.server";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/afspraak";

/**
 * /afspraak/<token>: "Je afspraak staat" (issue #11). The signed token names
 * the appointment, so no personal data is in the address (ADR 0047);
 * `?geboekt=1` marks the first view right after booking, for the conversion.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await appointmentView(params.token);
  return data(found, { status: found.kind === "planned" || found.kind === "closed" ? 200 : 400 });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: text.metaTitle, description: text.intro, path: "/afspraak", noindex: true });

export default function Appointment({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const counted = useRef(false);
  const justBooked = new URLSearchParams(location.search).has("geboekt");

  useEffect(() => {
    if (!justBooked || counted.current) return;
    counted.current = true;
    // The conversion, only with analytics consent (D20); the path is the booking page's, never the token.
    trackEvent("booking_created", "/kennismaking");
  }, [justBooked]);

  if (loaderData.kind !== "planned") {
    const closed = loaderData.kind === "closed";
    const title = closed
      ? text.cancelledTitle
      : loaderData.kind === "expired"
        ? changePages.expiredTitle
        : changePages.invalidTitle;
    const body = closed ? text.cancelled : loaderData.kind === "expired" ? changePages.expired : changePages.invalid;
    return (
      <>
        <PageHero tone="dark" eyebrow={text.eyebrow} title={title}>
          <p>{body}</p>
        </PageHero>
        <Section tone="cream">
          <ButtonLink to="/kennismaking" size="lg">
            {text.newBooking}
          </ButtonLink>
        </Section>
      </>
    );
  }
  const { view } = loaderData;
  return (
    <>
      <PageHero tone="dark" eyebrow={text.eyebrow} title={text.title}>
        <p>{text.intro}</p>
      </PageHero>
      <Section tone="cream">
        <Card className="max-w-2xl">
          <dl className="grid gap-x-8 gap-y-4 text-lg sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{text.when}</dt>
            <dd>{text.whenText(view.when.day, view.when.time)}</dd>
            <dt className="font-semibold">{text.duration}</dt>
            <dd>{text.minutes(view.minutes)}</dd>
            <dt className="font-semibold">{text.where}</dt>
            <dd>
              {view.videoUrl ? (
                <>
                  {text.whereText}{" "}
                  <a href={view.videoUrl} className="break-all font-medium text-pine-700 underline underline-offset-4">
                    {view.videoUrl}
                  </a>
                </>
              ) : (
                text.whereWithoutLink
              )}
            </dd>
          </dl>
          <a href={view.calendarPath} download="kennismaking.ics" className={buttonClass("primary", "lg", "mt-8")}>
            <Icon name="calendar" />
            {text.addToCalendar}
          </a>
          <h2 className="mt-10 text-xl font-semibold">{text.change}</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            <li>
              <a href={view.reschedulePath} className={buttonClass("secondary")}>
                {text.reschedule}
              </a>
            </li>
            <li>
              <a href={view.cancelPath} className={buttonClass("secondary")}>
                {text.cancel}
              </a>
            </li>
          </ul>
        </Card>
      </Section>
    </>
  );
}
