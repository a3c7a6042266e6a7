import { Container } from "~/components/ui/layout";
import type { LegalPage } from "~/content/legal/types";
import { legalLabels } from "~/content/ui-labels";
import { PageHero } from "~/components/ui/page-hero";
import { useSite, useVideoCopy } from "~/features/site/site-data";
import { ProseSections } from "~/components/ui/prose-sections";

const dutchDate = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11-01" -> "1 november 2026", the same on the server and in the browser. */
function formatDate(isoDate: string): string {
  return dutchDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "3. Coaching is geen medische behandeling" -> "coaching-is-geen-medische-behandeling". */
function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/^\d+\.\s*/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A legal page (/privacy, /voorwaarden, /cookies, D6): hero with the date of
 * the last change and the intro, a table of contents, the sections in a
 * readable column and the practice's details as entered in the admin (D32).
 *
 * `anchors` gives a section (by its heading) a fixed anchor id instead of the
 * one derived from the heading, e.g. the footer's /cookies#instellingen;
 * `fill` fills the page's own placeholders (the terms' cancel period).
 */
export function LegalPageView({
  page,
  anchors = {},
  fill = (text) => text,
}: {
  page: LegalPage;
  anchors?: Record<string, string>;
  fill?: (text: string) => string;
}) {
  const site = useSite();
  const video = useVideoCopy();
  const copy = (text: string) => fill(video(text));
  const sections = page.sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map(copy),
    list: section.list?.map(copy),
    id: anchors[section.heading] ?? slugify(section.heading),
  }));

  return (
    <>
      <PageHero tone="dark" title={page.title}>
        <p className="text-base font-medium text-sand-200">
          {legalLabels.updated}: <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
        <p>{page.intro}</p>
      </PageHero>

      <div className="bg-cream py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-labelledby="inhoud-titel" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-2xl bg-white p-6 ring-1 ring-sand-200">
              <h2
                id="inhoud-titel"
                className="font-sans text-sm font-semibold uppercase tracking-[0.16em] text-clay-600"
              >
                {legalLabels.contents}
              </h2>
              <ol className="mt-4 space-y-2.5 text-base leading-snug">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="text-pine-700 underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700"
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>

          <div className="max-w-3xl">
            <ProseSections sections={sections} headingClassName="scroll-mt-8" />

            <section
              aria-labelledby="contact-titel"
              className="mt-16 rounded-2xl bg-pine-50 p-6 ring-1 ring-pine-100 sm:p-8"
            >
              <h2 id="contact-titel" className="text-2xl font-semibold sm:text-3xl">
                {legalLabels.contactTitle}
              </h2>
              <address className="mt-5 text-lg leading-relaxed not-italic">
                <p className="font-semibold text-ink">{site.businessName}</p>
                <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                  {site.street && (
                    <>
                      <dt className="font-medium text-ink">{legalLabels.address}</dt>
                      <dd>{`${site.street}, ${site.postalCode} ${site.city}`}</dd>
                    </>
                  )}
                  <dt className="font-medium text-ink">{legalLabels.email}</dt>
                  <dd>
                    <a
                      href={`mailto:${site.email}`}
                      className="font-medium text-pine-700 underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700"
                    >
                      {site.email}
                    </a>
                  </dd>
                  {site.kvk && (
                    <>
                      <dt className="font-medium text-ink">{legalLabels.kvk}</dt>
                      <dd>{site.kvk}</dd>
                    </>
                  )}
                </dl>
              </address>
            </section>
          </div>
        </Container>
      </div>
    </>
  );
}
