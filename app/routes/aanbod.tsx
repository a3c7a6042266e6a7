import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Section } from "~/components/ui/layout";
import { offerPage } from "~/content/pages/offer";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/aanbod";
import { ServiceCards } from "~/features/services/ServiceCards";

export const handle: RouteHandle = { headerTone: "dark" };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: offerPage.metaTitle, description: offerPage.metaDescription, path: "/aanbod" });

export default function OfferPage() {
  const { packagesCta, fitCheckLink } = offerPage;
  return (
    <>
      <PageHero tone="light" eyebrow={offerPage.eyebrow} title={offerPage.title}>
        <p>{offerPage.intro}</p>
      </PageHero>
      <Section tone="cream">
        <ServiceCards headingLevel="h2" className="grid gap-6 lg:grid-cols-3" />
      </Section>
      <Section tone="sand" labelledBy="pakketten-titel">
        <Reveal className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <h2 id="pakketten-titel" className="text-3xl font-semibold sm:text-4xl">
              {packagesCta.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed">{packagesCta.text}</p>
          </div>
          <div className="flex flex-col gap-4 lg:items-end">
            <ButtonLink to="/coaching-packages" size="lg">
              {packagesCta.label}
              <Icon name="arrowRight" />
            </ButtonLink>
            <p className="text-body">
              {fitCheckLink.text}{" "}
              <Link to="/ideale-coach" className="font-semibold text-pine-700 underline underline-offset-4">
                {fitCheckLink.label}
              </Link>
            </p>
          </div>
        </Reveal>
      </Section>
    </>
  );
}
