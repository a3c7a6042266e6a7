import { useEffect, useRef } from "react";
import { Link, useFetcher, useMatches } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, TextField } from "~/components/ui/form";
import { newsletterForm as text } from "~/content/newsletter";
import { trackEvent } from "~/features/analytics/track";
import { Honeypot } from "~/lib/forms/Honeypot";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { signupSchema, type NewsletterResult } from "./signup-form";

/** The anchor of the form on /nieuwsbrief. */
export const newsletterFormAnchor = "nieuwsbrief-formulier";
const pageRouteId = "routes/nieuwsbrief";

/**
 * The newsletter signup (product.md §2 footer, §4). A plain POST to /nieuwsbrief
 * without JavaScript (D9); with it, a fetcher posts there without leaving the
 * page. `footer` sits on the dark footer of every page; `page` is the form on
 * /nieuwsbrief, which also shows the answer to a signup sent without JavaScript.
 */
export function NewsletterForm({
  variant = "footer",
  initialResult,
}: {
  variant?: "footer" | "page";
  initialResult?: NewsletterResult;
}) {
  const onOwnPage = useMatches().some((match) => match.id === pageRouteId);
  // One form per page: on /nieuwsbrief the footer points up instead of repeating it.
  if (variant === "footer" && onOwnPage) {
    return (
      <p className="mt-5">
        {text.formAbove}{" "}
        <a href={`#${newsletterFormAnchor}`} className="font-semibold text-cream underline underline-offset-4">
          {text.formAboveLink}
        </a>
      </p>
    );
  }
  return <SignupForm light={variant === "footer"} initialResult={initialResult} />;
}

function SignupForm({ light, initialResult }: { light: boolean; initialResult?: NewsletterResult }) {
  const fetcher = useFetcher<NewsletterResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<NewsletterResult | null>(null);
  const result = fetcher.data ?? initialResult;
  const busy = fetcher.state === "submitting";

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer?.ok || handled.current === answer) return;
    handled.current = answer;
    // product.md §4: on success the form clears; the event only goes out with consent (D20).
    formRef.current?.reset();
    trackEvent("newsletter_signup");
  }, [fetcher.data]);

  // Without JavaScript the page is rendered anew: give back what was typed after a refusal.
  const typed = fetcher.data ? undefined : initialResult;

  const resultBlock = (
    <div data-newsletter-code={result?.code}>
      <FormSummary light={light} errorTitle={text.errorTitle} result={result} />
    </div>
  );

  // The answer sits inside the form, so "the newsletter form" is one landmark with its result.
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/nieuwsbrief"
      aria-label={text.formLabel}
      className={`relative space-y-4 ${light ? "mt-5" : ""}`}
    >
      {!light && resultBlock}
      <Honeypot />
      <input type="hidden" name="source" value={light ? "footer" : "nieuwsbrief"} />
      <TextField
        light={light}
        label={text.nameLabel}
        name="name"
        type="text"
        autoComplete="name"
        {...signupSchema.name.constraints}
        defaultValue={typedValue(typed, "name")}
        error={fieldError(result, "name")}
      />
      <TextField
        light={light}
        label={text.emailLabel}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...signupSchema.email.constraints}
        defaultValue={typedValue(typed, "email")}
        error={fieldError(result, "email")}
      />
      <Button type="submit" variant={light ? "light" : "primary"} className={light ? "w-full" : ""} disabled={busy}>
        {busy ? text.submitting : text.submit}
      </Button>
      <p className={`text-sm ${light ? "text-pine-100" : "text-muted"}`}>
        {text.privacyNote}{" "}
        <Link
          to="/privacy"
          className={`font-medium underline underline-offset-4 ${light ? "text-cream" : "text-pine-700"}`}
        >
          {text.privacyLink}
        </Link>
      </p>
      {light && resultBlock}
    </fetcher.Form>
  );
}
