import { Icon } from "~/components/ui/icons";
import { NumberBadge, Section, SectionHeading } from "~/components/ui/layout";
import { choosingACoach } from "~/content/choosing-a-coach";
import { choosingACoachLabels, serviceCtaLabels } from "~/content/ui-labels";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { Route } from "./+types/goede-coach-kiezen";
import { BookingBand } from "~/features/booking/BookingBand";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: choosingACoach.metaTitle,
    description: choosingACoach.metaDescription,
    path: "/goede-coach-kiezen",
    type: "article",
  });

export default function ChoosingACoach() {
  const { eyebrow, title, intro, criteria, redFlags, questions, steps, closing } = choosingACoach;
  return (
    <>
      <PageHero tone="dark" eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </PageHero>

      <Section labelledBy="criteria-titel">
        <Reveal>
          <SectionHeading id="criteria-titel" title={choosingACoachLabels.criteriaTitle} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {criteria.map((criterion) => (
              <li key={criterion.title} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200 sm:p-8">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-pine-50 text-pine-700 ring-1 ring-pine-100">
                  <Icon name="check" className="size-5" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{criterion.title}</h3>
                <p className="mt-3 text-lg leading-relaxed">{criterion.text}</p>
              </li>
            ))}
          </ul>
        </Reveal>
      </Section>

      <Section tone="white" labelledBy="vlaggen-titel">
        <Reveal className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading id="vlaggen-titel" title={redFlags.title} />
          <ul className="space-y-5">
            {redFlags.items.map((item) => (
              <li key={item} className="flex gap-4 text-lg leading-relaxed">
                <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-sand-100 text-clay-600 ring-1 ring-sand-200">
                  <Icon name="close" className="size-4" />
                </span>
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Reveal>
      </Section>

      <Section tone="sand" labelledBy="vragen-titel">
        <Reveal className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading id="vragen-titel" title={questions.title} />
          <ol className="space-y-4">
            {questions.items.map((question, index) => (
              <li
                key={question}
                className="flex items-center gap-5 rounded-2xl bg-white p-5 text-lg leading-snug shadow-sm ring-1 ring-sand-200 sm:px-6"
              >
                <NumberBadge number={index + 1} />
                <span className="font-medium text-ink">{question}</span>
              </li>
            ))}
          </ol>
        </Reveal>
      </Section>

      <Section labelledBy="stappen-titel">
        <Reveal>
          <SectionHeading id="stappen-titel" title={steps.title} />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.items.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200">
                <NumberBadge number={index + 1} />
                <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
                <p className="mt-3 leading-relaxed">{step.text}</p>
              </li>
            ))}
          </ol>
        </Reveal>
      </Section>

      <BookingBand title={closing.title} text={closing.text} cta={serviceCtaLabels.booking} />
    </>
  );
}
