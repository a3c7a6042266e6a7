import { Link, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Card, Section } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import { ebookPage as page } from "~/content/pages/ebook";
import { ebookAdminPath, isOldEbookAdminAddress } from "~/features/ebook-admin/admin-view";
import { isEbookAvailable } from "~/features/ebook/delivery.server";
import { EbookCover } from "~/features/ebook/EbookCover";
import { EbookRequestForm } from "~/features/ebook/EbookRequestForm";
import { useSite } from "~/features/site/site-data";
import { ebookRequestAction } from "~/features/ebook/request.server";
import { seoMeta } from "~/features/seo/meta";
import { formResponse } from "~/server/public-form.server";
import type { Route } from "./+types/ebook-download";

/**
 * The page renders per request (public-pages.ts), so its wording says whether
 * the e-book is there to send now or follows once it is ready. The coach's
 * panel that once sat here under ?admin=true is the admin screen /admin/e-book
 * now: the old address leads there, and that screen checks who may see it.
 */
export function loader({ request }: Route.LoaderArgs) {
  if (isOldEbookAdminAddress(new URL(request.url))) throw redirect(ebookAdminPath, 302);
  return { available: isEbookAvailable() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: page.metaTitle, description: page.metaDescription, path: "/ebook-download" });

/**
 * The request form's POST (with or without JavaScript). The page itself is
 * prerendered; a POST is not a static file, so the server always renders it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return formResponse(await ebookRequestAction(request, context.clientAddress));
}

export default function EbookDownload({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <>
      <PageHero tone="dark" eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
        <p>
          <a href="#aanvragen" className={buttonClass("light", "lg", "mt-4")}>
            {page.formLink}
          </a>
        </p>
      </PageHero>
      <Section tone="cream" labelledBy="ebook-inhoud">
        <div className="grid items-start gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <EbookCover eyebrow={page.eyebrow} title={page.title} author={site.coachName} label={page.coverLabel} />
            <h2 id="ebook-inhoud" className="mt-10 text-3xl font-semibold leading-tight sm:text-4xl">
              {page.contentsTitle}
            </h2>
            <CheckList items={page.contents} bubble className="mt-8 space-y-4 text-lg leading-relaxed" />
          </div>
          <Reveal>
            <Card>
              <div id="aanvragen" className="scroll-mt-8">
                <h2 id="ebook-aanvragen" className="text-2xl font-semibold leading-tight sm:text-3xl">
                  {loaderData.available ? page.formTitle : page.formTitlePending}
                </h2>
                <p className="mt-3 text-lg leading-relaxed text-body">
                  {loaderData.available ? page.formIntro : page.formIntroPending}
                </p>
              </div>
              <div className="mt-6">
                <EbookRequestForm serverResult={actionData} labelledBy="ebook-aanvragen" />
              </div>
              <p className="mt-6 text-sm leading-relaxed text-muted">
                {page.privacyNote} {page.privacyLink.text}{" "}
                <Link
                  to="/privacy"
                  className="font-medium text-pine-800 underline underline-offset-2 hover:text-pine-900"
                >
                  {page.privacyLink.label}
                </Link>
                .
              </p>
            </Card>
          </Reveal>
        </div>
      </Section>
    </>
  );
}
