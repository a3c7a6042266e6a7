import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/layout";
import { bookingCta } from "~/content/navigation";
import { packagesPage } from "~/content/pages/packages";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { Route } from "./+types/coaching-packages";
import { CheckList } from "~/components/ui/check-list";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: packagesPage.metaTitle,
    description: packagesPage.metaDescription,
    path: "/coaching-packages",
  });

export default function PackagesPage() {
  return (
    <>
      <PageHero tone="dark" eyebrow={packagesPage.eyebrow} title={packagesPage.title}>
        <p>{packagesPage.intro}</p>
      </PageHero>
      <Section tone="cream">
        <ul className="grid gap-8 lg:grid-cols-2">
          {packagesPage.packages.map((pkg) => (
            <li
              key={pkg.name}
              className={`flex flex-col rounded-3xl p-8 shadow-sm sm:p-10 ${
                pkg.highlighted ? "bg-pine-900 text-pine-100 ring-1 ring-pine-800" : "bg-white ring-1 ring-sand-200"
              }`}
            >
              <h2 className={`text-2xl font-semibold ${pkg.highlighted ? "text-cream" : ""}`}>{pkg.name}</h2>
              <p className="mt-6">
                <span className={`font-serif text-5xl font-semibold ${pkg.highlighted ? "text-cream" : "text-ink"}`}>
                  {pkg.priceLabel}
                </span>
                <span className="mt-2 block">{pkg.priceNote}</span>
              </p>
              <p className="mt-6 text-lg leading-relaxed">{pkg.description}</p>
              <CheckList
                items={pkg.features}
                className="mt-6 grow space-y-3"
                iconClassName={pkg.highlighted ? "text-sand-200" : "text-pine-700"}
              />
              <ButtonLink
                to={bookingCta.to}
                variant={pkg.highlighted ? "light" : "primary"}
                size="lg"
                className="mt-10 self-start"
              >
                {packagesPage.cta}
                <span className="sr-only"> ({pkg.name})</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="sand" labelledBy="goed-om-te-weten">
        <Reveal className="max-w-3xl">
          <h2 id="goed-om-te-weten" className="text-3xl font-semibold">
            {packagesPage.notes.title}
          </h2>
          <CheckList items={packagesPage.notes.items} className="mt-6 space-y-4 text-lg leading-relaxed" />
        </Reveal>
      </Section>
    </>
  );
}
