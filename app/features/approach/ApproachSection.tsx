import { Section, SectionHeading } from "~/components/ui/layout";
import { coachingPhases } from "~/content/phases";
import { Reveal } from "~/components/ui/reveal";

/**
 * The six coaching phases ('Hoe ik je help'), shared by the home page, the
 * methodology page and the three service pages.
 */
export function ApproachSection({
  id,
  eyebrow,
  title,
  intro,
  tone = "sand",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro: string;
  tone?: "sand" | "cream";
}) {
  const headingId = `${id ?? "fasen"}-titel`;
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <Reveal>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {coachingPhases.map((phase, index) => (
            <li key={phase.title} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200">
              <span
                className="inline-flex size-10 items-center justify-center rounded-full bg-pine-700 font-serif text-lg font-semibold text-cream"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold">
                <span className="sr-only">Fase {index + 1}: </span>
                {phase.title}
              </h3>
              <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-clay-600">{phase.subtitle}</p>
              <p className="mt-3 leading-relaxed">{phase.description}</p>
            </li>
          ))}
        </ol>
      </Reveal>
    </Section>
  );
}
