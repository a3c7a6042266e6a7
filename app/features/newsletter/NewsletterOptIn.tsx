import { Checkbox } from "~/components/ui/form";
import { newsletterConsent } from "~/content/newsletter";
import { newsletterOptInField, newsletterOptInValue } from "./opt-in";

/**
 * "Stuur me ook de nieuwsbrief" on the e-book and self-test forms (ADR 0056):
 * unticked, optional, never a condition for what the form is for. Ticked, it
 * starts the same double opt-in as the newsletter form.
 */
export function NewsletterOptIn({ disabled }: { disabled?: boolean }) {
  return (
    <Checkbox
      name={newsletterOptInField}
      value={newsletterOptInValue}
      defaultChecked={false}
      disabled={disabled}
      label={newsletterConsent.checkbox}
    />
  );
}
