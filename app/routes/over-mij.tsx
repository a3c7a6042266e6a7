import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Badge, Card, Section } from "~/components/ui/layout";
import { Picture } from "~/components/ui/picture";
import { aboutPage } from "~/content/pages/about";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/over-mij";
import { aboutImage } from "~/content/images";

export const handle: RouteHandle = { headerTone: "dark" };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: aboutPage.metaTitle, description: aboutPage.metaDescription, path: "/over-mij" });

export default function AboutPage() {
  const links = [
    { ...aboutPage.methodologyLink, to: "/methodology" },
    { ...aboutPage.ebookLink, to: "/ebook-download" },
    { ...aboutPage.fitCheckLink, to: "/ideale-coach" },
  ];
  return (
    <>
      <PageHero tone="light" eyebrow={aboutPage.eyebrow} title={aboutPage.title}>
        <p>{aboutPage.intro}</p>
        <ul className="flex flex-wrap gap-3 pt-2" aria-label="Kenmerken">
          {aboutPage.badges.map((badge) => (
            <li key={badge}>
              <Badge>{badge}</Badge>
            </li>
          ))}
        </ul>
      </PageHero>
      <Section tone="cream">
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div className="space-y-14">
            {aboutPage.story.map((part) => (
              <Reveal key={part.heading}>
                <h2 className="text-3xl font-semibold">{part.heading}</h2>
                <div className="mt-5 space-y-5 text-lg leading-relaxed">
                  {part.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </Reveal>
            ))}
          </div>
          <div className="lg:sticky lg:top-28 lg:self-start">
            <div className="overflow-hidden rounded-3xl shadow-lg">
              <Picture
                image={aboutImage}
                sizes="(min-width: 1024px) 26rem, 100vw"
                priority
                className="aspect-[4/5] w-full object-cover"
              />
            </div>
          </div>
        </div>
      </Section>
      <Section tone="sand">
        <ul className="grid gap-6 md:grid-cols-3">
          {links.map((link) => (
            <li key={link.to}>
              <Card className="flex h-full flex-col">
                <p className="grow text-lg font-medium text-ink">{link.text}</p>
                <ButtonLink to={link.to} variant="secondary" className="mt-6 self-start">
                  {link.label}
                  <Icon name="arrowRight" />
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
