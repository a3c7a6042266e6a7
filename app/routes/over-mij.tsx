import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Badge, Card, Section } from "~/components/ui/layout";
import { Portrait } from "~/components/ui/portrait";
import { aboutPage } from "~/content/pages/about";
import { editableHtml } from "~/features/editable-content/editable.server";
import { portrait } from "~/features/portrait/portrait.server";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/over-mij";

export const handle: RouteHandle = { headerTone: "dark" };

/** The portrait and the story are the coach's (/admin/website); the page is rendered into the page cache (ADR 0062). */
export async function loader() {
  const [image, storyHtml] = await Promise.all([portrait(), editableHtml("about_story")]);
  return { portrait: image, storyHtml };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: aboutPage.metaTitle, description: aboutPage.metaDescription, path: "/over-mij" });

export default function AboutPage({ loaderData }: Route.ComponentProps) {
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
            image={loaderData.portrait}
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
        <Reveal>
          {/* Sanitised Markdown from the site's one renderer (raw HTML escaped, ADR 0062). */}
          <div
            data-editable-key="about_story"
            className="max-w-3xl text-lg leading-relaxed [&_h2]:mt-14 [&_h2]:text-3xl [&_h2]:font-semibold [&_h2:first-child]:mt-0 [&_h2+p]:mt-5 [&_p+p]:mt-5 [&_a]:text-pine-700 [&_a]:underline"
            dangerouslySetInnerHTML={{ __html: loaderData.storyHtml }}
          />
        </Reveal>
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
