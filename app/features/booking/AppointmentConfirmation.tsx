import { buttonClass } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icons";
import { Card, Section } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";
import { Portrait } from "~/components/ui/portrait";
import type { SiteImage } from "~/content/images";
import { callGuide, confirmationPage as text } from "~/content/booking";
import { useVideoCopy } from "~/features/site/site-data";
import type { AppointmentView } from "./visitor-booking.server";

/** Links to other sites open beside this page, so the confirmation stays at hand. */
const elsewhere = { target: "_blank", rel: "noopener noreferrer" } as const;

/**
 * "Je afspraak staat" as a moment (ADR 0112): the coach's photo and a personal
 * line, the time with the video link as a button, the calendar buttons, what
 * the call will be like and how to prepare, the self-test as an invitation
 * when this visitor has not taken it, and moving or cancelling as buttons.
 * Plain links and a download: it all works without JavaScript.
 */
export function AppointmentConfirmation({ view, portrait }: { view: AppointmentView; portrait: SiteImage }) {
  const video = useVideoCopy();
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow={text.eyebrow}
        title={text.title}
        aside={
          <figure className="flex items-start gap-4 lg:block lg:justify-self-end">
            <Portrait image={portrait} sizes="(min-width: 1024px) 16rem, 5rem" className="w-20 shrink-0 lg:w-64" />
            <figcaption className="text-pine-100 lg:mt-5 lg:max-w-64">
              <p className="italic leading-relaxed">{text.personalLine}</p>
              <p className="mt-2 font-semibold text-sand-200">{view.coachName}</p>
            </figcaption>
          </figure>
        }
      >
        <p>{text.intro}</p>
      </PageHero>
      <Section tone="cream">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <Card>
            <h2 className="text-2xl font-semibold sm:text-3xl">{text.detailsTitle}</h2>
            <dl className="mt-6 grid gap-x-8 gap-y-3 text-lg sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">{text.when}</dt>
              <dd>{text.whenText(view.when.day, view.when.time)}</dd>
              <dt className="font-semibold">{text.duration}</dt>
              <dd>{text.minutes(view.minutes)}</dd>
              <dt className="font-semibold">{text.where}</dt>
              <dd>{view.videoUrl ? video(text.whereText) : text.whereWithoutLink}</dd>
            </dl>
            {view.videoUrl && (
              <div className="mt-8">
                <a href={view.videoUrl} {...elsewhere} className={buttonClass("primary", "lg")}>
                  <Icon name="video" />
                  {text.join}
                </a>
                <p className="mt-3 text-muted">{text.joinHint}</p>
              </div>
            )}
            <h3 className="mt-10 text-xl font-semibold">{text.addToCalendar}</h3>
            <ul className="mt-3 flex flex-wrap gap-3">
              <li>
                <a href={view.calendar.google} {...elsewhere} className={buttonClass("secondary")}>
                  <Icon name="calendar" />
                  {text.calendars.google}
                </a>
              </li>
              <li>
                <a href={view.calendar.outlook} {...elsewhere} className={buttonClass("secondary")}>
                  <Icon name="calendar" />
                  {text.calendars.outlook}
                </a>
              </li>
              <li>
                <a href={view.calendar.ics} download="kennismaking.ics" className={buttonClass("secondary")}>
                  <Icon name="calendar" />
                  {text.calendars.ics}
                </a>
              </li>
            </ul>
            <h3 className="mt-10 text-xl font-semibold">{text.change}</h3>
            <p className="mt-2">{text.changeHint}</p>
            <ul className="mt-3 flex flex-wrap gap-3">
              <li>
                <a href={view.reschedulePath} className={buttonClass("secondary")}>
                  {text.reschedule}
                </a>
              </li>
              <li>
                <a href={view.cancelPath} className={buttonClass("ghost")}>
                  {text.cancel}
                </a>
              </li>
            </ul>
          </Card>
          <div className="space-y-8">
            <Card>
              <h2 className="text-2xl font-semibold">{callGuide.expectTitle}</h2>
              <CheckList items={callGuide.expect(view.minutes)} className="mt-4 space-y-3 text-lg leading-relaxed" />
              <h2 className="mt-8 text-2xl font-semibold">{callGuide.prepareTitle}</h2>
              <CheckList items={callGuide.prepare} className="mt-4 space-y-3 text-lg leading-relaxed" />
            </Card>
            {view.inviteToSelfTest && (
              <section
                aria-labelledby="zelftest-titel"
                className="rounded-2xl bg-pine-50 p-6 ring-1 ring-pine-100 sm:p-8"
              >
                <h2 id="zelftest-titel" className="text-2xl font-semibold">
                  {callGuide.selfTestTitle}
                </h2>
                <p className="mt-3 text-lg leading-relaxed">{callGuide.selfTest}</p>
                <a href="/test-landing" className={buttonClass("secondary", "md", "mt-5")}>
                  {callGuide.selfTestButton}
                  <Icon name="arrowRight" />
                </a>
              </section>
            )}
          </div>
        </div>
      </Section>
    </>
  );
}
