import type { ReactNode } from "react";
import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { FormSummary, SelectField, SuccessNotice, TextArea } from "~/components/ui/form";
import { adminPeople } from "~/content/admin-people";
import { adminGuard } from "~/content/admin";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { formatAdminDate } from "~/lib/format";
import { EmailCell } from "~/features/admin-lists/ListParts";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import { personStatuses } from "~/features/people/activity";
import { personAction } from "~/features/people-admin/person-actions.server";
import {
  findPerson,
  isLookupKey,
  markCardRead,
  personCard,
  type PersonCard,
} from "~/features/people-admin/person-card.server";
import { PinnedCall } from "~/features/people-admin/PinnedCall";
import { isOwnNavigation } from "~/server/fetch-site.server";
import { personSchemas, type PersonActionResult } from "~/features/people-admin/person-form";
import { KindBadges, StatusBadge } from "~/features/people-admin/PersonBadges";
import { Timeline } from "~/features/people-admin/Timeline";
import { isSubscriberOf } from "~/features/newsletter/subscriber-profile.server";
import { isTagIntent, tagAction } from "~/features/newsletter/tag-action.server";
import { offerAction, offerPanelData } from "~/features/payments/offer-action.server";
import { offerIntent } from "~/features/payments/offer-intent";
import { OfferPanel } from "~/features/payments/OfferPanel";
import { offerPanel } from "~/content/payments";
import { sequenceTexts } from "~/content/newsletter-sequences";
import { PersonSequences } from "~/features/newsletter/PersonSequences";
import { personEnrolments } from "~/features/newsletter/sequence-admin.server";
import { sessionPanel } from "~/content/admin-sessions";
import { creditAction, sessionPanelData } from "~/features/sessions-admin/credit-action.server";
import { isCreditIntent } from "~/features/sessions-admin/credit-form";
import { SessionPanel } from "~/features/sessions-admin/SessionPanel";
import { clientPage } from "~/content/client-page";
import { currentClientLink } from "~/features/client-page/client-access.server";
import { clientLinkAction, isClientLinkIntent } from "~/features/client-page/client-link-action.server";
import { ClientLinkPanel } from "~/features/client-page/ClientLinkPanel";
import { progressTexts } from "~/content/progress";
import { progressPanelData, retakeAction } from "~/features/progress/progress-action.server";
import { isRetakeIntent } from "~/features/progress/progress-form";
import { ProgressPanel } from "~/features/progress/ProgressPanel";
// Notes per session (ADR 0143).
import { sessionNotes } from "~/content/session-notes";
import { isSessionNotesIntent } from "~/features/session-notes/session-notes-form";
import { sessionNotesAction, sessionNotesNotices } from "~/features/session-notes/session-notes-action.server";
import { readSessionNotes } from "~/features/session-notes/session-notes.server";
import { SessionNotesPanel } from "~/features/session-notes/SessionNotesPanel";
import { readFlash } from "~/server/flash.server";
import type { Route } from "./+types/person";

const texts = adminPeople.card;

/** One person's card (ADR 0052): contact, timeline, notes, status, data requests. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const card = isLookupKey(params.lookup) ? await personCard(params.lookup) : null;
  if (!card) throw data(null, { status: 404 });
  await logAccess(user, "view-detail", { table: "people", id: card.id });
  // Only on the coach's own navigation, as the intake and self-test screens do (ADR 0031); the card
  // still shows them as new this once.
  if (isOwnNavigation(request)) {
    for (const target of await markCardRead(card)) await logAccess(user, "mark-read", target);
  }
  const flash = readFlash(request, sessionNotesNotices);
  return data(
    {
      card,
      payments: await offerPanelData(card.id),
      sessions: await sessionPanelData(card.email),
      clientLink: await currentClientLink(card.email),
      sequences: await personEnrolments(card.email),
      progress: await progressPanelData(card),
      sessionNotes: await readSessionNotes(user, card.email),
      notice: flash.notice && sessionNotes.notices[flash.notice],
    },
    { headers: flash.headers },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const person = isLookupKey(params.lookup) ? await findPerson(params.lookup) : undefined;
  if (!person) throw data(null, { status: 404 });
  const form = await request.formData();
  if (isTagIntent(form)) {
    // Only this person's own subscription: the card is not a way to edit someone else's tags.
    if (!(await isSubscriberOf(Number(form.get("id")), person.email))) throw data(null, { status: 404 });
    return tagAction(form, user);
  }
  if (form.get(intentField) === offerIntent) return offerAction(user, person, form);
  if (isCreditIntent(form.get(intentField))) return creditAction(user, person, form);
  if (isClientLinkIntent(form)) return clientLinkAction(user, person, form);
  if (isRetakeIntent(form)) return retakeAction(user, person);
  if (isSessionNotesIntent(form.get(intentField))) {
    return sessionNotesAction(user, person, new URL(request.url).pathname, form);
  }
  return personAction(user, person, form);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

/** One titled part of the card. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AdminPerson({ loaderData, actionData }: Route.ComponentProps) {
  const { card, payments, sessions, clientLink, sequences, progress, sessionNotes: notes, notice } = loaderData;
  const result = actionData as PersonActionResult | undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <Link to="/admin/mensen" className="font-semibold text-pine-800 underline underline-offset-2">
        <span aria-hidden="true">←</span> {texts.back}
      </Link>
      <h1 className="mt-4 text-3xl font-semibold break-words sm:text-4xl">{card.name ?? card.email}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <StatusBadge status={card.status} />
        <KindBadges kinds={[...new Set(card.timeline.map((entry) => entry.kind))]} />
      </div>
      <div className="mt-6 max-w-3xl">
        <FormSummary result={result} errorTitle={texts.failedTitle} />
        {notice && !result && <SuccessNotice message={notice} />}
      </div>
      <PinnedCall card={card} busy={busy} />
      <div className="grid gap-x-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <Contact card={card} />
          <Panel id="betalingen" title={offerPanel.cardTitle}>
            <OfferPanel data={payments} result={result} />
          </Panel>
          <Panel id="sessies" title={sessionPanel.title}>
            <SessionPanel data={sessions} result={result} />
          </Panel>
          {notes.sessions.length > 0 && (
            <Panel id="sessienotities" title={sessionNotes.card.title}>
              <SessionNotesPanel data={notes} result={result} />
            </Panel>
          )}
          <Panel id="klantpagina" title={clientPage.card.title}>
            <ClientLinkPanel link={clientLink} />
          </Panel>
          {/* Only for someone with a result or a package: a newsletter reader's card needs no empty chart. */}
          {(progress.canAsk || progress.progress.points.length > 0) && (
            <Panel id="voortgang" title={progressTexts.card.title}>
              <ProgressPanel data={progress} />
            </Panel>
          )}
          <Panel id="tijdlijn" title={texts.timelineTitle}>
            <Timeline entries={card.timeline} email={card.email} />
          </Panel>
          <Panel id="opvolging" title={sequenceTexts.card.title}>
            <PersonSequences enrolments={sequences} />
          </Panel>
        </div>
        <div className="min-w-0">
          <Panel id="status" title={texts.statusTitle}>
            {card.statusAt && (
              <p className="mt-1 text-sm text-muted">{texts.statusSince(formatAdminDate(card.statusAt))}</p>
            )}
            <Form method="post" className="mt-4 space-y-4">
              <SelectField
                label={texts.statusLabel}
                name="status"
                defaultValue={card.status}
                error={fieldError(result, "status")}
              >
                {personStatuses.map((status) => (
                  <option key={status} value={status}>
                    {adminPeople.statuses[status]}
                  </option>
                ))}
              </SelectField>
              <Button type="submit" name={intentField} value="status" disabled={busy}>
                {texts.statusSave}
              </Button>
            </Form>
          </Panel>
          <Notes card={card} result={result} busy={busy} />
          {card.unlinkedIntakes.length > 0 && <LinkIntake card={card} result={result} busy={busy} />}
          <Panel id="gegevens" title={texts.dataTitle}>
            <p className="mt-2">{texts.dataIntro}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Form method="post" action="/admin/data-requests/export" reloadDocument>
                <input type="hidden" name="email" value={card.email} />
                <input type="hidden" name="name" value="" />
                <button type="submit" className={buttonClass("secondary")}>
                  {texts.export}
                </button>
              </Form>
              <Form method="post" action="/admin/data-requests">
                <input type="hidden" name="email" value={card.email} />
                <input type="hidden" name="name" value="" />
                <button type="submit" name={intentField} value="bevestigen" className={buttonClass("dangerOutline")}>
                  {texts.erase}
                </button>
              </Form>
            </div>
          </Panel>
        </div>
      </div>
    </>
  );
}

function Contact({ card }: { card: PersonCard }) {
  return (
    <Panel id="contact" title={texts.contact}>
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-ink">{texts.email}</dt>
        <dd className="min-w-0 break-words">
          <EmailCell email={card.email} />
        </dd>
        <dt className="font-semibold text-ink">{texts.name}</dt>
        <dd className="break-words">{card.name ?? <span className="text-muted">{texts.unknown}</span>}</dd>
        <dt className="font-semibold text-ink">{texts.phone}</dt>
        <dd>{card.phone ?? <span className="text-muted">{texts.unknown}</span>}</dd>
        <dt className="font-semibold text-ink">{texts.firstSeen}</dt>
        <dd>{formatAdminDate(card.firstSeenAt)}</dd>
      </dl>
      <a href={`mailto:${card.email}`} className={`mt-5 ${buttonClass("primary")}`}>
        {texts.mail}
      </a>
    </Panel>
  );
}

function Notes({ card, result, busy }: { card: PersonCard; result: PersonActionResult | undefined; busy: boolean }) {
  return (
    <Panel id="notities" title={texts.notesTitle}>
      <p className="mt-1 text-sm text-muted">{texts.notesIntro}</p>
      {/* A saved note empties the field: the form is keyed by the number of notes. */}
      <Form method="post" className="mt-4 space-y-4" key={card.notes.length}>
        <TextArea
          label={texts.noteLabel}
          name="note"
          rows={4}
          {...personSchemas.notitie.note.constraints}
          defaultValue={typedValue(result, "note")}
          error={fieldError(result, "note")}
        />
        <Button type="submit" name={intentField} value="notitie" disabled={busy}>
          {texts.noteSave}
        </Button>
      </Form>
      {card.notes.length === 0 ? (
        <p className="mt-4 text-muted">{texts.noNotes}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {card.notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
              <p className="text-sm font-semibold text-ink">
                <time dateTime={note.createdAt}>{texts.noteOn(formatAdminDate(note.createdAt))}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{note.body}</p>
              <Form method="post" className="mt-2">
                <input type="hidden" name="id" value={note.id} />
                <button
                  type="submit"
                  name={intentField}
                  value="notitie-verwijderen"
                  className={buttonClass("dangerOutline", "md", "text-sm")}
                >
                  {texts.noteDelete}
                  <span className="sr-only">{`: ${texts.noteOn(formatAdminDate(note.createdAt))}`}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function LinkIntake({
  card,
  result,
  busy,
}: {
  card: PersonCard;
  result: PersonActionResult | undefined;
  busy: boolean;
}) {
  return (
    <Panel id="koppelen" title={texts.linkTitle}>
      <p className="mt-2 text-sm">{texts.linkIntro}</p>
      <Form method="post" className="mt-4 space-y-4">
        <SelectField
          label={texts.linkLabel}
          name="intake"
          required
          defaultValue=""
          error={fieldError(result, "intake")}
        >
          <option value="">{texts.linkPlaceholder}</option>
          {card.unlinkedIntakes.map((intake) => (
            <option key={intake.id} value={intake.id}>
              {texts.linkOption(intake.name, formatAdminDate(intake.submittedAt))}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" name={intentField} value="intake-koppelen" disabled={busy}>
          {texts.linkSave}
        </Button>
      </Form>
    </Panel>
  );
}

/** No such person (erased, or a made-up key), no rights, or a failure: said in the card's place. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status === 404 ? texts.notFound : status === 403 ? adminGuard.noRights : texts.loadError;
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 ring-1 ring-red-200 sm:p-8">
      <h1 className="text-2xl font-semibold">{texts.metaTitle}</h1>
      <p className="mt-3">{message}</p>
      <Link to="/admin/mensen" className={`mt-6 ${buttonClass("secondary")}`}>
        {texts.back}
      </Link>
    </div>
  );
}
