import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, TextArea, SuccessNotice } from "~/components/ui/form";
import { goLiveTexts as texts, type GoLiveKey } from "~/content/go-live";
import { formatAdminDate } from "~/lib/format";
import { fieldError, typedValue, type FormResult } from "~/lib/forms/form-result";

export interface ChecklistItem {
  key: GoLiveKey;
  detail: string;
  fixAt?: string;
}

export interface SkippedItem extends ChecklistItem {
  reason: string;
  by: string;
  at: string;
}

const summaryClass =
  "inline-flex min-h-11 cursor-pointer items-center font-semibold text-pine-800 underline underline-offset-4";
const linkClass = `${summaryClass} hover:text-pine-900`;

/** What a screen reader hears after a repeated control: which item it belongs to. */
const about = (key: GoLiveKey) => <span className="sr-only">{`: ${texts.items[key].title}`}</span>;

/**
 * 'Klaar om live te gaan?' on the dashboard (ADR 0090): each open item with
 * why it matters and where it is fixed, and a way to set it aside with a
 * reason; the items set aside below it, each with 'Terugzetten'. Works
 * without JavaScript (details/summary, plain forms).
 */
export function GoLiveChecklist({
  open,
  skipped,
  result,
  notice,
}: {
  open: ChecklistItem[];
  skipped: SkippedItem[];
  /** A refused 'Overslaan' (no reason): shown at its item, with what was typed. */
  result?: FormResult;
  notice?: string;
}) {
  const refusedKey = result && !result.ok ? result.values.check : undefined;
  // A refusal that belongs to no item on the list (a hand-made request) is shown on top.
  const unplaced = refusedKey !== undefined && !open.some((item) => item.key === refusedKey);
  return (
    <>
      {unplaced && (
        <div className="mt-6 max-w-2xl">
          <FormSummary result={result} errorTitle={texts.errorTitle} />
        </div>
      )}
      {notice && <SuccessNotice className="mt-6" message={notice} />}
      {open.length > 0 && (
        <section
          aria-labelledby="live-titel"
          id="klaar-voor-live"
          className="mt-8 rounded-2xl border-l-4 border-clay-500 bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-7"
        >
          <h2 id="live-titel" className="text-2xl font-semibold">
            {texts.title}
          </h2>
          <p className="mt-2 max-w-3xl text-muted">{texts.intro}</p>
          <ul className="mt-4 divide-y divide-sand-200">
            {open.map((item) => {
              const words = texts.items[item.key];
              const refused = refusedKey === item.key;
              return (
                <li key={item.key} id={`punt-${item.key}`} className="py-5">
                  <h3 className="text-lg font-semibold text-ink">{words.title}</h3>
                  <p className="mt-1 max-w-3xl">{words.why}</p>
                  {item.detail && <p className="mt-1 max-w-3xl text-muted">{item.detail}</p>}
                  <div className="mt-2 flex flex-wrap items-start gap-x-8 gap-y-1">
                    {item.fixAt && "fix" in words ? (
                      <Link to={item.fixAt} className={linkClass}>
                        {words.fix}
                        {about(item.key)}
                      </Link>
                    ) : (
                      "helper" in words && (
                        <details className="max-w-3xl">
                          <summary className={summaryClass}>
                            {texts.helperSummary}
                            {about(item.key)}
                          </summary>
                          <div className="mt-2 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
                            <p className="text-sm text-muted">{texts.helperIntro}</p>
                            <p className="mt-2 break-words">{words.helper}</p>
                          </div>
                        </details>
                      )
                    )}
                    <details className="w-full max-w-xl" open={refused}>
                      <summary className={summaryClass}>
                        {texts.skip}
                        {about(item.key)}
                      </summary>
                      <Form method="post" className="mt-3 space-y-4">
                        {refused && <FormSummary result={result} errorTitle={texts.errorTitle} />}
                        <input type="hidden" name="check" value={item.key} />
                        <TextArea
                          name="reason"
                          rows={2}
                          label={texts.reasonLabel}
                          hint={texts.reasonHint}
                          required
                          maxLength={300}
                          error={refused ? fieldError(result, "reason") : undefined}
                          defaultValue={refused ? typedValue(result, "reason") : undefined}
                        />
                        <Button type="submit" name="intent" value="go-live-dismiss" variant="secondary">
                          {texts.skipButton}
                          {about(item.key)}
                        </Button>
                      </Form>
                    </details>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {skipped.length > 0 && (
        <details className="mt-6 max-w-3xl">
          <summary className={summaryClass}>{texts.skippedTitle(skipped.length)}</summary>
          <ul className="mt-2 divide-y divide-sand-200">
            {skipped.map((item) => (
              <li key={item.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-ink">{texts.items[item.key].title}</p>
                  <p className="mt-1">
                    {texts.reasonPrefix} {item.reason}
                  </p>
                  <p className="mt-1 text-sm text-muted">{texts.skippedBy(item.by, formatAdminDate(item.at))}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="check" value={item.key} />
                  <Button type="submit" name="intent" value="go-live-undo" variant="secondary">
                    {texts.undo}
                    {about(item.key)}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
