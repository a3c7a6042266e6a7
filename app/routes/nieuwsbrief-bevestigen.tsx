import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, Section } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";
import { confirmPage as text } from "~/content/newsletter-pages";
import { textValue } from "~/features/forms/parse-form";
import { confirmationPreview, confirmSubscription, type ConfirmView } from "~/features/newsletter/subscription.server";
import { LinkOutcome, linkAnswer } from "~/features/newsletter/LinkOutcome";
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
  const busy = useNavigation().state === "submitting";
  if (view.kind === "confirm") {
    return (
      <>
        <h2 id="bevestigen-titel" className="text-2xl font-semibold sm:text-3xl">
          {text.confirm}
        </h2>
        <p className="mt-4 text-lg leading-relaxed">{text.confirmNote}</p>
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={view.token} />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? text.buttonBusy : text.button}
          </Button>
        </Form>
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
      <PageHero tone="dark" title={text.title} />
      <Section tone="cream" labelledBy="bevestigen-titel">
        <Card className="max-w-2xl">
          <Outcome view={view} />
        </Card>
      </Section>
    </>
  );
}
