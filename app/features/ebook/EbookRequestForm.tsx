import { useEffect, useState, type ChangeEvent } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { FormSummary, TextField } from "~/components/ui/form";
import { ebookFormText } from "~/content/ebook";
import { trackEvent } from "~/features/analytics/track";
import { Honeypot } from "~/lib/forms/Honeypot";
import { NewsletterOptIn } from "~/features/newsletter/NewsletterOptIn";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { ebookRequestSchema, type EbookRequestResult } from "./request-form";

/**
 * The e-book request form (product.md §4): idle, submitting ('Versturen...', inputs
 * disabled), success (fields cleared, confirmation) or failure (list under
 * 'Aanvraag mislukt:'); editing a field clears the previous result. It is a
 * plain POST to /ebook-download without JavaScript, in which case the page
 * arrives with the action's answer as `serverResult`.
 */
export function EbookRequestForm({
  serverResult,
  labelledBy,
}: {
  serverResult?: EbookRequestResult;
  /** The id of the heading that names the form (it then counts as a form landmark). */
  labelledBy?: string;
}) {
  const fetcher = useFetcher<EbookRequestResult>();
  const busy = fetcher.state !== "idle";

  // A failed no-JS submission shows what was typed again, so nothing has to be retyped.
  const [name, setName] = useState(typedValue(serverResult, "name") ?? "");
  const [email, setEmail] = useState(typedValue(serverResult, "email") ?? "");
  const [dismissed, setDismissed] = useState(false);
  const [handled, setHandled] = useState(fetcher.data);

  // A new answer arrived: show it, and empty the fields after a success.
  if (fetcher.data !== handled) {
    setHandled(fetcher.data);
    setDismissed(false);
    if (fetcher.data?.ok) {
      setName("");
      setEmail("");
    }
  }

  useEffect(() => {
    if (fetcher.data?.ok) trackEvent("ebook_requested");
  }, [fetcher.data]);

  const result = busy || dismissed ? undefined : (fetcher.data ?? serverResult);

  const edit = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    setDismissed(true);
  };

  return (
    <fetcher.Form
      method="post"
      action="/ebook-download"
      className="relative space-y-5"
      aria-busy={busy}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        // The button stays focusable while sending (see below), so a second press must not send twice.
        if (busy) event.preventDefault();
      }}
    >
      <TextField
        label={ebookFormText.nameLabel}
        name="name"
        type="text"
        autoComplete="name"
        {...ebookRequestSchema.name.constraints}
        value={name}
        onChange={edit(setName)}
        disabled={busy}
        error={fieldError(result, "name")}
      />
      <TextField
        label={ebookFormText.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        {...ebookRequestSchema.email.constraints}
        value={email}
        onChange={edit(setEmail)}
        disabled={busy}
        error={fieldError(result, "email")}
      />
      <NewsletterOptIn disabled={busy} />
      <Honeypot />
      {/* aria-disabled instead of disabled: a disabled button drops keyboard focus to the page's start. */}
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className={buttonClass("primary", "lg", "w-full aria-disabled:cursor-wait aria-disabled:opacity-60 sm:w-auto")}
      >
        {busy ? ebookFormText.submitting : ebookFormText.submit}
      </button>
      <div id="ebook-resultaat">
        <FormSummary result={result} errorTitle={ebookFormText.errorTitle} />
      </div>
    </fetcher.Form>
  );
}
