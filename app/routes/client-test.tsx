import { Card, Section } from "~/components/ui/layout";
import { intakePage as page } from "~/content/pages/intake";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import type { Route } from "./+types/client-test";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.metaTitle, description: page.metaDescription, path: "/client-test" });

export default function IntakePage() {
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
      </Section>
    </>
  );
}
