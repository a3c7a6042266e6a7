import { clientPage as texts } from "~/content/client-page";
import { sessionFreeTimes } from "~/features/booking/session-types.server";
import { whenOf } from "~/features/booking/when";
import { formRefusal } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { currentTime } from "~/server/clock.server";
import { publicUrl } from "~/server/env.server";
import { redirectWithFlash } from "~/server/flash.server";
import { answerPublicForm, formResponse, type FormAnswer } from "~/server/public-form.server";
import { hasClientSession, type ClientLink } from "./client-access.server";
import { sessionSchemas, type ClientFormResult } from "./client-forms";
import {
  bookableTypes,
  bookClientSession,
  cancelChoice,
  cancelClientSession,
  clientName,
  moveChoice,
  moveClientSession,
  type SessionOutcome,
  type SessionRefusal,
} from "./client-sessions.server";
import { queueSessionMails, type MailedChange } from "./session-mails.server";
import type { ClientStep } from "./ClientSessions";

/**
 * The signed-in client page's steps and actions (ADR 0125). A step is chosen
 * by the address (`?plannen=<type>`, `?verzetten=<id>`, `?annuleren=<id>`) and
 * shown only for this client's own credits and sessions; an action goes
 * through the one public-form pipeline and needs the session of this link.
 */
const idOf = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? Number(value) : 0);

/** What the loader adds for a signed-in client: the step the address asks for, the types with a credit, the first name. */
export async function clientStep(email: string, params: URLSearchParams, now: number) {
  const [bookable, name] = await Promise.all([bookableTypes(email, now), clientName(email)]);
  const first = name?.trim().split(/\s+/)[0] ?? null;
  const type = bookable.find((candidate) => candidate.id === idOf(params.get("plannen")));
  const moveId = idOf(params.get("verzetten"));
  const cancelId = idOf(params.get("annuleren"));
  let step: ClientStep | null = null;
  if (type) step = { kind: "book", type, days: await sessionFreeTimes(type.id, now) };
  else if (moveId) {
    const choice = await moveChoice(email, moveId, now);
    if (choice)
      step = { kind: "move", session: { id: moveId, when: whenOf(choice.session.start_at) }, days: choice.days };
  } else if (cancelId) {
    const choice = await cancelChoice(email, cancelId, now);
    if (choice) {
      step = {
        kind: "cancel",
        session: { id: cancelId, when: whenOf(choice.session.start_at) },
        returns: choice.returns,
      };
    }
  }
  return { step, bookable, name: first };
}

/** The notice (a flash on the page) after each change. */
const notices = {
  booked: "geboekt",
  moved: "verzet",
  "cancelled-returned": "geannuleerd-terug",
  "cancelled-spent": "geannuleerd-gebruikt",
} as const satisfies Record<MailedChange, string>;

const refusedStatus: Record<SessionRefusal, number> = {
  taken: 409,
  unavailable: 409,
  "no-credit": 409,
  late: 409,
  "not-found": 404,
};

type SessionAnswer = FormAnswer<ClientFormResult<(typeof notices)[MailedChange]>>;

/** A bot (the honeypot) changes nothing and learns nothing: the answer of a session that is gone. */
const nothing: SessionAnswer = { status: 404, result: formRefusal("not-found", texts.errors["not-found"]) };

/**
 * POST of a session intent on /client/<token>: this link's session first (no
 * session: 403 and nothing changes), then the pipeline, then the engine.
 * After a change a 303 back to the page without the step, with a notice.
 */
export async function sessionAction(request: Request, link: ClientLink, form: FormData, clientAddress: string) {
  if (!hasClientSession(request, link)) {
    return formResponse<ClientFormResult>({ status: 403, result: formRefusal("Signed out", texts.errors.signedOut) });
  }
  const now = currentTime().getTime();
  const here = new URL(request.url).pathname;
  const answer = await answerPublicForm(
    {
      name: "client-session",
      clientAddress,
      rateLimit: "clientSession",
      now,
      check: (form) => {
        // The route calls this for the three session intents only.
        const parsed = parseIntent(form, sessionSchemas)!;
        return parsed.ok ? { ok: true as const, value: parsed, values: parsed.values } : parsed;
      },
      botAnswer: () => nothing,
      refuse: (reason) =>
        formRefusal(reason, reason === "Rate limit exceeded" ? texts.errors.throttled : texts.errors.unexpected),
      handle: async (parsed): Promise<SessionAnswer> => {
        let outcome: SessionOutcome;
        switch (parsed.intent) {
          case "sessie-boeken":
            outcome = await bookClientSession(link.email, parsed.value.typeId, parsed.value.start, now);
            break;
          case "sessie-verzetten":
            outcome = await moveClientSession(link.email, parsed.value.sessionId, parsed.value.start, now);
            break;
          case "sessie-annuleren":
            outcome = await cancelClientSession(link.email, parsed.value.sessionId, now);
            break;
        }
        if (!("id" in outcome)) {
          return {
            status: refusedStatus[outcome.change],
            result: formRefusal(outcome.change, texts.errors[outcome.change]),
          };
        }
        await queueSessionMails(outcome.change, outcome.id, `${publicUrl}${here}`);
        return {
          status: 200,
          result: { ok: true, code: "Session changed", message: "", notice: notices[outcome.change] },
        };
      },
    },
    form,
  );
  if ("result" in answer && answer.result.ok && answer.result.notice) {
    return redirectWithFlash(here, answer.result.notice);
  }
  return formResponse<ClientFormResult>(answer as FormAnswer<ClientFormResult>);
}
