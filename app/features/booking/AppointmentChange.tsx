import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { Card, Section } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";
import { bookingTimes, changePages as text, confirmationPage } from "~/content/booking";
import { FreeTimes, TimeButton } from "./FreeTimes";
import { useLanding } from "~/lib/forms/landing";
import type { ChangeView } from "./visitor-booking.server";

/** HTTP status of each outcome of a cancel or move link. */
export const changeStatus: Record<ChangeView["kind"], number> = {
  confirm: 200,
  cancelled: 200,
  moved: 200,
  taken: 409,
  unavailable: 409,
  closed: 200,
  invalid: 400,
  expired: 400,
  error: 500,
};

type Landing = ReturnType<typeof useLanding<HTMLDivElement>>;

/** `landing`: the card is the answer to the page's form (ADR 0114). */
function Page({ title, children, landing }: { title: string; children: ReactNode; landing?: Landing }) {
  return (
    <>
      <PageHero tone="dark" eyebrow={confirmationPage.eyebrow} title={title} />
      <Section tone="cream">
        <Card className="max-w-3xl text-lg">
          <div {...landing} className="space-y-6">
            {children}
          </div>
        </Card>
      </Section>
    </>
  );
}

function NewBooking() {
  return (
    <ButtonLink to="/kennismaking" size="lg">
      {text.newBooking}
    </ButtonLink>
  );
}

/**
 * The page behind a cancel, move or confirm link in the visitor's mail. GET
 * shows a button (or the free times) and changes nothing; only the form's POST
 * acts. Confirming (ADR 0080) books the time asked for, or another one chosen
 * from the free times. `answered`: the view is the answer to that POST, and
 * lands where the visitor sees it (ADR 0114): a refused time on its message
 * above the fresh times, any other answer on its card.
 */
export function AppointmentChange({
  action,
  view,
  answered = false,
}: {
  action: "cancel" | "reschedule" | "confirm";
  view: ChangeView;
  answered?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  const words = text[action];
  const landing = useLanding<HTMLDivElement>(answered ? view.kind : null);
  switch (view.kind) {
    case "invalid":
    case "expired":
    case "closed":
    case "error": {
      // A confirm link is for a request, not an appointment: "closed" means it was used.
      const confirming = action === "confirm";
      const title = {
        invalid: text.invalidTitle,
        expired: text.expiredTitle,
        closed: confirming ? text.confirm.usedTitle : text.closedTitle,
        error: text.errorTitle,
      };
      const body = {
        invalid: text.invalid,
        expired: confirming ? text.confirm.expired : text.expired,
        closed: confirming ? text.confirm.used : text.closed,
        error: text.error,
      };
      return (
        <Page title={title[view.kind]} landing={landing}>
          <p>{body[view.kind]}</p>
          <NewBooking />
        </Page>
      );
    }
    case "cancelled":
      return (
        <Page title={text.cancel.doneTitle} landing={landing}>
          <p role="status">{text.cancel.done}</p>
          <NewBooking />
        </Page>
      );
    case "moved":
      return (
        <Page title={text.reschedule.doneTitle} landing={landing}>
          <p role="status">{text.reschedule.done(confirmationPage.whenText(view.when.day, view.when.time))}</p>
          <ButtonLink to={view.viewPath} size="lg">
            {confirmationPage.title}
          </ButtonLink>
        </Page>
      );
    case "confirm":
    case "taken":
    case "unavailable": {
      const when = confirmationPage.whenText(view.when.day, view.when.time);
      if (action === "cancel") {
        // Moving first (ADR 0112): often the time is the problem, not the call.
        return (
          <Page title={words.title}>
            <p>{text.cancel.current(when)}</p>
            {view.kind === "confirm" && view.movePath && (
              <section
                aria-labelledby="verzetten-titel"
                className="rounded-2xl bg-pine-50 p-5 ring-1 ring-pine-100 sm:p-6"
              >
                <h2 id="verzetten-titel" className="text-2xl font-semibold">
                  {text.cancel.moveTitle}
                </h2>
                <p className="mt-2">{text.cancel.moveText}</p>
                <a href={view.movePath} className={buttonClass("primary", "lg", "mt-4")}>
                  {text.cancel.moveButton}
                </a>
              </section>
            )}
            <section aria-labelledby="annuleren-titel" className="space-y-4">
              <h2 id="annuleren-titel" className="text-2xl font-semibold">
                {text.cancel.cancelTitle}
              </h2>
              <p>{text.cancel.question(when)}</p>
              <Form method="post">
                <Button type="submit" variant="dangerOutline" size="lg" disabled={busy}>
                  {text.cancel.button}
                </Button>
              </Form>
            </section>
          </Page>
        );
      }
      const timeButtons = (
        // One form, a submit button per time: choosing a time is the move, or the booking, in one step.
        <Form method="post">
          <FreeTimes
            days={view.days}
            renderTime={(slot, day) => (
              <TimeButton slot={slot} label={bookingTimes.timeLabel(slot.label, day.heading)} disabled={busy} />
            )}
          />
        </Form>
      );
      const refused = view.kind !== "confirm" && (
        <div {...landing}>
          <p role="alert" className="font-semibold text-danger">
            {text.reschedule[view.kind]}
          </p>
        </div>
      );
      if (action === "confirm") {
        const stillFree = view.days.some((day) => day.slots.some((slot) => slot.start === view.when.start));
        return (
          <Page title={words.title}>
            {refused}
            {stillFree ? (
              <>
                <p>{text.confirm.question(when)}</p>
                <Form method="post">
                  <Button type="submit" size="lg" disabled={busy}>
                    {text.confirm.button}
                  </Button>
                </Form>
                <h2 className="text-2xl font-semibold">{text.confirm.other}</h2>
                <p>{text.confirm.otherHint}</p>
              </>
            ) : (
              view.kind === "confirm" && <p>{text.confirm.gone}</p>
            )}
            {timeButtons}
          </Page>
        );
      }
      return (
        <Page title={words.title}>
          {refused}
          <p>{text.reschedule.question(when)}</p>
          <h2 className="text-2xl font-semibold">{text.reschedule.choose}</h2>
          {timeButtons}
        </Page>
      );
    }
  }
}
