import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Card, Section } from "~/components/ui/layout";
import { bookingPage } from "~/content/pages/booking";
import { BookingWidget } from "~/features/booking/BookingWidget";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { Route } from "./+types/kennismaking";
import { CheckList } from "~/components/ui/check-list";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: bookingPage.metaTitle,
    description: bookingPage.metaDescription,
    path: "/kennismaking",
  });

export default function Kennismaking() {
  const page = bookingPage;
  return (
    <>
      <PageHero tone="dark" eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
        <p className="flex items-center gap-2 font-semibold text-sand-200">
          <Icon name="video" className="size-5 shrink-0" />
          {page.meta}
        </p>
        <ButtonLink to="/home" variant="light" className="mt-4">
          <Icon name="arrowLeft" />
          {page.backLabel}
        </ButtonLink>
      </PageHero>

      <Section tone="cream">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <BookingWidget />
          <Reveal>
            <Card>
              <h2 id="verwachten-titel" className="text-3xl font-semibold leading-tight sm:text-4xl">
                {page.expectTitle}
              </h2>
              <CheckList items={page.expect} bubble className="mt-6 space-y-4 text-lg leading-relaxed" />
            </Card>
          </Reveal>
        </div>
      </Section>
    </>
  );
}
