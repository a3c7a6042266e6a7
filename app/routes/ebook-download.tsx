import { Section } from "~/components/ui/layout";
import { ebookPage as page } from "~/content/pages/ebook";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import type { Route } from "./+types/ebook-download";
import { CheckList } from "~/components/ui/check-list";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.metaTitle, description: page.metaDescription, path: "/ebook-download" });

export default function EbookDownload() {
  return (
    <>
      <PageHero tone="dark" eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHero>
      <Section tone="cream" labelledBy="ebook-inhoud">
        <div className="max-w-3xl">
          <h2 id="ebook-inhoud" className="text-3xl font-semibold">
            Wat staat erin?
          </h2>
          <CheckList items={page.contents} className="mt-6 space-y-4 text-lg leading-relaxed" />
          <p className="mt-8 text-muted">{page.privacyNote}</p>
        </div>
      </Section>
    </>
  );
}
