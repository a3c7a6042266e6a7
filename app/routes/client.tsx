import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, SuccessNotice } from "~/components/ui/form";
import { Section } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";
import { clientPage as texts } from "~/content/client-page";
import { OneTimeCodeField } from "~/features/admin-auth/OneTimeCodeField";
import {
  checkLoginCode,
  clientSessionCookie,
  clientSignOutCookie,
  findClientLink,
  hasClientSession,
  mailLoginCode,
} from "~/features/client-page/client-access.server";
import { clientSchemas, isSessionIntent, type ClientFormResult } from "~/features/client-page/client-forms";
import { clientOverview } from "~/features/client-page/client-overview.server";
import { clientStep, sessionAction } from "~/features/client-page/client-page-actions.server";
import {
  Credits,
  HeldSessions,
  Invoices,
  NextSession,
  PlanSession,
  StepView,
} from "~/features/client-page/ClientSessions";
import { currentTime } from "~/server/clock.server";
import { sharedNotesOf } from "~/features/session-notes/session-notes.server";
import { ClientProgress } from "~/features/progress/ClientProgress";
import { progressOf } from "~/features/progress/progress.server";
import { LinkOutcome, LinkPage } from "~/features/newsletter/LinkOutcome";
import { seoMeta } from "~/features/seo/meta";
import { fieldError, formRefusal } from "~/lib/forms/form-result";
import { Honeypot } from "~/lib/forms/Honeypot";
import { intentField, parseForm } from "~/lib/forms/parse-form";
import { redirectWithFlash, readFlash } from "~/server/flash.server";
import { answerPublicForm, formResponse, type FormAnswer } from "~/server/public-form.server";
import type { Route } from "./+types/client";

/**
 * /client/<token>: the client's private page (ADR 0124). The link alone shows
 * only the offer to mail a login code: no name, no data. The code opens a
 * short session for this link only; everything else needs that session.
 */
const notices = [
  "code-gemaild",
  "uitgelogd",
  "geboekt",
  "verzet",
  "geannuleerd-terug",
  "geannuleerd-gebruikt",
  "zelftest-opgeslagen",
] as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const link = await findClientLink(params.token);
  if (!link) return data({ kind: "gone" as const }, { status: 404 });
  const flash = readFlash(request, notices);
  const notice = flash.notice && texts.notices[flash.notice];
  if (!hasClientSession(request, link)) return data({ kind: "out" as const, notice }, { headers: flash.headers });
  const url = new URL(request.url);
  const now = currentTime().getTime();
  const [overview, step, sharedNotes, progress] = await Promise.all([
    clientOverview(link.email, url.pathname, now),
    clientStep(link.email, url.searchParams, now),
    // What the coach shared per session (ADR 0143): only behind the code, like the rest.
    sharedNotesOf(link.email),
    progressOf(link.email),
  ]);
  return data(
    { kind: "in" as const, notice, path: url.pathname, ...overview, ...step, sharedNotes, progress },
    { headers: flash.headers },
  );
}

const codeSent: FormAnswer<ClientFormResult> = { status: 200, result: { ok: true, code: "Code sent", message: "" } };
const signedIn: FormAnswer<ClientFormResult> = { status: 200, result: { ok: true, code: "Signed in", message: "" } };
const wrongCode: FormAnswer<ClientFormResult> = {
  status: 400,
  result: formRefusal("Wrong code", texts.errors.wrongCode),
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const link = await findClientLink(params.token);
  if (!link) throw data(null, { status: 404 });
  const here = new URL(request.url).pathname;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data(formRefusal("Unexpected error", texts.errors.unexpected), { status: 400 });
  }
  const intent = form.get(intentField);
  if (isSessionIntent(intent)) return sessionAction(request, link, form, context.clientAddress);
  if (intent === "uitloggen") {
    const response = redirectWithFlash(here, "uitgelogd");
    response.headers.append("Set-Cookie", clientSignOutCookie());
    return response;
  }
  const signIn = intent === "inloggen";
  const answer = await answerPublicForm(
    {
      name: signIn ? "client-login" : "client-code",
      clientAddress: context.clientAddress,
      rateLimit: signIn ? "clientLogin" : "clientCode",
      check: (form) => parseForm(signIn ? clientSchemas.inloggen : clientSchemas["code-mailen"], form),
      // A bot that fills the honeypot never signs in: it gets a wrong code's answer (a mailed code is harmless, D9).
      botAnswer: () => (signIn ? wrongCode : codeSent),
      refuse: (reason) =>
        formRefusal(reason, reason === "Rate limit exceeded" ? texts.errors.throttled : texts.errors.unexpected),
      handle: async (value) => {
        if (!signIn) {
          await mailLoginCode(link);
          return codeSent;
        }
        const outcome = await checkLoginCode(link, (value as { code: string }).code);
        if (outcome === "ok") return signedIn;
        return outcome === "wrong" ? wrongCode : { status: 400, result: formRefusal("No code", texts.errors.noCode) };
      },
    },
    form,
  );
  // Only the checked code's own answer sets the session cookie.
  if ("result" in answer && answer.result.ok && answer.result.code === "Signed in") {
    throw redirect(here, { status: 303, headers: { "Set-Cookie": clientSessionCookie(link) } });
  }
  if ("result" in answer && answer.result.ok) return redirectWithFlash(here, "code-gemaild");
  return formResponse<ClientFormResult>(answer);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const flash = actionHeaders.get("Set-Cookie") ?? loaderHeaders.get("Set-Cookie");
  return {
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
    // The token is in the address: it must not travel to another site (the video room, a calendar) as a
    // referrer. "same-origin", not "no-referrer": that makes a form's Origin "null", refused as cross-site.
    "Referrer-Policy": "same-origin",
    ...(flash ? { "Set-Cookie": flash } : {}),
  };
};

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: texts.metaTitle, description: texts.metaTitle, path: "/client", noindex: true });

export default function ClientPage({ loaderData: view, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const result = actionData as ClientFormResult | undefined;
  if (view.kind === "gone") {
    return (
      <LinkPage title={texts.title} headingId="klant-titel">
        <LinkOutcome headingId="klant-titel" title={texts.notFound.title} body={texts.notFound.text} problem />
      </LinkPage>
    );
  }
  if (view.kind === "in") return <SignedIn view={view} result={result} />;
  return (
    <LinkPage title={texts.title} headingId="klant-titel">
      <h2 id="klant-titel" className="sr-only">
        {texts.title}
      </h2>
      {view.notice && <SuccessNotice message={view.notice} className="mb-6" />}
      <p className="text-lg leading-relaxed">{texts.signIn.text}</p>
      <Form method="post" className="relative mt-6">
        <Honeypot />
        <Button type="submit" name={intentField} value="code-mailen" variant="secondary" disabled={busy}>
          {texts.signIn.send}
        </Button>
      </Form>
      <Form method="post" className="relative mt-8 space-y-5">
        <Honeypot />
        <OneTimeCodeField
          label={texts.signIn.codeLabel}
          hint={texts.signIn.codeHint}
          error={fieldError(result, "code")}
          disabled={busy}
        />
        {result && !result.ok && <FormSummary errorTitle={texts.errors.failedTitle} result={result} />}
        <Button type="submit" name={intentField} value="inloggen" size="lg" disabled={busy}>
          {busy ? texts.signIn.busy : texts.signIn.submit}
        </Button>
      </Form>
    </LinkPage>
  );
}

type SignedInView = Extract<Route.ComponentProps["loaderData"], { kind: "in" }>;

/** The signed-in page (ADR 0125): a chosen step on top, else the next session and planning; the rest beside it. */
function SignedIn({ view, result }: { view: SignedInView; result: ClientFormResult | undefined }) {
  const busy = useNavigation().state !== "idle";
  const summary = result && !result.ok && <FormSummary errorTitle={texts.errors.failedTitle} result={result} />;
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow={view.name ? texts.signedIn.greeting.replace("{name}", view.name) : texts.signedIn.introPlain}
        title={texts.title}
      >
        <p>{texts.signedIn.intro}</p>
        <Form method="post">
          <Button type="submit" name={intentField} value="uitloggen" variant="secondary" disabled={busy}>
            {texts.signedIn.signOut}
          </Button>
        </Form>
      </PageHero>
      <Section tone="cream">
        {view.notice && <SuccessNotice message={view.notice} className="mb-8 max-w-3xl" />}
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="min-w-0 space-y-8">
            {view.step ? (
              <StepView step={view.step} path={view.path} cancelHours={view.cancelHours} summary={summary} />
            ) : (
              <>
                {summary}
                <NextSession overview={view} path={view.path} notes={view.sharedNotes} />
                <PlanSession overview={view} types={view.bookable} path={view.path} />
                <ClientProgress progress={view.progress} />
              </>
            )}
          </div>
          <div className="min-w-0 space-y-8">
            <Credits overview={view} />
            <HeldSessions overview={view} notes={view.sharedNotes} />
            <Invoices overview={view} />
          </div>
        </div>
      </Section>
    </>
  );
}
