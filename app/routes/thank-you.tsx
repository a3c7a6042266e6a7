import { ButtonLink } from "~/components/ui/button";
import { NumberBadge, Section } from "~/components/ui/layout";
import { thankYouPage as page } from "~/content/pages/notices";
import { BookingBand } from "~/features/booking/BookingBand";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import type { Route } from "./+types/thank-you";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: page.metaTitle,
    description: page.text,
    path: "/thank-you",
    noindex: true,
  });

/** After the intake ("u", D2): received, what happens next, and the booking for who does not want to wait. */
export default function ThankYouPage() {
  return (
    <>
      <PageHero tone="dark" title={page.title}>
        <p>{page.text}</p>
      </PageHero>
      <Section tone="cream" labelledBy="vervolg-titel">
        <div className="max-w-3xl">
          <h2 id="vervolg-titel" className="text-3xl font-semibold leading-tight sm:text-4xl">
            {page.nextTitle}
          </h2>
          <ol className="mt-8 space-y-4">
            {page.next.map((step, index) => (
              <li
                key={step}
                className="flex items-start gap-5 rounded-2xl bg-white p-5 text-lg leading-snug shadow-sm ring-1 ring-sand-200 sm:px-6"
              >
                <NumberBadge number={index + 1} />
                <span className="self-center">{step}</span>
              </li>
            ))}
          </ol>
          <ButtonLink to="/home" variant="ghost" className="mt-8">
            {page.home}
          </ButtonLink>
        </div>
      </Section>
      <BookingBand title={page.bookingTitle} text={page.bookingText} cta={page.bookingCta} />
    </>
  );
}
