import { data, Link, type ShouldRevalidateFunction } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { FormSummary } from "~/components/ui/form";
import { Icon } from "~/components/ui/icons";
import { Card, Section } from "~/components/ui/layout";
import { bookingForm, bookingMessages, bookingTimes } from "~/content/booking";
import { bookingPage } from "~/content/pages/booking";
import { BookingForm, bookingFormAnchor } from "~/features/booking/BookingForm";
import { BookingSent } from "~/features/booking/BookingSent";
import { CalendlyBooking } from "~/features/booking/CalendlyBooking";
import { DayPicker, dayParam, pickerAnchor } from "~/features/booking/DayPicker";
import { timeClass } from "~/features/booking/FreeTimes";
import { bookingChoice, handleBooking } from "~/features/booking/visitor-booking.server";
import { portrait } from "~/features/portrait/portrait.server";
import { seoMeta } from "~/features/seo/meta";
import { useSite, useVideoCopy } from "~/features/site/site-data";
import { PageHero } from "~/components/ui/page-hero";
import { Portrait } from "~/components/ui/portrait";
import { Reveal } from "~/components/ui/reveal";
import { env } from "~/server/env.server";
import { formResponse } from "~/server/public-form.server";
import type { Route } from "./+types/kennismaking";
import { CheckList } from "~/components/ui/check-list";

/**
 * /kennismaking (D25, ADR 0047). builtin: the picker of days and times
 * (ADR 0111), server-rendered and served from the page cache (ADR 0082); a day
 * is a plain link (`?dag=`), a time too (`?tijd=<iso>`) to the short form,
 * whose POST asks the address owner to confirm by mail (ADR 0080). calendly:
 * the external widget of D21, exactly as before.
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

/**
 * A refused booking shows fresh times: React Router skips the loaders after an
 * answer of 400 or more, so the time just taken by someone else would still be
 * offered. Another day is only another view of the free times the page already
 * has: no request for it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod === "POST") return true;
  const withoutDay = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(dayParam);
    return `${url.pathname}?${params.toString()}`;
  };
  if (currentUrl.search !== nextUrl.search && withoutDay(currentUrl) === withoutDay(nextUrl)) return false;
  return defaultShouldRevalidate;
};

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
          // On a phone the portrait sits beside the picker just below (ADR 0111), not twice in a row.
          <figure className="hidden lg:block lg:justify-self-end">
            <Portrait image={loaderData.portrait} sizes="18rem" className="w-72" />
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
        <div className="space-y-10 lg:space-y-12">
          {loaderData.provider === "calendly" ? (
            <CalendlyBooking schedulingUrl={loaderData.schedulingUrl} />
          ) : (
            <Booking
              days={loaderData.days}
              calendar={loaderData.calendar}
              chosen={loaderData.chosen}
              chosenGone={loaderData.chosenGone}
              portrait={loaderData.portrait}
              result={actionData ?? undefined}
            />
          )}
          <Reveal>
            <Card>
              <h2 id="verwachten-titel" className="text-3xl font-semibold leading-tight sm:text-4xl">
                {page.expectTitle}
              </h2>
              <CheckList
                items={page.expect}
                bubble
                className="mt-6 grid gap-4 text-lg leading-relaxed lg:grid-cols-2 lg:gap-x-10"
              />
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
  calendar,
  chosen,
  chosenGone,
  portrait,
  result,
}: Pick<BuiltinData, "days" | "calendar" | "chosen" | "chosenGone" | "portrait"> & {
  result?: Route.ComponentProps["actionData"];
}) {
  if (result?.ok) {
    return (
      <div className="max-w-3xl">
        <BookingSent email={result.email} from={result.from} day={result.day} time={result.time} />
      </div>
    );
  }
  // A refused form keeps its time (values.start) and shows the form again; other refusals show fresh times.
  const formStart = result && !result.ok && result.code === "Validation failed" ? result.values.start : undefined;
  const formTime = formStart
    ? (days.flatMap((day) => day.slots.map((slot) => ({ day, slot }))).find(({ slot }) => slot.start === formStart) ??
      null)
    : null;
  const form = formTime
    ? { start: formTime.slot.start, day: formTime.day.heading, time: formTime.slot.label }
    : chosen && !result
      ? chosen
      : null;
  if (form) {
    return (
      <div className="max-w-3xl">
        <BookingForm start={form.start} day={form.day} time={form.time} result={formTime ? result : undefined} />
      </div>
    );
  }
  // Anything else refused (taken, gone, limit, a hand-made post) is shown above fresh times.
  const refusal = result && !result.ok ? result : undefined;
  return (
    <div
      id={pickerAnchor}
      data-booking-code={refusal?.code}
      className="scroll-mt-24 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-200 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]"
    >
      <Coach portrait={portrait} />
      <div className="space-y-6 p-6 sm:p-8">
        <div className="space-y-2">
          <h2 id="tijden-titel" className="text-3xl font-semibold leading-tight sm:text-4xl">
            {bookingTimes.title}
          </h2>
          <p className="text-lg">{bookingTimes.intro}</p>
        </div>
        <FormSummary errorTitle={bookingForm.errorTitle} result={refusal} />
        {chosenGone && !refusal && <p role="alert">{bookingMessages["Slot unavailable"]}</p>}
        <DayPicker
          days={days}
          calendar={calendar}
          renderTime={(slot, day) => (
            <Link
              to={`/kennismaking?tijd=${encodeURIComponent(slot.start)}#${bookingFormAnchor}`}
              aria-label={bookingTimes.timeLabel(slot.label, day.heading)}
              className={`${timeClass} w-full`}
            >
              {slot.label}
            </Link>
          )}
        />
      </div>
    </div>
  );
}

/** Who the visitor books with, beside the picker: the portrait, the name and what the call is. */
function Coach({ portrait }: { portrait: BuiltinData["portrait"] }) {
  const { coachName } = useSite();
  const video = useVideoCopy();
  return (
    <div className="flex items-center gap-4 border-b border-sand-200 bg-sand-50 p-6 sm:px-8 lg:block lg:border-r lg:border-b-0 lg:p-8">
      <Portrait image={portrait} sizes="(min-width: 1024px) 9rem, 4rem" className="w-16 shrink-0 lg:w-36" />
      <div className="lg:mt-5">
        <p className="text-lg font-semibold text-body">{coachName}</p>
        <p className="text-muted">{bookingTimes.callTitle}</p>
        <p className="mt-2 flex items-start gap-2 text-sm font-medium text-pine-800">
          <Icon name="video" className="mt-0.5 size-4 shrink-0" />
          {video(bookingPage.meta)}
        </p>
      </div>
    </div>
  );
}
