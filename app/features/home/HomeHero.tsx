import { useEffect, useRef, useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import { heroImage } from "~/content/images";
import { homePage } from "~/content/pages/home";
import { bookingCta } from "~/content/navigation";

/** The parallax runs over this share of the viewport height (product.md §9). */
const parallaxSpan = 0.6;
/** The scroll hint hides after this many pixels. */
const hintHideAfter = 40;

/**
 * Full-height hero: on scroll the image drifts and grows slightly while the
 * text moves up a little, measured over 60% of the window height. Nothing
 * moves for visitors who prefer reduced motion. On phones the buttons come
 * right after the heading, so the booking button is in the first screen.
 * `text` and `quote` are the coach's (/admin/website), shown as text (D24).
 */
export function HomeHero({ text, quote }: { text: string; quote: string }) {
  const { hero, scrollHint } = homePage;
  const imageRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [hintVisible, setHintVisible] = useState(true);

  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    let frame = 0;
    const update = () => {
      frame = 0;
      setHintVisible(window.scrollY < hintHideAfter);
      if (reduced) return;
      const progress = Math.min(window.scrollY / (window.innerHeight * parallaxSpan), 1);
      if (imageRef.current)
        imageRef.current.style.transform = `translateY(${progress * 25}%) scale(${1 + progress * 0.15})`;
      // The text drifts but never fades: faded buttons look disabled.
      if (contentRef.current) contentRef.current.style.transform = `translateY(${progress * -40}px)`;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[100svh] items-center overflow-hidden bg-pine-900"
    >
      <div ref={imageRef} className="absolute inset-0 -z-20 origin-top will-change-transform">
        <Picture image={heroImage} sizes="100vw" priority className="size-full object-cover" />
      </div>
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-pine-900/85 via-pine-900/65 to-pine-900/80" />
      <div
        ref={contentRef}
        className="mx-auto grid w-full max-w-6xl gap-x-16 px-5 pb-24 pt-28 sm:px-8 sm:pt-32 lg:grid-cols-[3fr_2fr] lg:items-center"
      >
        <div className="flex flex-col">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-sand-200">{hero.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-5 max-w-4xl text-4xl font-semibold leading-[1.08] text-cream sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pine-50 max-sm:order-last sm:text-xl">{text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:mt-10 sm:flex-row sm:gap-4">
            <ButtonLink to={bookingCta.to} variant="light" size="lg">
              {hero.primaryCta}
              <Icon name="arrowRight" />
            </ButtonLink>
            <ButtonLink
              to="/test-landing"
              size="lg"
              className="bg-transparent text-cream ring-1 ring-inset ring-cream/70 hover:bg-cream/10"
            >
              {hero.secondaryCta}
            </ButtonLink>
          </div>
        </div>
        <figure className="mt-10 max-w-2xl border-l-2 border-sand-200 pl-5 lg:mt-0 lg:rounded-3xl lg:border-l-0 lg:bg-pine-900/60 lg:p-8 lg:ring-1 lg:ring-cream/15 lg:backdrop-blur-sm">
          <blockquote className="font-serif text-xl italic leading-snug text-cream sm:text-2xl">
            <p>“{quote}”</p>
          </blockquote>
          {hero.quote.attribution && <figcaption className="mt-3 text-sand-200">{hero.quote.attribution}</figcaption>}
        </figure>
      </div>
      <p
        aria-hidden={!hintVisible}
        className={`absolute inset-x-0 bottom-6 flex flex-col items-center gap-1 text-sm font-medium text-sand-100 transition-opacity duration-500 ${
          hintVisible ? "opacity-100" : "opacity-0"
        }`}
      >
        {scrollHint}
        <Icon name="chevronDown" className="size-5 motion-safe:animate-bounce" />
      </p>
    </section>
  );
}
