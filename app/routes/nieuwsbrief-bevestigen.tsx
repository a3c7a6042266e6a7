import { ButtonLink } from "~/components/ui/button";
import { confirmPage as text } from "~/content/newsletter-pages";
import { textValue } from "~/lib/forms/parse-form";
import { confirmationPreview, confirmSubscription, type ConfirmView } from "~/features/newsletter/subscription.server";
import { LinkOutcome, LinkPage, linkAnswer, TokenButton } from "~/features/newsletter/LinkOutcome";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/nieuwsbrief-bevestigen";

/**
 * /nieuwsbrief/bevestigen?token=... (issue #14, double opt-in). GET only shows
 * the button, because mail scanners open every link in a mail; the POST confirms.
 */

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    return linkAnswer(await confirmationPreview(token));
  } catch {
    return linkAnswer({ kind: "error" });
  }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return linkAnswer(await confirmSubscription(textValue(form, "token")));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: text.metaTitle,
    description: text.metaDescription,
    path: "/nieuwsbrief/bevestigen",
    noindex: true,
  });

function describe(view: Exclude<ConfirmView, { kind: "confirm" }>): { title: string; body: string; problem: boolean } {
  switch (view.kind) {
    case "done":
      return { title: text.doneTitle, body: view.again ? text.doneAgain : text.done, problem: false };
    case "unknown":
      return { title: text.unknownTitle, body: text.unknown, problem: false };
    case "invalid":
      return { title: text.invalidTitle, body: text.invalid, problem: true };
    case "expired":
      return { title: text.expiredTitle, body: text.expired, problem: true };
    case "error":
      return { title: text.errorTitle, body: text.error, problem: true };
  }
}

function Outcome({ view }: { view: ConfirmView }) {
  if (view.kind === "confirm") {
    return (
      <>
        <h2 id="bevestigen-titel" className="text-2xl font-semibold sm:text-3xl">
          {text.confirm}
        </h2>
        <p className="mt-4 text-lg leading-relaxed">{text.confirmNote}</p>
        <TokenButton token={view.token} label={text.button} busyLabel={text.buttonBusy} />
      </>
    );
  }
  const { title, body, problem } = describe(view);
  return (
    <>
      <LinkOutcome headingId="bevestigen-titel" title={title} body={body} problem={problem}>
        <ButtonLink
          to={problem ? "/nieuwsbrief" : "/home"}
          variant={problem ? "secondary" : "primary"}
          className="mt-8"
        >
          {problem ? text.signupAgain : text.home}
        </ButtonLink>
      </LinkOutcome>
    </>
  );
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  return (
    <>
      <LinkPage title={text.title} headingId="bevestigen-titel">
        <Outcome view={view} />
      </LinkPage>
    </>
  );
}
