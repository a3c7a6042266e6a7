import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/layout";
import { Reveal } from "~/components/ui/reveal";
import { bookingCta } from "~/content/navigation";
import { useVideoCopy } from "~/features/site/site-data";

/** The dark closing band that invites to the free intro call (/home #contact, /landing, /goede-coach-kiezen). */
export function BookingBand({
  id,
  eyebrow,
  title,
  text,
  cta,
  note,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  text: string;
  cta: string;
  note?: string;
}) {
  const headingId = `${id ?? "afsluiting"}-titel`;
  // The invitation names the video service the coach chose (ADR 0089).
  const video = useVideoCopy();
  return (
    <Section id={id} tone="pine" labelledBy={headingId}>
      <Reveal className="mx-auto max-w-3xl text-center">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={video(text)} light center />
        <ButtonLink to={bookingCta.to} variant="light" size="lg" className="mt-10">
          {cta}
          <Icon name="arrowRight" className="size-5 shrink-0" />
        </ButtonLink>
        {note && <p className="mt-5 text-sm font-medium text-sand-200">{video(note)}</p>}
      </Reveal>
    </Section>
  );
}
