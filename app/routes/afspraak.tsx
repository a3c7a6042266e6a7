import { useEffect, useRef } from "react";
import { data, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";
import { changePages, confirmationPage as text } from "~/content/booking";
import { trackEvent } from "~/features/analytics/track";
import { AppointmentConfirmation } from "~/features/booking/AppointmentConfirmation";
import { appointmentView } from "~/features/booking/visitor-booking.server";
import { portrait } from "~/features/portrait/portrait.server";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/afspraak";

/**
 * /afspraak/<token>: "Je afspraak staat" (ADR 0047). The signed token names
 * the appointment, so no personal data is in the address (ADR 0047);
 * `?geboekt=1` marks the first view right after booking, for the conversion.
 */
export async function loader({ params }: Route.LoaderArgs) {
  // The portrait is the portrait feature's: the route brings the two together (no feature cycle, ADR 0073).
  const [found, image] = await Promise.all([appointmentView(params.token), portrait()]);
  const status = found.kind === "planned" || found.kind === "closed" ? 200 : 400;
  return data(found.kind === "planned" ? { ...found, portrait: image } : found, { status });
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
  return <AppointmentConfirmation view={loaderData.view} portrait={loaderData.portrait} />;
}
