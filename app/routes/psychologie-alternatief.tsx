import { Icon } from "~/components/ui/icons";
import { Container, Section, SectionHeading } from "~/components/ui/layout";
import { psychologyAlternative, type ArticleSection } from "~/content/psychology-alternative";
import { psychologyAlternativeLabels as labels } from "~/content/ui-labels";
import { seoMeta } from "~/features/seo/meta";
import { faqJsonLd } from "~/features/seo/structured-data";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { Route } from "./+types/psychologie-alternatief";
import { BookingClosing } from "~/features/services/BookingClosing";
import { ProseSections } from "~/components/ui/prose-sections";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: psychologyAlternative.metaTitle,
    description: psychologyAlternative.metaDescription,
    path: "/psychologie-alternatief",
    type: "article",
    jsonLd: [faqJsonLd(psychologyAlternative.faq)],
  });

/** Article sections in a readable column, each with its own h2. */
function ArticleSections({
  sections,
  first,
  tone,
}: {
  sections: ArticleSection[];
  first: number;
  tone: "cream" | "white";
}) {
  return (
    <div className={`py-20 sm:py-24 ${tone === "white" ? "bg-white" : "bg-cream"}`}>
      <Container>
        <div className="max-w-3xl">
          <ProseSections
            headingClassName="text-3xl sm:text-4xl"
            sections={sections.map((section, index) => ({ ...section, id: `artikel-${first + index + 1}` }))}
          />
        </div>
      </Container>
    </div>
  );
}

export default function PsychologyAlternative() {
  const { eyebrow, title, intro, sections, comparison, faq } = psychologyAlternative;
  // What a psychologist and a coach do come before the table; the last section
  // ('Twijfel je? Begin hier') closes the page with the two buttons.
  const before = sections.slice(0, 2);
  const after = sections.slice(2, -1);
  const closing = sections.at(-1);

  return (
    <>
      <PageHero tone="dark" eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </PageHero>

      <ArticleSections sections={before} first={0} tone="cream" />

      <Section tone="white" labelledBy="vergelijking-titel">
        <Reveal>
          <SectionHeading id="vergelijking-titel" title={labels.comparisonTitle} />
          <p className="mt-8 text-sm text-muted md:hidden">{labels.scrollHint}</p>
          <div
            role="region"
            aria-labelledby="vergelijking-caption"
            tabIndex={0}
            className="mt-3 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 md:mt-10"
          >
            <table className="w-full min-w-[38rem] border-collapse text-left md:min-w-0">
              <caption id="vergelijking-caption" className="sr-only">
                {labels.comparisonCaption}
              </caption>
              <thead className="bg-pine-50">
                <tr>
                  <th
                    scope="col"
                    className="sticky left-0 w-[22%] bg-pine-50 z-10 after:absolute after:inset-y-0 after:right-0 after:w-px after:bg-sand-200 md:after:hidden px-4 py-4 text-sm font-semibold uppercase tracking-wider text-pine-800 sm:px-6 md:static"
                  >
                    {labels.columns.aspect}
                  </th>
                  <th scope="col" className="w-[39%] px-4 py-4 sm:px-6 font-serif text-xl font-semibold text-ink">
                    {labels.columns.psychology}
                  </th>
                  <th scope="col" className="w-[39%] px-4 py-4 sm:px-6 font-serif text-xl font-semibold text-ink">
                    {labels.columns.coaching}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-sand-200 align-top leading-relaxed">
                {comparison.map((row) => (
                  <tr key={row.aspect}>
                    <th
                      scope="row"
                      className="sticky left-0 bg-white z-10 after:absolute after:inset-y-0 after:right-0 after:w-px after:bg-sand-200 md:after:hidden px-4 py-5 font-semibold text-ink sm:px-6 md:static"
                    >
                      {row.aspect}
                    </th>
                    <td className="px-4 py-5 sm:px-6">{row.psychology}</td>
                    <td className="px-4 py-5 sm:px-6">{row.coaching}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Reveal>
      </Section>

      <ArticleSections sections={after} first={before.length} tone="cream" />

      <Section tone="sand" labelledBy="faq-titel">
        <Reveal>
          <SectionHeading id="faq-titel" title={labels.faqTitle} />
          <div className="mt-10 max-w-3xl divide-y divide-sand-200 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
            {faq.map((item) => (
              <details key={item.question} className="group px-6 sm:px-8">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 font-serif text-xl font-semibold text-ink [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <Icon
                    name="chevronDown"
                    className="size-5 shrink-0 text-pine-700 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="pb-6 text-lg leading-relaxed">{item.answer}</p>
              </details>
            ))}
          </div>
        </Reveal>
      </Section>

      {closing && <BookingClosing title={closing.heading} paragraphs={closing.paragraphs} />}
    </>
  );
}
