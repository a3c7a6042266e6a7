import type { ReactNode } from "react";
import { CheckList } from "~/components/ui/check-list";
import { Section, SectionHeading } from "~/components/ui/layout";
import type { ServicePage } from "~/content/services";
import { servicePhasesTitle } from "~/content/ui-labels";
import { BookingClosing } from "./BookingClosing";
import { ApproachSection } from "~/features/approach/ApproachSection";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";

/**
 * One service landing page (/burnout-coaching, /adhd-coaching, /life-coaching):
 * hero with the intro, 'Herken je dit?', the six phases, 'Waarom mij?' (when
 * the page has it), what it brings and a closing call to action.
 *
 * `intro` replaces the content file's intro (the life-coaching page passes its
 * admin-editable text, D24).
 */
export function ServicePageView({
  page,
  heroTone,
  intro = page.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
}: {
  page: ServicePage;
  heroTone: "dark" | "light";
  intro?: ReactNode;
}) {
  const { whyMe, outcomes, closing } = page;

  return (
    <>
      <PageHero tone={heroTone} eyebrow={page.eyebrow} title={page.title}>
        {intro}
      </PageHero>

      <Section labelledBy="herken-titel">
        <Reveal>
          <SectionHeading id="herken-titel" title={page.recognizeTitle} />
          <div className="mt-10">
            <CheckList
              items={page.recognize}
              bubble
              mark="dot"
              className="grid gap-x-10 gap-y-5 text-lg leading-relaxed md:grid-cols-2"
            />
          </div>
        </Reveal>
      </Section>

      <ApproachSection id="aanpak" title={servicePhasesTitle} intro={page.phasesIntro} />

      {whyMe && (
        <Section tone="white" labelledBy="waarom-titel">
          {/* The heading takes the first cell of the card grid, so five cards fill it evenly. */}
          <Reveal className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            <div className="mb-4 md:mb-0 md:pt-4">
              <SectionHeading id="waarom-titel" title={whyMe.title} />
            </div>
            <ul role="list" className="contents">
              {whyMe.items.map((item) => (
                <li key={item.title} className="rounded-2xl bg-cream p-7 ring-1 ring-sand-200">
                  <h3 className="text-xl font-semibold">{item.title}</h3>
                  <p className="mt-3 leading-relaxed">{item.text}</p>
                </li>
              ))}
            </ul>
          </Reveal>
        </Section>
      )}

      <Section tone={whyMe ? "cream" : "white"} labelledBy="oplevert-titel">
        <Reveal className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading id="oplevert-titel" title={outcomes.title} />
          <CheckList items={outcomes.items} bubble className="grid gap-y-5 text-lg leading-relaxed" />
        </Reveal>
      </Section>

      <BookingClosing tone={whyMe ? "white" : "cream"} title={closing.title} paragraphs={[closing.text]} />
    </>
  );
}
