import { data, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { FormSummary } from "~/components/ui/form";
import { Icon } from "~/components/ui/icons";
import { Card, Section } from "~/components/ui/layout";
import { bookingForm, bookingMessages, bookingTimes } from "~/content/booking";
import { bookingPage } from "~/content/pages/booking";
import { BookingForm, bookingFormAnchor } from "~/features/booking/BookingForm";
import { BookingSent } from "~/features/booking/BookingSent";
import { CalendlyBooking } from "~/features/booking/CalendlyBooking";
import { FreeTimes, timeClass } from "~/features/booking/FreeTimes";
import { bookingChoice, handleBooking } from "~/features/booking/visitor-booking.server";
import { portrait } from "~/features/portrait/portrait.server";
import { seoMeta } from "~/features/seo/meta";
import { useVideoCopy } from "~/features/site/site-data";
import { PageHero } from "~/components/ui/page-hero";
import { Portrait } from "~/components/ui/portrait";
import { Reveal } from "~/components/ui/reveal";
import { env } from "~/server/env.server";
import { formResponse } from "~/server/public-form.server";
import type { Route } from "./+types/kennismaking";
import { CheckList } from "~/components/ui/check-list";

/**
 * /kennismaking (D25, ADR 0047). builtin: the free times, server-rendered and
 * served from the page cache (ADR 0082); a time is a plain link (`?tijd=<iso>`)
 * to the short form, whose POST asks the address owner to confirm by mail
 * (ADR 0080). calendly: the external widget of D21, exactly as before.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const image = await portrait();
  if (env.BOOKING_PROVIDER === "calendly") {
    return { provider: "calendly" as const, portrait: image, schedulingUrl: env.SCHEDULING_URL };
  }
  const chosen = new URL(request.url).searchParams.get("tijd");
  return { provider: "builtin" as const, portrait: image, ...(await bookingChoice(chosen)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (env.BOOKING_PROVIDER === "calendly") throw data(null, { status: 405 });
  return formResponse(await handleBooking(request, context.clientAddress));
}

// A chosen time and an answer that echoes what was typed are never cached (the plain page is, ADR 0082).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: bookingPage.metaTitle,
    description: bookingPage.metaDescription,
    path: "/kennismaking",
  });

export default function Kennismaking({ loaderData, actionData }: Route.ComponentProps) {
  const page = bookingPage;
  const video = useVideoCopy();
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow={page.eyebrow}
        title={page.title}
        aside={
          <figure className="flex items-center gap-4 lg:block lg:justify-self-end">
            <Portrait
              image={loaderData.portrait}
              sizes="(min-width: 1024px) 18rem, 5rem"
              className="w-20 shrink-0 lg:w-72"
            />
            <figcaption className="font-medium text-sand-200 lg:mt-4 lg:text-center">{page.portraitCaption}</figcaption>
          </figure>
        }
      >
        <p>{page.intro}</p>
        <p className="flex items-center gap-2 font-semibold text-sand-200">
          <Icon name="video" className="size-5 shrink-0" />
          {video(page.meta)}
        </p>
        <a href="#vrije-tijden" className={buttonClass("light", "lg", "mt-4")}>
          {page.timesLabel}
          <Icon name="chevronDown" />
        </a>
      </PageHero>

      <Section id="vrije-tijden" tone="cream">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          {loaderData.provider === "calendly" ? (
            <CalendlyBooking schedulingUrl={loaderData.schedulingUrl} />
          ) : (
            <Booking
              days={loaderData.days}
              chosen={loaderData.chosen}
              chosenGone={loaderData.chosenGone}
              result={actionData ?? undefined}
            />
          )}
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

type BuiltinData = Extract<Route.ComponentProps["loaderData"], { provider: "builtin" }>;

function Booking({
  days,
  chosen,
  chosenGone,
  result,
}: Pick<BuiltinData, "days" | "chosen" | "chosenGone"> & { result?: Route.ComponentProps["actionData"] }) {
  if (result?.ok) return <BookingSent email={result.email} from={result.from} day={result.day} time={result.time} />;
  // A refused form keeps its time (values.start) and shows the form again; other refusals show fresh times.
  const formStart = result && !result.ok && result.code === "Validation failed" ? result.values.start : undefined;
  const formTime = formStart
    ? (days.flatMap((day) => day.slots.map((slot) => ({ day, slot }))).find(({ slot }) => slot.start === formStart) ??
      null)
    : null;
  if (formTime) {
    return (
      <BookingForm start={formTime.slot.start} day={formTime.day.heading} time={formTime.slot.label} result={result} />
    );
  }
  if (chosen && !result) return <BookingForm start={chosen.start} day={chosen.day} time={chosen.time} />;
  // Anything else refused (taken, gone, limit, a hand-made post) is shown above fresh times.
  const refusal = result && !result.ok ? result : undefined;
  return (
    <div className="space-y-6" data-booking-code={refusal?.code}>
      <h2 id="tijden-titel" className="text-3xl font-semibold leading-tight sm:text-4xl">
        {bookingTimes.title}
      </h2>
      <FormSummary errorTitle={bookingForm.errorTitle} result={refusal} />
      {chosenGone && !refusal && <p role="alert">{bookingMessages["Slot unavailable"]}</p>}
      <p className="text-lg">{bookingTimes.intro}</p>
      <FreeTimes
        days={days}
        renderTime={(slot, day) => (
          <Link
            to={`/kennismaking?tijd=${encodeURIComponent(slot.start)}#${bookingFormAnchor}`}
            aria-label={bookingTimes.timeLabel(slot.label, day.heading)}
            className={timeClass}
          >
            {slot.label}
          </Link>
        )}
      />
    </div>
  );
}
