import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { Icon } from "~/components/ui/icons";
import { carouselLabels, type Testimonial } from "~/content/testimonials";

/** Auto-advance interval (product.md §9). */
export const autoAdvanceMs = 4000;

function Stars({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5 text-clay-500" role="img" aria-label={carouselLabels.rating(rating)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" className={`size-5 ${index < rating ? "fill-current" : "opacity-30"}`} />
      ))}
    </div>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200">
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

/** Slides per view by width: 1, 2 from Tailwind's md (48rem), 3 from lg (64rem). */
function useSlidesPerView(): number {
  const [perView, setPerView] = useState(1);
  useEffect(() => {
    const medium = window.matchMedia("(min-width: 48rem)");
    const large = window.matchMedia("(min-width: 64rem)");
    const update = () => setPerView(large.matches ? 3 : medium.matches ? 2 : 1);
    update();
    medium.addEventListener("change", update);
    large.addEventListener("change", update);
    return () => {
      medium.removeEventListener("change", update);
      large.removeEventListener("change", update);
    };
  }, []);
  return perView;
}

/** Copies of the first slides after the last, so the loop can run on without a jump back. */
const loopCopies = 2;
const swipeThreshold = 40;

/**
 * The testimonials carousel (product.md §4): loops, aligns to the start, shows 1, 2
 * or 3 slides by screen width and advances every 4 s until the visitor uses
 * previous, next, a swipe or pause, after which it stays put for good. No
 * autoplay with reduced motion. Hand-made instead of a library to keep the
 * home page's JavaScript within budget. The testimonials come from the
 * database (ADR 0061) through the page's loader; with none it shows nothing.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const count = testimonials.length;
  const perView = useSlidesPerView();
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [autoPlay, setAutoPlay] = useState(true);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setAutoPlay(false);
  }, []);

  const next = useCallback(() => {
    setAnimate(true);
    setPosition((current) => Math.min(current + 1, count));
  }, [count]);

  const previous = useCallback(() => {
    setPosition((current) => {
      if (current > 0) {
        setAnimate(true);
        return current - 1;
      }
      // Jump unseen to the copy of the first slide, then slide back to the last.
      setAnimate(false);
      window.requestAnimationFrame(() =>
        window.requestAnimationFrame(() => {
          setAnimate(true);
          setPosition(count - 1);
        }),
      );
      return count;
    });
  }, [count]);

  useEffect(() => {
    if (!autoPlay) return;
    const timer = window.setInterval(next, autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [autoPlay, next]);

  // After sliding onto the copies, jump unseen to the real first slide.
  const onTransitionEnd = () => {
    if (position === count) {
      setAnimate(false);
      setPosition(0);
    }
  };
  useEffect(() => {
    if (animate) return;
    const frame = window.requestAnimationFrame(() => setAnimate(true));
    return () => window.cancelAnimationFrame(frame);
  }, [animate, position]);

  const manually = (move: () => void) => () => {
    setAutoPlay(false);
    move();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) > swipeThreshold) manually(distance < 0 ? next : previous)();
  };

  if (count === 0) return null;
  const selected = position % count;
  const slides = [...testimonials, ...testimonials.slice(0, loopCopies)];
  const controlClass =
    "inline-flex size-12 items-center justify-center rounded-full bg-white text-pine-800 shadow-sm ring-1 ring-sand-200 hover:bg-pine-50";

  return (
    <div role="region" aria-roledescription="carousel" aria-label={carouselLabels.region} data-selected={selected}>
      <div
        className="overflow-hidden"
        aria-live={autoPlay ? "off" : "polite"}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <ul
          className={`-ml-6 flex touch-pan-y ${animate ? "transition-transform duration-500 ease-out" : ""}`}
          style={{ transform: `translateX(-${(position * 100) / perView}%)` }}
          onTransitionEnd={onTransitionEnd}
        >
          {slides.map((testimonial, index) => {
            const copy = index >= count;
            return (
              <li
                key={`${testimonial.name}-${index}`}
                aria-hidden={copy || undefined}
                inert={copy || undefined}
                className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3"
              >
                <div
                  role="group"
                  aria-roledescription="slide"
                  aria-label={carouselLabels.slide((index % count) + 1, count)}
                  className="h-full"
                >
                  <TestimonialCard testimonial={testimonial} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <button type="button" className={controlClass} onClick={manually(previous)}>
          <Icon name="chevronLeft" className="size-6" />
          <span className="sr-only">{carouselLabels.previous}</span>
        </button>
        {/* Stays in place once stopped (aria-disabled keeps focus on it), as WCAG 2.2.2 asks for a way to stop motion. */}
        <button
          type="button"
          className={`${controlClass} aria-disabled:opacity-50`}
          onClick={() => setAutoPlay(false)}
          aria-disabled={!autoPlay}
        >
          <Icon name="pause" className="size-6" />
          <span className="sr-only">{autoPlay ? carouselLabels.stop : carouselLabels.stopped}</span>
        </button>
        <button type="button" className={controlClass} onClick={manually(next)}>
          <Icon name="chevronRight" className="size-6" />
          <span className="sr-only">{carouselLabels.next}</span>
        </button>
      </div>
    </div>
  );
}
