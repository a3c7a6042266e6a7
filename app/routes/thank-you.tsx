import { ButtonLink } from "~/components/ui/button";
import { thankYouPage } from "~/content/pages/notices";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import type { Route } from "./+types/thank-you";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: thankYouPage.metaTitle,
    description: thankYouPage.text,
    path: "/thank-you",
    noindex: true,
  });

export default function ThankYouPage() {
  return (
    <PageHero tone="dark" title={thankYouPage.title}>
      <p>{thankYouPage.text}</p>
      <ButtonLink to="/home" variant="light" size="lg" className="mt-4">
        {thankYouPage.cta}
      </ButtonLink>
    </PageHero>
  );
}
