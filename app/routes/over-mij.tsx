import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Badge, Card, Section } from "~/components/ui/layout";
import { Portrait } from "~/components/ui/portrait";
import { aboutPage } from "~/content/pages/about";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/over-mij";

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
      <PageHero
        tone="light"
        eyebrow={aboutPage.eyebrow}
        title={aboutPage.title}
        aside={
          <Portrait
            priority
            sizes="(min-width: 1024px) 24rem, 20rem"
            className="w-full max-w-xs justify-self-center lg:max-w-sm lg:justify-self-end"
          />
        }
      >
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
        <div className="max-w-3xl space-y-14">
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
