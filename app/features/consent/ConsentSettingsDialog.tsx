import { useId, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { consentSettingsTexts as texts, type ConsentCategoryText } from "~/content/consent-settings";
import type { ConsentChoice, CookieConsent } from "./consent-storage";

function Category({
  text,
  badge,
  children,
}: {
  text: ConsentCategoryText;
  badge?: string;
  children: (ids: { input: string; description: string }) => ReactNode;
}) {
  const id = useId();
  const ids = { input: `${id}-input`, description: `${id}-description` };
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-white p-3 ring-1 ring-sand-200 sm:gap-4 sm:p-5">
      {children(ids)}
      <div>
        <label htmlFor={ids.input} className="flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-ink">
          {text.label}
          {badge && (
            <span className="rounded-full bg-pine-50 px-2.5 py-0.5 text-sm font-medium text-pine-800 ring-1 ring-inset ring-pine-100">
              {badge}
            </span>
          )}
        </label>
        <p id={ids.description} className="mt-1 text-sm leading-relaxed sm:text-base">
          {text.description}
        </p>
      </div>
    </li>
  );
}

const checkboxClass = "mt-0.5 size-6 shrink-0 accent-pine-700 disabled:opacity-70";

/** The choices themselves; mounted on every opening, so they start from the stored choice. */
function ConsentForm({
  consent,
  withAgenda,
  onSave,
  onLeave,
}: {
  consent: CookieConsent | null;
  withAgenda: boolean;
  onSave: (choice: ConsentChoice) => void;
  onLeave: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSave({ analytics: form.get("analytics") === "on", marketing: form.get("marketing") === "on" });
  };
  return (
    <form onSubmit={submit}>
      <p className="leading-relaxed sm:text-lg">{texts.intro}</p>
      <fieldset className="mt-5 sm:mt-6">
        <legend className="sr-only">{texts.legend}</legend>
        <ul className="space-y-3">
          <Category text={texts.necessary} badge={texts.alwaysOn}>
            {(ids) => (
              <input
                id={ids.input}
                type="checkbox"
                checked
                disabled
                readOnly
                aria-describedby={ids.description}
                className={checkboxClass}
              />
            )}
          </Category>
          {(withAgenda ? (["analytics", "marketing"] as const) : (["analytics"] as const)).map((choice) => (
            <Category key={choice} text={texts[choice]}>
              {(ids) => (
                <input
                  id={ids.input}
                  type="checkbox"
                  name={choice}
                  defaultChecked={consent?.[choice] ?? false}
                  aria-describedby={ids.description}
                  className={checkboxClass}
                />
              )}
            </Category>
          ))}
        </ul>
      </fieldset>
      <div className="mt-6 flex flex-col gap-4 sm:mt-8 sm:flex-row sm:items-center sm:justify-between">
        <Button type="submit" size="lg">
          {texts.save}
        </Button>
        <Link
          to="/cookies"
          onClick={onLeave}
          className="font-medium text-pine-700 underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700"
        >
          {texts.policyLink}
        </Link>
      </div>
    </form>
  );
}

/**
 * The cookie settings (D19): analytics, and marketing `withAgenda` (the
 * external agenda of BOOKING_PROVIDER=calendly, ADR 0095), each on or off, the
 * necessary storage shown as always on, and 'Keuze opslaan'. A modal on the
 * native dialog: Escape closes it and focus returns to what opened it.
 */
export function ConsentSettingsDialog({
  open,
  consent,
  withAgenda,
  onClose,
  onSave,
}: {
  open: boolean;
  consent: CookieConsent | null;
  withAgenda: boolean;
  onClose: () => void;
  onSave: (choice: ConsentChoice) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={texts.title}>
      {open && <ConsentForm consent={consent} withAgenda={withAgenda} onSave={onSave} onLeave={onClose} />}
    </Dialog>
  );
}
