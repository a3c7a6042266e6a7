import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { notFoundPage } from "~/content/pages/error-pages";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { logger, pathForLog } from "~/server/logger.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  // A mistyped link may hold an address or a token: masked like the request line (ADR 0087).
  logger.warn({ path: pathForLog(request.url) }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(matches, {
    title: notFoundPage.metaTitle,
    description: notFoundPage.text,
    path: location.pathname,
    noindex: true,
  });

export default function NotFound() {
  return (
    <PageHero tone="dark" title={notFoundPage.title}>
      <p>{notFoundPage.text}</p>
      <ButtonLink to="/home" variant="light" size="lg" className="mt-4">
        {notFoundPage.cta}
      </ButtonLink>
    </PageHero>
  );
}
