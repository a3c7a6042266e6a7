import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Card, Section } from "~/components/ui/layout";
import { selfTestLandingPage as page } from "~/content/pages/self-test";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import type { Route } from "./+types/test-landing";
import { CheckList } from "~/components/ui/check-list";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.metaTitle, description: page.metaDescription, path: "/test-landing" });

export default function SelfTestLanding() {
  return (
    <>
      <PageHero tone="dark" eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 pt-2 text-base font-medium text-sand-100">
          {page.facts.map((fact) => (
            <li key={fact} className="flex items-center gap-2">
              <Icon name="check" className="size-5" />
              {fact}
            </li>
          ))}
        </ul>
        <ButtonLink to="/test" variant="light" size="lg" className="mt-4">
          {page.cta}
          <Icon name="arrowRight" />
        </ButtonLink>
      </PageHero>
      <Section tone="cream" labelledBy="wat-je-krijgt">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="wat-je-krijgt" className="text-3xl font-semibold">
              Wat je krijgt
            </h2>
            <CheckList items={page.points} className="mt-6 space-y-4 text-lg leading-relaxed" />
          </div>
          <Card className="self-start bg-sand-50">
            <p className="leading-relaxed">{page.disclaimer}</p>
          </Card>
        </div>
      </Section>
    </>
  );
}
