import { ButtonLink } from "~/components/ui/button";
import { unsubscribePage as text } from "~/content/newsletter-pages";
import { unsubscribe, unsubscribePreview, type UnsubscribeView } from "~/features/newsletter/newsletter.server";
import { LinkOutcome, LinkPage, linkAnswer, TokenButton } from "~/features/newsletter/LinkOutcome";
import { seoMeta } from "~/features/seo/meta";
import { useSite } from "~/features/site/site-data";
import { textValue } from "~/lib/forms/parse-form";
import type { Route } from "./+types/nieuwsbrief-afmelden";

/**
 * /nieuwsbrief/afmelden?token=... (D15). GET only shows what will happen,
 * because mail scanners open every link in a mail; the button's POST unsubscribes.
 */

// The page is personal (a masked address) and changes with one click: never cache it.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    return linkAnswer(await unsubscribePreview(token));
  } catch {
    return linkAnswer({ kind: "error" });
  }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const token = textValue(form, "token") || (new URL(request.url).searchParams.get("token") ?? "");
  return linkAnswer(await unsubscribe(token));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: text.metaTitle,
    description: text.metaDescription,
    path: "/nieuwsbrief/afmelden",
    noindex: true,
  });

function describe(view: Exclude<UnsubscribeView, { kind: "confirm" }>): {
  title: string;
  body: string;
  problem: boolean;
} {
  switch (view.kind) {
    case "done":
      return { title: text.doneTitle, body: text.done(view.maskedEmail), problem: false };
    case "already":
      return { title: text.alreadyTitle, body: text.already(view.maskedEmail), problem: false };
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

function Outcome({ view }: { view: UnsubscribeView }) {
  const site = useSite();
  if (view.kind === "confirm") {
    return (
      <>
        <h2 id="afmelden-titel" className="text-2xl font-semibold sm:text-3xl">
          {text.confirm(view.maskedEmail)}
        </h2>
        <p className="mt-4 text-lg leading-relaxed">{text.confirmNote}</p>
        <TokenButton token={view.token} label={text.button} busyLabel={text.buttonBusy} />
      </>
    );
  }
  const { title, body, problem } = describe(view);
  return (
    <>
      <LinkOutcome headingId="afmelden-titel" title={title} body={body} problem={problem}>
        {problem && (
          <p className="mt-4 text-lg leading-relaxed">
            {text.mailMe}:{" "}
            <a
              href={`mailto:${site.email}`}
              className="break-all font-medium text-pine-700 underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700"
            >
              {site.email}
            </a>
          </p>
        )}
        <ButtonLink to="/home" variant={problem ? "secondary" : "primary"} className="mt-8">
          {text.home}
        </ButtonLink>
      </LinkOutcome>
    </>
  );
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  // After the button, the action's answer wins over the loader's fresh look.
  const view = actionData ?? loaderData;
  return (
    <>
      <LinkPage title={text.title} headingId="afmelden-titel">
        <Outcome view={view} />
      </LinkPage>
    </>
  );
}
