import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Section } from "~/components/ui/layout";
import { Reveal } from "~/components/ui/reveal";
import { bookingCta } from "~/content/navigation";
import { serviceCtaLabels } from "~/content/ui-labels";
import { useVideoCopy } from "~/features/site/site-data";

/** The closing panel of the service pages and the psychology article: booking and packages buttons. */
export function BookingClosing({
  title,
  paragraphs,
  tone = "cream",
}: {
  title: string;
  paragraphs: readonly string[];
  tone?: "cream" | "white";
}) {
  // The invitation names the video service the coach chose (ADR 0089).
  const video = useVideoCopy();
  return (
    <Section tone={tone} labelledBy="afsluiting-titel">
      <Reveal className="grid gap-8 rounded-3xl bg-pine-50 p-6 ring-1 ring-pine-100 sm:p-12 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-12">
        <div>
          <h2 id="afsluiting-titel" className="text-3xl font-semibold leading-tight sm:text-4xl">
            {title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed">
              {video(paragraph)}
            </p>
          ))}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          <ButtonLink to={bookingCta.to} size="lg" className="text-center">
            {serviceCtaLabels.booking}
            <Icon name="arrowRight" className="size-5 shrink-0" />
          </ButtonLink>
          <ButtonLink to="/coaching-packages" variant="secondary" size="lg" className="text-center">
            {serviceCtaLabels.packages}
          </ButtonLink>
        </div>
      </Reveal>
    </Section>
  );
}
