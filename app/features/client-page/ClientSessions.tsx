import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Card } from "~/components/ui/layout";
import { clientPage as texts } from "~/content/client-page";
import { FreeTimes, TimeButton } from "~/features/booking/FreeTimes";
import type { SlotDay } from "~/features/booking/slots";
import { dutchDate, dutchDateOf } from "~/features/invoices/dates";
import { Honeypot } from "~/lib/forms/Honeypot";
import { intentField } from "~/lib/forms/parse-form";
import type { ClientOverview, ClientSession } from "./client-overview.server";
import { SharedNote } from "./SharedNote";

/** What the coach shared per session (ADR 0143), by the id of the session row shown. */
type SharedNotes = Record<number, string>;

/**
 * The signed-in client page's parts (ADR 0125), server-rendered plain links
 * and forms: every step works without JavaScript. Choosing to move, cancel or
 * book is a link (`?verzetten=`, `?annuleren=`, `?plannen=`) to a step on the
 * same page; only the step's own button changes anything.
 */
const elsewhere = { target: "_blank", rel: "noopener noreferrer" } as const;
const whenText = (session: { when: { day: string; time: string } }) =>
  texts.next.whenText(session.when.day, session.when.time);

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

export const policyText = (hours: number) => texts.plan.policy.replace("{hours}", String(hours));

export function NextSession({ overview, path, notes }: { overview: ClientOverview; path: string; notes: SharedNotes }) {
  const [next, ...later] = overview.upcoming;
  return (
    <Part id="volgende-sessie" title={texts.next.title}>
      {!next ? (
        <p className="mt-3 text-lg leading-relaxed">{texts.next.none}</p>
      ) : (
        <>
          <dl className="mt-5 grid gap-x-8 gap-y-2 text-lg sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{texts.next.when}</dt>
            <dd>{whenText(next)}</dd>
            <dt className="font-semibold">{texts.next.length}</dt>
            <dd>
              {next.typeName}, {texts.credits.minutes(next.minutes)}
            </dd>
            <dt className="font-semibold">{texts.next.where}</dt>
            <dd>{next.address ?? (next.videoUrl ? texts.next.online : texts.next.noLinkYet)}</dd>
          </dl>
          <SharedNote text={notes[next.id]} />
          {next.videoUrl && (
            <div className="mt-6">
              <a href={next.videoUrl} {...elsewhere} className={buttonClass("primary", "lg")}>
                <Icon name="video" />
                {texts.next.join}
              </a>
              <p className="mt-2 text-muted">{texts.next.joinHint}</p>
            </div>
          )}
          {overview.calendar && (
            <>
              <h3 className="mt-8 text-xl font-semibold">{texts.next.addToCalendar}</h3>
              <ul className="mt-3 flex flex-wrap gap-3">
                <li>
                  <a href={overview.calendar.google} {...elsewhere} className={buttonClass("secondary")}>
                    <Icon name="calendar" />
                    {texts.next.calendars.google}
                  </a>
                </li>
                <li>
                  <a href={overview.calendar.outlook} {...elsewhere} className={buttonClass("secondary")}>
                    <Icon name="calendar" />
                    {texts.next.calendars.outlook}
                  </a>
                </li>
                <li>
                  <a href={overview.calendar.ics} download="sessie.ics" className={buttonClass("secondary")}>
                    <Icon name="calendar" />
                    {texts.next.calendars.ics}
                  </a>
                </li>
              </ul>
            </>
          )}
          <ChangeLinks session={next} path={path} />
          {later.length > 0 && (
            <>
              <h3 className="mt-8 text-xl font-semibold">{texts.next.later}</h3>
              <ul className="mt-3 space-y-4">
                {later.map((session) => (
                  <li key={session.id}>
                    <p className="text-lg">
                      {whenText(session)}: {session.typeName}
                    </p>
                    <SharedNote text={notes[session.id]} />
                    <ChangeLinks session={session} path={path} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Part>
  );
}

function ChangeLinks({ session, path }: { session: ClientSession; path: string }) {
  const when = whenText(session);
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {session.early && (
        <li>
          <Link
            to={`${path}?verzetten=${session.id}`}
            className={buttonClass("secondary")}
            aria-label={texts.next.moveLabel(when)}
          >
            {texts.next.move}
          </Link>
        </li>
      )}
      <li>
        <Link
          to={`${path}?annuleren=${session.id}`}
          className={buttonClass("ghost")}
          aria-label={texts.next.cancelLabel(when)}
        >
          {texts.next.cancel}
        </Link>
      </li>
    </ul>
  );
}

export function PlanSession({
  overview,
  types,
  path,
}: {
  overview: ClientOverview;
  types: { id: number; name: string }[];
  path: string;
}) {
  return (
    <Part id="plannen" title={texts.plan.title}>
      <p className="mt-3 text-lg leading-relaxed">{policyText(overview.cancelHours)}</p>
      {types.length === 0 ? (
        <p className="mt-4 text-lg leading-relaxed">{texts.plan.none}</p>
      ) : (
        <ul className="mt-5 flex flex-wrap gap-3">
          {types.map((type) => (
            <li key={type.id}>
              <Link to={`${path}?plannen=${type.id}`} className={buttonClass("primary", "lg")}>
                {texts.plan.choose(type.name)}
                <Icon name="arrowRight" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

export function Credits({ overview }: { overview: ClientOverview }) {
  return (
    <Part id="tegoed" title={texts.credits.title}>
      {overview.packages.length > 0 && (
        <p className="mt-3 text-lg">
          {texts.credits.packages} {overview.packages.join(", ")}
        </p>
      )}
      {overview.credits.length === 0 ? (
        <p className="mt-3 text-lg leading-relaxed">{texts.credits.none}</p>
      ) : (
        <ul className="mt-4 space-y-5">
          {overview.credits.map((count) => {
            const total = count.left + count.booked + count.used;
            return (
              <li key={count.typeId} data-testid={`tegoed-${count.typeId}`}>
                <p className="text-lg font-semibold">{count.typeName}</p>
                <p className="text-xl">
                  {texts.credits.left.replace("{left}", String(count.left)).replace("{total}", String(total))}
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-muted">
                  <dt>{texts.credits.booked}</dt>
                  <dd>{count.booked}</dd>
                  <dt>{texts.credits.used}</dt>
                  <dd>{count.used}</dd>
                  {count.expired > 0 && (
                    <>
                      <dt>{texts.credits.expired}</dt>
                      <dd>{count.expired}</dd>
                    </>
                  )}
                  {count.nextExpiry && (
                    <>
                      <dt>{texts.credits.validUntil}</dt>
                      <dd>{dutchDateOf(count.nextExpiry)}</dd>
                    </>
                  )}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </Part>
  );
}

export function HeldSessions({ overview, notes }: { overview: ClientOverview; notes: SharedNotes }) {
  return (
    <Part id="geweest" title={texts.held.title}>
      {overview.held.length === 0 ? (
        <p className="mt-3 text-lg">{texts.held.none}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-lg">
          {overview.held.map((session) => (
            <li key={session.id}>
              {whenText(session)}: {session.typeName}
              {session.kind !== "held" && <span className="text-muted"> ({texts.held[session.kind]})</span>}
              <SharedNote text={notes[session.id]} />
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

export function Invoices({ overview }: { overview: ClientOverview }) {
  return (
    <Part id="facturen" title={texts.invoices.title}>
      {overview.invoices.length === 0 ? (
        <p className="mt-3 text-lg">{texts.invoices.none}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-lg">
          {overview.invoices.map((invoice) => (
            <li key={invoice.number}>
              <a href={invoice.path} className="font-semibold text-pine-800 underline underline-offset-2">
                {texts.invoices[invoice.kind](invoice.number)}
              </a>{" "}
              {texts.invoices.of(dutchDate(invoice.issueDate))}
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

/** A step's frame: its title, the way back, what it is about. */
function Step({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  return (
    <Part id="stap" title={title}>
      {children}
      <Link to={path} className="mt-8 inline-block font-semibold text-pine-800 underline underline-offset-2">
        <span aria-hidden="true">←</span> {texts.signedIn.back}
      </Link>
    </Part>
  );
}

/** The free times as one form with a submit button per time: choosing a time is the booking (or the move). */
function TimeButtons({
  days,
  intent,
  hidden,
  label,
}: {
  days: SlotDay[];
  intent: "sessie-boeken" | "sessie-verzetten";
  hidden: Record<string, string>;
  label: (time: string, day: string) => string;
}) {
  const busy = useNavigation().state !== "idle";
  if (days.length === 0) return <p className="mt-4 text-lg">{texts.plan.noTimes}</p>;
  return (
    <Form method="post" className="relative mt-6">
      <Honeypot />
      <input type="hidden" name={intentField} value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FreeTimes
        days={days}
        renderTime={(slot, day) => <TimeButton slot={slot} label={label(slot.label, day.heading)} disabled={busy} />}
      />
    </Form>
  );
}

export type ClientStep =
  | { kind: "book"; type: { id: number; name: string; minutes: number }; days: SlotDay[] }
  | { kind: "move"; session: { id: number; when: { day: string; time: string } }; days: SlotDay[] }
  | { kind: "cancel"; session: { id: number; when: { day: string; time: string } }; returns: boolean };

export function StepView({
  step,
  path,
  cancelHours,
  summary,
}: {
  step: ClientStep;
  path: string;
  cancelHours: number;
  summary: ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  switch (step.kind) {
    case "book":
      return (
        <Step title={texts.plan.chooseTitle} path={path}>
          <p className="mt-3 text-lg leading-relaxed">{texts.plan.chooseText(step.type.name, step.type.minutes)}</p>
          <p className="mt-3 text-lg leading-relaxed">{policyText(cancelHours)}</p>
          <div className="mt-4">{summary}</div>
          <TimeButtons
            days={step.days}
            intent="sessie-boeken"
            hidden={{ typeId: String(step.type.id) }}
            label={texts.plan.timeLabel}
          />
        </Step>
      );
    case "move":
      return (
        <Step title={texts.move.title} path={path}>
          <p className="mt-3 text-lg leading-relaxed">{texts.move.current(whenText(step.session))}</p>
          <p className="mt-3 text-lg leading-relaxed">{policyText(cancelHours)}</p>
          <div className="mt-4">{summary}</div>
          <TimeButtons
            days={step.days}
            intent="sessie-verzetten"
            hidden={{ sessionId: String(step.session.id) }}
            label={texts.move.timeLabel}
          />
        </Step>
      );
    case "cancel":
      return (
        <Step title={texts.cancel.title} path={path}>
          <p className="mt-3 text-lg leading-relaxed">{texts.cancel.current(whenText(step.session))}</p>
          <p className="mt-3 text-lg leading-relaxed">{policyText(cancelHours)}</p>
          <p className="mt-3 text-lg font-semibold leading-relaxed">
            {step.returns ? texts.cancel.returns : texts.cancel.spent}
          </p>
          <div className="mt-4">{summary}</div>
          <Form method="post" className="relative mt-6 flex flex-wrap gap-3">
            <Honeypot />
            <input type="hidden" name="sessionId" value={step.session.id} />
            <Button type="submit" name={intentField} value="sessie-annuleren" disabled={busy}>
              {texts.cancel.confirm}
            </Button>
            <Link to={path} className={buttonClass("ghost")}>
              {texts.cancel.keep}
            </Link>
          </Form>
        </Step>
      );
  }
}
