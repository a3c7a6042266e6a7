import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox, FormSummary, TextArea, TextField } from "~/components/ui/form";
import { Panel } from "~/components/ui/panel";
import { paymentSettingsTexts as texts } from "~/content/payments";
import { fieldError, typedValue, type FormResult } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import { mollieMethods, paymentSettingsSchema } from "./payment-settings";
import type { PaymentSettings } from "./payment-settings.server";

export const paymentSettingsIntent = "instellingen";

/**
 * The payment settings on 'Betalingen' (ADR 0119), in the settings form
 * pattern of 'Facturen en btw' (ADR 0104): a panel, one post, a notice after
 * the redirect; a refused form keeps what was typed.
 */
export function PaymentSettingsPanel({
  settings,
  mollieConfigured,
  saved,
  result,
}: {
  settings: PaymentSettings;
  mollieConfigured: boolean;
  saved: boolean;
  result: FormResult | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const refused = result && !result.ok ? result : undefined;
  const ticked = (method: (typeof mollieMethods)[number]) =>
    refused ? typedValue(refused, method) !== "" : settings.methods.includes(method);
  return (
    <Panel id="instellingen" title={texts.title} className="mt-10 max-w-4xl">
      <p className="mt-3">{texts.intro}</p>
      <Link
        to="/admin/facturen#btw"
        className="mt-2 inline-block font-semibold text-pine-800 underline underline-offset-2"
      >
        {texts.vatLink}
      </Link>
      <div className="mt-4">
        <FormSummary
          result={refused ?? (saved ? { ok: true, code: "Saved", message: texts.saved } : undefined)}
          errorTitle={texts.title}
        />
      </div>
      <Form method="post" className="mt-6 space-y-6">
        <fieldset className="space-y-3">
          <legend className="text-xl font-semibold">{texts.methodsLegend}</legend>
          <p className="text-sm text-muted">{mollieConfigured ? texts.methodsHint : texts.noMollie}</p>
          {mollieMethods.map((method) => (
            <Checkbox
              key={method}
              name={method}
              value="aan"
              label={texts.methods[method]}
              defaultChecked={ticked(method)}
            />
          ))}
        </fieldset>
        <TextArea
          label={texts.termsLabel}
          name="terms"
          rows={4}
          hint={texts.termsHint}
          {...paymentSettingsSchema.terms.constraints}
          defaultValue={typedValue(refused, "terms") ?? settings.terms}
          error={fieldError(refused, "terms")}
        />
        <div className="max-w-md">
          <TextField
            label={texts.daysLabel}
            name="reminderDays"
            inputMode="numeric"
            hint={texts.daysHint}
            {...paymentSettingsSchema.reminderDays.constraints}
            defaultValue={typedValue(refused, "reminderDays") ?? String(settings.reminderDays)}
            error={fieldError(refused, "reminderDays")}
          />
        </div>
        <Button type="submit" name={intentField} value={paymentSettingsIntent} disabled={busy}>
          {texts.save}
        </Button>
      </Form>
    </Panel>
  );
}
