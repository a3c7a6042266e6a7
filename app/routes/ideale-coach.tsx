import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Card, Section } from "~/components/ui/layout";
import { fitCheckPage } from "~/content/pages/fit-check";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import type { Route } from "./+types/ideale-coach";
import { CheckList } from "~/components/ui/check-list";
import { useVideoCopy } from "~/features/site/site-data";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: fitCheckPage.metaTitle, description: fitCheckPage.metaDescription, path: "/ideale-coach" });

export default function FitCheckPage() {
  const { aboutCard } = fitCheckPage;
  const video = useVideoCopy();
  return (
    <>
      <PageHero tone="dark" eyebrow={fitCheckPage.eyebrow} title={fitCheckPage.title}>
        <p>{fitCheckPage.intro}</p>
      </PageHero>
      <Section tone="cream">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {fitCheckPage.cards.map((card, index) => (
            <li key={card.title}>
              <Card className="h-full">
                <span className="font-serif text-4xl font-semibold text-pine-500" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h2 className="mt-3 text-xl font-semibold">{card.title}</h2>
                <p className="mt-3 leading-relaxed">{card.text}</p>
                <CheckList items={card.points.map(video)} className="mt-5 space-y-2.5" />
              </Card>
            </li>
          ))}
          <li>
            <div className="flex h-full flex-col rounded-2xl bg-pine-900 p-6 text-pine-100 sm:p-8">
              <h2 className="text-xl font-semibold text-cream">{aboutCard.title}</h2>
              <p className="mt-3 grow leading-relaxed">{aboutCard.text}</p>
              <ButtonLink to="/over-mij" variant="light" className="mt-6 self-start">
                Lees meer over mij
              </ButtonLink>
            </div>
          </li>
        </ul>
        <div className="mt-14 text-center">
          <ButtonLink to="/home" size="lg">
            {fitCheckPage.cta}
            <Icon name="arrowRight" />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
