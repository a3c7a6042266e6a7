import type { ReactNode } from "react";

export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-5 sm:px-8 ${className}`}>{children}</div>;
}

type Tone = "cream" | "sand" | "white" | "pine";

const tones: Record<Tone, string> = {
  cream: "bg-cream",
  sand: "bg-sand-50",
  white: "bg-white",
  pine: "bg-pine-900 text-pine-50 [&_h2]:text-cream [&_h3]:text-cream",
};

export function Section({
  id,
  tone = "cream",
  children,
  className = "",
  labelledBy,
}: {
  id?: string;
  tone?: Tone;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`py-20 sm:py-24 ${tones[tone]} ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}

export function Eyebrow({ children, light = false }: { children: ReactNode; light?: boolean }) {
  return (
    <p className={`text-sm font-semibold uppercase tracking-[0.18em] ${light ? "text-sand-200" : "text-clay-600"}`}>
      {children}
    </p>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  light = false,
  center = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  light?: boolean;
  center?: boolean;
}) {
  return (
    <div className={`max-w-3xl ${center ? "mx-auto text-center" : ""}`}>
      {eyebrow && <Eyebrow light={light}>{eyebrow}</Eyebrow>}
      <h2 id={id} className={`mt-3 text-3xl font-semibold leading-tight sm:text-4xl ${light ? "text-cream" : ""}`}>
        {title}
      </h2>
      {intro && <p className={`mt-5 text-lg leading-relaxed ${light ? "text-pine-100" : "text-body"}`}>{intro}</p>}
    </div>
  );
}

/** `tight`: 16 px padding on phones instead of 24, where a screen must hold a whole step (the self-test's questions). */
export function Card({
  children,
  className = "",
  tight = false,
}: {
  children: ReactNode;
  className?: string;
  tight?: boolean;
}) {
  return (
    <div className={`rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 sm:p-8 ${tight ? "p-4" : "p-6"} ${className}`}>
      {children}
    </div>
  );
}

/** The number of a step in a numbered list (the list itself is the <ol>, so screen readers skip this). */
export function NumberBadge({ number }: { number: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-pine-700 font-serif text-lg font-semibold text-cream"
    >
      {number}
    </span>
  );
}

export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-pine-50 px-3 py-1 text-sm font-medium text-pine-800 ring-1 ring-inset ring-pine-100">
      {children}
    </span>
  );
}
