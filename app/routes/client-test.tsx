import { Card, Section } from "~/components/ui/layout";
import { intakePage as page } from "~/content/pages/intake";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { IntakeForm } from "~/features/intake/IntakeForm";
import { submitIntakeFromBrowser } from "~/features/intake/intake-client";
import { intakeAction } from "~/features/intake/intake.server";
import type { Route } from "./+types/client-test";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.metaTitle, description: page.metaDescription, path: "/client-test" });

/** Checks and stores the questionnaire (plain form post or the enhanced form). */
export async function action({ request, context }: Route.ActionArgs) {
  return intakeAction(request, context.clientAddress);
}

/** With JavaScript: the same server action, then the draft, the event and the redirect. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitIntakeFromBrowser(serverAction);
}

export default function IntakePage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero tone="dark" title={page.title}>
        <p>{page.intro}</p>
        <p className="text-base text-sand-100">{page.timeNote}</p>
      </PageHero>
      <Section tone="cream">
        <Card className="max-w-3xl bg-sand-50">
          <p className="leading-relaxed">{page.disclaimer}</p>
        </Card>
        <IntakeForm serverResult={actionData && "ok" in actionData ? actionData : undefined} />
      </Section>
    </>
  );
}
