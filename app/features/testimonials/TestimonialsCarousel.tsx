import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import { Icon } from "~/components/ui/icons";
import { testimonials, type Testimonial } from "~/content/testimonials";

/** Auto-advance interval (SPEC §9). */
export const autoAdvanceMs = 4000;

function Stars({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5 text-clay-500" role="img" aria-label={`${rating} van 5 sterren`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" className={`size-5 ${index < rating ? "fill-current" : "opacity-30"}`} />
      ))}
    </div>
  );
}

function TestimonialCard({ testimonial, index }: { testimonial: Testimonial; index: number }) {
  return (
    <figure
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} van ${testimonials.length}`}
      className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200"
    >
      <Stars rating={testimonial.rating ?? 5} />
      <blockquote className="mt-5 grow text-lg leading-relaxed text-body">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-sand-100 pt-4">
        <span className="block font-semibold text-ink">{testimonial.name}</span>
        <span className="block text-sm text-muted">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The testimonials carousel (SPEC §4): loops, aligns to the start, shows 1, 2
 * or 3 slides by screen width and advances every 4 s until the visitor uses
 * previous, next or pause, after which it stays put for good. No autoplay
 * with reduced motion.
 */
export function TestimonialsCarousel() {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const [autoPlay, setAutoPlay] = useState(true);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setAutoPlay(false);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !autoPlay) return;
    const timer = window.setInterval(() => embla.scrollNext(), autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [embla, autoPlay]);

  const previous = useCallback(() => {
    setAutoPlay(false);
    embla?.scrollPrev();
  }, [embla]);
  const next = useCallback(() => {
    setAutoPlay(false);
    embla?.scrollNext();
  }, [embla]);

  const controlClass =
    "inline-flex size-12 items-center justify-center rounded-full bg-white text-pine-800 shadow-sm ring-1 ring-sand-200 hover:bg-pine-50";

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Ervaringen van cliënten" data-selected={selected}>
      <div ref={viewportRef} className="overflow-hidden" aria-live={autoPlay ? "off" : "polite"}>
        <ul className="-ml-6 flex touch-pan-y">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.name} className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3">
              <TestimonialCard testimonial={testimonial} index={index} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <button type="button" className={controlClass} onClick={previous}>
          <Icon name="chevronLeft" className="size-6" />
          <span className="sr-only">Vorige ervaring</span>
        </button>
        {/* Stays in place once stopped (aria-disabled keeps focus on it), as WCAG 2.2.2 asks for a way to stop motion. */}
        <button
          type="button"
          className={`${controlClass} aria-disabled:opacity-50`}
          onClick={() => setAutoPlay(false)}
          aria-disabled={!autoPlay}
        >
          <Icon name="pause" className="size-6" />
          <span className="sr-only">
            {autoPlay ? "Automatisch doorspelen stoppen" : "Automatisch doorspelen is gestopt"}
          </span>
        </button>
        <button type="button" className={controlClass} onClick={next}>
          <Icon name="chevronRight" className="size-6" />
          <span className="sr-only">Volgende ervaring</span>
        </button>
      </div>
    </div>
  );
}
