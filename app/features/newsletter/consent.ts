import { newsletterConsent } from "~/content/newsletter";

/** The forms a newsletter signup can come from, stored as `consent_source` (ADR 0056). */
export const newsletterSources = ["footer", "nieuwsbrief", "ebook", "zelftest"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

/** The tag a confirmed signup gets from its form: the coach can write to e-book readers or test takers. */
export const sourceTags: Record<NewsletterSource, string[]> = {
  footer: [],
  nieuwsbrief: [],
  ebook: ["ebook"],
  zelftest: ["zelftest"],
};

/** The consent line the form showed, kept as proof with its version. */
export function consentLineFor(source: NewsletterSource): { text: string; version: string } {
  const text = source === "ebook" || source === "zelftest" ? newsletterConsent.checkbox : newsletterConsent.form;
  return { text, version: newsletterConsent.version };
}
