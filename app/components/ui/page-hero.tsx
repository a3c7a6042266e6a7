import type { ReactNode } from "react";
import { Container, Eyebrow } from "~/components/ui/layout";

/**
 * The opening block of an inner page, under the fixed header. `dark` (pine
 * background, light text) pairs with the header's light text; `light` pairs
 * with the dark header text of the pages SPEC names.
 */
export function PageHero({
  tone,
  eyebrow,
  title,
  children,
  aside,
}: {
  tone: "dark" | "light";
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Shown beside the text on wide screens and below it on phones (the coach's portrait). */
  aside?: ReactNode;
}) {
  const dark = tone === "dark";
  return (
    <div className={dark ? "bg-pine-900 text-pine-100" : "bg-sand-50 text-body"}>
      <Container
        className={`pb-16 pt-36 sm:pb-20 sm:pt-44 ${aside ? "grid items-center gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16" : ""}`}
      >
        <div className="max-w-3xl">
          {eyebrow && <Eyebrow light={dark}>{eyebrow}</Eyebrow>}
          <h1
            className={`mt-4 hyphens-auto break-words text-4xl font-semibold leading-[1.1] sm:text-5xl lg:text-6xl ${dark ? "text-cream" : "text-ink"}`}
          >
            {title}
          </h1>
          {children && (
            <div className={`mt-6 space-y-4 text-lg leading-relaxed sm:text-xl ${dark ? "text-pine-100" : ""}`}>
              {children}
            </div>
          )}
        </div>
        {aside}
      </Container>
    </div>
  );
}
