import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Badge, Section, SectionHeading } from "~/components/ui/layout";
import { Portrait } from "~/components/ui/portrait";
import { homePage } from "~/content/pages/home";
import { ApproachSection } from "~/features/approach/ApproachSection";
import { EditableText } from "~/features/editable-content/EditableText";
import { editableText } from "~/features/editable-content/editable.server";
import { HomeHero } from "~/features/home/HomeHero";
import { portrait } from "~/features/portrait/portrait.server";
import { rootDataOf, seoMeta } from "~/features/seo/meta";
import { professionalServiceJsonLd } from "~/features/seo/structured-data";
import { TestimonialsCarousel } from "~/features/testimonials/TestimonialsCarousel";
import { publicTestimonials } from "~/features/coach-facts/testimonials.server";
import { Reveal } from "~/components/ui/reveal";
import type { Route } from "./+types/home";
import { BookingBand } from "~/features/booking/BookingBand";

/**
 * The portrait, the coach's texts and the testimonials come from the database;
 * the page is rendered into the page cache after each change (ADR 0061, ADR 0062).
 */
export async function loader() {
  const [image, heroText, heroQuote, about, testimonials] = await Promise.all([
    portrait(),
    editableText("home_hero_text"),
    editableText("home_hero_quote"),
    editableText("home_about"),
    publicTestimonials(),
  ]);
  return { portrait: image, heroText, heroQuote, about, testimonials };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return seoMeta(matches, {
    title: homePage.metaTitle,
    description: homePage.metaDescription,
    path: "/home",
    jsonLd: root ? professionalServiceJsonLd(root) : [],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { opportunity, about, approach, offers, testimonials, contact } = homePage;
  return (
    <>
      <HomeHero text={loaderData.heroText} quote={loaderData.heroQuote} />

      <Section labelledBy="kans-titel">
        <Reveal className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading id="kans-titel" eyebrow={opportunity.eyebrow} title={opportunity.title} />
          <div className="space-y-5 text-lg leading-relaxed">
            {opportunity.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Reveal>
      </Section>

      <Section id="about" tone="white" labelledBy="about-titel">
        <Reveal className="grid items-center gap-12 lg:grid-cols-2">
          <Portrait
            image={loaderData.portrait}
            sizes="(min-width: 1024px) 28rem, (min-width: 640px) 24rem, 100vw"
            className="mx-auto w-full max-w-md"
          />
          <div>
            <SectionHeading id="about-titel" eyebrow={about.eyebrow} title={about.title} />
            <EditableText
              contentKey="home_about"
              text={loaderData.about}
              className="mt-6 space-y-5 text-lg leading-relaxed"
            />
            <ul className="mt-6 flex flex-wrap gap-3" aria-label="Kenmerken">
              {about.badges.map((badge) => (
                <li key={badge}>
                  <Badge>{badge}</Badge>
                </li>
              ))}
            </ul>
            <ButtonLink to="/over-mij" variant="secondary" className="mt-8">
              {about.cta}
              <Icon name="arrowRight" />
            </ButtonLink>
          </div>
        </Reveal>
      </Section>

      <ApproachSection id="approach" eyebrow={approach.eyebrow} title={approach.title} intro={approach.intro} />

      <Section tone="cream" labelledBy="zelf-titel">
        <Reveal className="grid gap-8 rounded-3xl bg-pine-50 p-8 ring-1 ring-pine-100 sm:p-12 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <h2 id="zelf-titel" className="text-3xl font-semibold">
              {offers.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed">{offers.text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <ButtonLink to="/test-landing">{offers.selfTestCta}</ButtonLink>
            <ButtonLink to="/ebook-download" variant="secondary">
              {offers.ebookCta}
            </ButtonLink>
          </div>
        </Reveal>
      </Section>

      <Section id="testimonials" tone="sand" labelledBy="testimonials-titel">
        <Reveal>
          <SectionHeading
            id="testimonials-titel"
            eyebrow={testimonials.eyebrow}
            title={testimonials.title}
            intro={testimonials.intro}
          />
          <div className="mt-12">
            <TestimonialsCarousel testimonials={loaderData.testimonials} />
          </div>
        </Reveal>
      </Section>

      <BookingBand
        id="contact"
        eyebrow={contact.eyebrow}
        title={contact.title}
        text={contact.text}
        cta={contact.cta}
        note={contact.note}
      />
    </>
  );
}
