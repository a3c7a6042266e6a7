import { ButtonLink } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/layout";
import { bookingCta } from "~/content/navigation";
import { landingPage } from "~/content/pages/landing";
import { type TitledText } from "~/content/pages/shared";
import { seoMeta } from "~/features/seo/meta";
import { TestimonialsCarousel } from "~/features/testimonials/TestimonialsCarousel";
import { publicTestimonials } from "~/features/coach-facts/testimonials.server";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { Route } from "./+types/landing";
import { ServiceCards } from "~/features/services/ServiceCards";
import { BookingBand } from "~/features/booking/BookingBand";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: landingPage.metaTitle,
    description: landingPage.metaDescription,
    path: "/landing",
  });

/** The self-test or e-book offer: a card with a title, a short text and one button. */
function OfferCard({
  id,
  icon,
  offer,
  to,
  variant,
}: {
  id: string;
  icon: IconName;
  offer: TitledText & { cta: string };
  to: string;
  variant: "primary" | "secondary";
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex h-full flex-col rounded-3xl bg-cream p-8 ring-1 ring-sand-200 sm:p-10"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-pine-50 text-pine-700 ring-1 ring-inset ring-pine-100">
        <Icon name={icon} className="size-7" />
      </span>
      <h2 id={id} className="mt-6 text-3xl font-semibold leading-tight">
        {offer.title}
      </h2>
      <p className="mt-4 grow text-lg leading-relaxed">{offer.text}</p>
      <ButtonLink to={to} variant={variant} className="mt-8 self-start">
        {offer.cta}
        <Icon name="arrowRight" />
      </ButtonLink>
    </section>
  );
}

/** The testimonials come from the database; the page is rendered into the page cache after each change (ADR 0061). */
export async function loader() {
  return { testimonials: await publicTestimonials() };
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { hero, selfTest, ebook, closing } = landingPage;
  return (
    <>
      <PageHero tone="dark" eyebrow={hero.eyebrow} title={hero.title}>
        <p>{hero.text}</p>
        <ButtonLink to={bookingCta.to} variant="light" size="lg" className="mt-4">
          {hero.cta}
          <Icon name="arrowRight" />
        </ButtonLink>
      </PageHero>

      <Section tone="cream" labelledBy="diensten-titel">
        <Reveal>
          <SectionHeading id="diensten-titel" title={landingPage.servicesTitle} intro={landingPage.servicesIntro} />
          <ServiceCards headingLevel="h3" className="mt-12 grid gap-6 lg:grid-cols-3" />
        </Reveal>
      </Section>

      <Section tone="white">
        <Reveal className="grid gap-6 md:grid-cols-2">
          <OfferCard id="zelftest-titel" icon="check" offer={selfTest} to="/test-landing" variant="primary" />
          <OfferCard id="ebook-titel" icon="mail" offer={ebook} to="/ebook-download" variant="secondary" />
        </Reveal>
      </Section>

      <Section tone="sand" labelledBy="verhalen-titel">
        <Reveal>
          <SectionHeading id="verhalen-titel" title={landingPage.testimonialsTitle} />
          <div className="mt-12">
            <TestimonialsCarousel testimonials={loaderData.testimonials} />
          </div>
        </Reveal>
      </Section>

      <BookingBand title={closing.title} text={closing.text} cta={closing.cta} />
    </>
  );
}
