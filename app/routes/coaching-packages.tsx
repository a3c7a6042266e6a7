import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/layout";
import { bookingCta } from "~/content/navigation";
import { packageCopy, packagePriceLines, packagesPage } from "~/content/pages/packages";
import { formatEuro, machineEuro } from "~/features/coach-facts/euro";
import { coachingPrices } from "~/features/coach-facts/prices.server";
import { rootDataOf, seoMeta } from "~/features/seo/meta";
import { packagesJsonLd } from "~/features/seo/structured-data";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { Route } from "./+types/coaching-packages";
import { CheckList } from "~/components/ui/check-list";
import { useVideoCopy } from "~/features/site/site-data";

/** The packages and the hourly rate come from the database; the page is re-rendered into the page cache after each change (ADR 0061). */
export async function loader() {
  return coachingPrices();
}

export const meta: Route.MetaFunction = ({ data: prices, matches }) => {
  const root = rootDataOf(matches);
  const packages = prices?.packages ?? [];
  const hourly = prices ? formatEuro(prices.hourlyCents) : "";
  return seoMeta(matches, {
    title: packagesPage.metaTitle,
    description: packagePriceLines.metaDescription(
      packages.map((item) => ({ name: item.name, price: formatEuro(item.priceCents) })),
      hourly,
    ),
    path: "/coaching-packages",
    jsonLd:
      root && prices
        ? [
            packagesJsonLd({
              publicUrl: root.publicUrl,
              offers: [
                ...packages.map((item) => ({ name: item.name, price: machineEuro(item.priceCents) })),
                { name: packagePriceLines.hourlyOfferName, price: machineEuro(prices.hourlyCents), unitCode: "HUR" },
              ],
            }),
          ]
        : [],
  });
};

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  const { packages, hourlyCents } = loaderData;
  const video = useVideoCopy();
  return (
    <>
      <PageHero tone="dark" eyebrow={packagesPage.eyebrow} title={packagesPage.title}>
        <p>{packagesPage.intro}</p>
      </PageHero>
      <Section tone="cream">
        <ul className="grid gap-8 lg:grid-cols-2">
          {packages.map((pkg) => {
            const { description, highlighted } = packageCopy[pkg.key];
            return (
              <li
                key={pkg.key}
                className={`flex flex-col rounded-3xl p-8 shadow-sm sm:p-10 ${
                  highlighted ? "bg-pine-900 text-pine-100 ring-1 ring-pine-800" : "bg-white ring-1 ring-sand-200"
                }`}
              >
                <h2 className={`text-2xl font-semibold ${highlighted ? "text-cream" : ""}`}>{pkg.name}</h2>
                <p className="mt-6">
                  <span className={`font-serif text-5xl font-semibold ${highlighted ? "text-cream" : "text-ink"}`}>
                    {formatEuro(pkg.priceCents)}
                  </span>
                  <span className="mt-2 block">{packagesPage.priceNote}</span>
                </p>
                <p className="mt-6 text-lg leading-relaxed">{video(description)}</p>
                <CheckList
                  items={pkg.features}
                  className="mt-6 grow space-y-3"
                  iconClassName={highlighted ? "text-sand-200" : "text-pine-700"}
                />
                <ButtonLink
                  to={bookingCta.to}
                  variant={highlighted ? "light" : "primary"}
                  size="lg"
                  className="mt-10 self-start"
                >
                  {packagesPage.cta}
                  <span className="sr-only"> ({pkg.name})</span>
                </ButtonLink>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 text-lg">{packagePriceLines.hourly(formatEuro(hourlyCents))}</p>
      </Section>
      <Section tone="sand" labelledBy="goed-om-te-weten">
        <Reveal className="max-w-3xl">
          <h2 id="goed-om-te-weten" className="text-3xl font-semibold">
            {packagesPage.notes.title}
          </h2>
          <CheckList items={packagesPage.notes.items.map(video)} className="mt-6 space-y-4 text-lg leading-relaxed" />
        </Reveal>
      </Section>
    </>
  );
}
