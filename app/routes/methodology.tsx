import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/layout";
import { methodologyPage, methodologyTopics } from "~/content/methodology";
import { approachHeading } from "~/content/pages/sections";
import { backToHomeLabel } from "~/content/ui-labels";
import { ApproachSection } from "~/features/approach/ApproachSection";
import { MethodologyDiagram } from "~/features/methodology/MethodologyDiagram";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { Route } from "./+types/methodology";
import { useVideoCopy } from "~/features/site/site-data";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: methodologyPage.metaTitle,
    description: methodologyPage.metaDescription,
    path: "/methodology",
  });

export default function Methodology() {
  const page = methodologyPage;
  const video = useVideoCopy();
  const approach = approachHeading;
  return (
    <>
      <PageHero tone="dark" eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
        <ButtonLink to="/home" variant="light" className="mt-4">
          <Icon name="arrowLeft" />
          {backToHomeLabel}
        </ButtonLink>
      </PageHero>

      <Section tone="cream" labelledBy="diagram-titel">
        <Reveal className="grid items-center gap-10 lg:grid-cols-[2fr_3fr] lg:gap-12">
          <div>
            <SectionHeading id="diagram-titel" title={page.centerLabel} intro={page.centerText} />
            <p className="mt-4 flex items-center gap-2 font-medium text-pine-700">
              <Icon name="arrowRight" className="size-5 shrink-0 max-lg:rotate-90" />
              {page.diagramHint}
            </p>
          </div>
          <MethodologyDiagram topics={methodologyTopics} centerLabel={page.centerLabel} />
        </Reveal>
      </Section>

      <Section tone="white">
        <div className="divide-y divide-sand-200">
          {page.sections.map((section) => (
            <Reveal
              key={section.heading}
              className="grid gap-6 py-10 first:pt-0 last:pb-0 lg:grid-cols-[2fr_3fr] lg:gap-16"
            >
              <h2 className="text-3xl font-semibold leading-tight sm:text-4xl">{section.heading}</h2>
              <div className="space-y-5 text-lg leading-relaxed">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </Reveal>
          ))}
        </div>
      </Section>

      <ApproachSection eyebrow={approach.eyebrow} title={approach.title} intro={approach.intro} />

      <Section tone="pine" labelledBy="reis-titel">
        <Reveal className="mx-auto max-w-3xl text-center">
          <SectionHeading id="reis-titel" title={page.ctaTitle} intro={video(page.ctaText)} light center />
          {/* To the free times (D25); in calendly mode that page holds the widget behind its consent (D21). */}
          <ButtonLink to="/kennismaking#vrije-tijden" variant="light" size="lg" className="mt-10">
            {page.ctaLabel}
            <Icon name="arrowRight" />
          </ButtonLink>
        </Reveal>
      </Section>
    </>
  );
}
