import { useEffect, useRef, useState } from "react";
import { useLanding } from "~/lib/forms/landing";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Card, Eyebrow, Section, SectionHeading } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";
import { selfTestResultPage as page } from "~/content/selftest";
import { newTabLabel } from "~/content/navigation";
import { trackEvent } from "~/features/analytics/track";
import { CrisisNote } from "./CrisisNote";
import type { ProfileView, SelfTestResultView } from "./types";
import { useVideoCopy } from "~/features/site/site-data";

function ProfileCard({ eyebrow, profile }: { eyebrow: string; profile: ProfileView }) {
  return (
    <Card>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h3 className="mt-3 text-2xl font-semibold">{profile.name}</h3>
      <p className="mt-4 text-lg leading-relaxed">{profile.description}</p>
    </Card>
  );
}

/**
 * /test-result (product.md §2): both profiles, the total, where the mail went and
 * the way to the intro call. Right after submitting it shows the success
 * notice of product.md §8 once and counts test_completed (D20); the marker is then
 * taken out of the address so a reload does neither again.
 */
export function SelfTestResult({ result }: { result: SelfTestResultView }) {
  const [, setSearchParams] = useSearchParams();
  const video = useVideoCopy();
  const [fresh] = useState(result.fresh);
  // The answer to the test's last step lands on its notice (ADR 0114).
  const landing = useLanding<HTMLDivElement>(fresh ? "fresh" : null);
  const handled = useRef(false);

  useEffect(() => {
    if (!fresh || handled.current) return;
    handled.current = true;
    trackEvent("test_completed");
    setSearchParams(
      (params) => {
        params.delete("nieuw");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [fresh, setSearchParams]);

  return (
    <>
      <PageHero tone="dark" eyebrow={page.eyebrow} title={page.title}>
        {fresh && (
          <div
            {...landing}
            role="status"
            className="flex items-start gap-3 rounded-xl bg-cream px-5 py-4 text-base text-ink shadow-sm outline-none focus-visible:outline-3"
          >
            <Icon name="check" className="mt-0.5 size-6 shrink-0 text-success" />
            <p>
              <span className="block font-semibold">{page.toast.title}</span>
              <span className="block text-body">{page.toast.text}</span>
            </p>
          </div>
        )}
        <p>
          {result.mailFailed ? page.mailFailedBefore : page.mailSentBefore}{" "}
          <strong className="font-semibold text-cream">{result.maskedEmail}</strong>
          {result.mailFailed ? page.mailFailedAfter : page.mailSentAfter}
        </p>
      </PageHero>

      <Section tone="cream" labelledBy="profielen-titel">
        <SectionHeading id="profielen-titel" title={page.profilesTitle} intro={page.profilesIntro} />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <ProfileCard eyebrow={page.primaryLabel} profile={result.primary} />
          <ProfileCard eyebrow={page.secondaryLabel} profile={result.secondary} />
        </div>
      </Section>

      <Section tone="white" labelledBy="score-titel">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 id="score-titel" className="text-3xl font-semibold leading-tight sm:text-4xl">
              {page.scoreTitle}
            </h2>
            <p className="mt-6 flex items-baseline gap-3">
              <span className="font-serif text-6xl font-semibold text-pine-800">{result.score}</span>
              <span className="text-xl text-body">{page.scoreOutOf(result.maxScore)}</span>
            </p>
            <h3 className="mt-6 text-xl font-semibold">{result.band.title}</h3>
            <p className="mt-2 text-lg leading-relaxed">{result.band.text}</p>
          </div>
          {result.categories.length > 0 && (
            <div>
              <h3 className="text-xl font-semibold">{page.categoriesTitle}</h3>
              <ul className="mt-6 space-y-5">
                {result.categories.map((category) => (
                  <li key={category.label}>
                    <div className="flex items-baseline justify-between gap-4 text-lg">
                      <span className="font-medium text-ink">{category.label}</span>
                      <span>{page.categoryScore(category.score, category.max)}</span>
                    </div>
                    <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-sand-100">
                      <div
                        className="h-full rounded-full bg-pine-700"
                        style={{ width: `${Math.round((category.score / Math.max(category.max, 1)) * 100)}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </Section>

      <Section tone="sand" labelledBy="vervolg-titel">
        <div className="max-w-3xl">
          <h2 id="vervolg-titel" className="text-3xl font-semibold leading-tight sm:text-4xl">
            {page.ctaTitle}
          </h2>
          <p className="mt-5 text-lg leading-relaxed">{video(page.ctaText)}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <a href="/kennismaking" target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "lg")}>
              {page.cta}
              <Icon name="arrowRight" />
              <span className="sr-only"> {newTabLabel}</span>
            </a>
            <Link to="/test-landing" className={buttonClass("ghost")}>
              {page.retake}
            </Link>
          </div>
          <CrisisNote tone="white" className="mt-10" />
        </div>
      </Section>
    </>
  );
}
