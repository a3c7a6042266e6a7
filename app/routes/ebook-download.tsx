import { lazy, Suspense } from "react";
import { data, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Card, Section } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import { ebookPage as page } from "~/content/pages/ebook";
import { isEbookAdminView } from "~/features/ebook-admin/admin-view";
import { ebookPanelData, requirePanelAdmin } from "~/features/ebook-admin/panel.server";
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
 * the e-book is there to send now or follows once it is ready. With
 * ?admin=true only an admin gets the panel; everyone else goes to /admin-login
 * (product.md §2).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const available = isEbookAvailable();
  if (!isEbookAdminView(new URL(request.url))) return { panel: null, available };
  await requirePanelAdmin(request);
  const { panel, headers } = await ebookPanelData(request);
  const answer = new Headers(headers);
  answer.set("Cache-Control", "no-store");
  answer.set("X-Robots-Tag", "noindex");
  return data({ panel, available }, { headers: answer });
}

// Visitors never load the coach's panel: it is its own chunk, fetched only when the loader sends one.
const EbookAdminPanel = lazy(() =>
  import("~/features/ebook-admin/EbookAdminPanel").then((module) => ({ default: module.EbookAdminPanel })),
);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: page.metaTitle,
    description: page.metaDescription,
    path: "/ebook-download",
    noindex: Boolean(loaderData?.panel),
  });

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
      {loaderData.panel && (
        <Suspense fallback={null}>
          <EbookAdminPanel panel={loaderData.panel} />
        </Suspense>
      )}
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
