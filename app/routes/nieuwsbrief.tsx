import { Section } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";
import { newsletterPage as page } from "~/content/newsletter-pages";
import { handleSignup } from "~/features/newsletter/newsletter.server";
import { NewsletterForm, newsletterFormAnchor } from "~/features/newsletter/NewsletterForm";
import { seoMeta } from "~/features/seo/meta";
import { formResponse } from "~/server/public-form.server";
import type { Route } from "./+types/nieuwsbrief";

/**
 * /nieuwsbrief: where the footer form posts (D9). With JavaScript the answer
 * goes back to the fetcher; without it this page shows the answer and the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return formResponse(await handleSignup(request, context.clientAddress));
}

// An answer to a signup echoes what was typed: keep the page out of every cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.metaTitle, description: page.metaDescription, path: "/nieuwsbrief", noindex: true });

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero tone="dark" eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHero>
      <Section id={newsletterFormAnchor} tone="cream" labelledBy="nieuwsbrief-aanmelden">
        <div className="max-w-xl">
          <h2 id="nieuwsbrief-aanmelden" className="mb-8 text-3xl font-semibold sm:text-4xl">
            {page.formTitle}
          </h2>
          <NewsletterForm variant="page" initialResult={actionData} />
        </div>
      </Section>
    </>
  );
}
