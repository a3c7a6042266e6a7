import { buttonClass } from "~/components/ui/button";
import { progressTexts } from "~/content/progress";
import { handleRetakePost, loadRetake } from "~/features/progress/retake-page.server";
import { LinkOutcome, LinkPage } from "~/features/newsletter/LinkOutcome";
import { SelfTestForm } from "~/features/selftest/SelfTestForm";
import type { SelfTestFormState } from "~/features/selftest/types";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/test-retake";

/**
 * /test/opnieuw/<token>: the self-test again, through the link the coach
 * mailed (ADR 0146). The same questions as /test; the last step asks no
 * address, since the link names the person. The result is not shown here:
 * it is health data, shown on the client page after the mailed code.
 */
const texts = progressTexts.retake;

export async function loader({ params }: Route.LoaderArgs) {
  return loadRetake(params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleRetakePost(request, params.token, context.clientAddress);
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  // The token is in the address: it must not travel to another site as a referrer (as on the client page).
  "Referrer-Policy": "same-origin",
});

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: texts.metaTitle, description: texts.metaTitle, path: "/test", noindex: true });

export default function SelfTestRetakePage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "open")
    return <SelfTestForm state={actionData as SelfTestFormState | undefined} retake={texts} />;
  const done = loaderData.kind === "done";
  return (
    <LinkPage title={texts.metaTitle} headingId="opnieuw-titel">
      <LinkOutcome
        headingId="opnieuw-titel"
        title={done ? texts.done.title : texts.gone.title}
        body={done ? texts.done.text : texts.gone.text}
        problem={!done}
      >
        <a href="/home" className={`mt-6 ${buttonClass("secondary")}`}>
          {progressTexts.retake.home}
        </a>
      </LinkOutcome>
    </LinkPage>
  );
}
