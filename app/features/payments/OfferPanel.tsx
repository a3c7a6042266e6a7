import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField, TextArea, TextField } from "~/components/ui/form";
import { offerPanel as texts } from "~/content/payments";
import { formatEuro } from "~/features/coach-facts/euro";
import { adminBusinessPath } from "~/features/business-details/admin-paths";
import { fieldError, typedValue, type FormResult } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import { offerSchema } from "./offer-form";
import { offerIntent } from "./offer-intent";
import { OfferTable } from "./OfferTable";
import type { OfferRow } from "./payment-list.server";

export interface OfferPanelData {
  packages: { key: string; name: string; priceCents: number }[];
  /** The business details still missing for an invoice, in Dutch; empty when an offer can be sent. */
  missing: string[];
  offers: OfferRow[];
}

/** 'Pakket aanbieden' and this person's offers and payments, on the person card (ADR 0105). */
export function OfferPanel({ data, result }: { data: OfferPanelData; result: FormResult | undefined }) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h3 className="mt-4 text-lg font-semibold">{texts.title}</h3>
      {data.missing.length > 0 ? (
        <div className="mt-2 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
          <p className="font-semibold">{texts.blockedTitle}</p>
          <p className="mt-1">{texts.blocked(data.missing.join(", "))}</p>
          <Link to={adminBusinessPath} className={`mt-3 ${buttonClass("secondary")}`}>
            {texts.blockedLink}
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-2 space-y-4" key={data.offers.length}>
          <p className="text-sm text-muted">{texts.intro}</p>
          <SelectField
            label={texts.packageLabel}
            name="package"
            defaultValue={typedValue(result, "package") ?? data.packages[0]?.key}
            error={fieldError(result, "package")}
          >
            {data.packages.map((item) => (
              <option key={item.key} value={item.key}>
                {texts.packageOption(item.name, formatEuro(item.priceCents))}
              </option>
            ))}
            <option value="custom">{texts.customOption}</option>
          </SelectField>
          <TextField
            label={texts.customDescriptionLabel}
            hint={texts.customDescriptionHint}
            name="description"
            {...offerSchema.description.constraints}
            defaultValue={typedValue(result, "description")}
            error={fieldError(result, "description")}
          />
          <TextField
            label={texts.customAmountLabel}
            name="amount"
            inputMode="decimal"
            {...offerSchema.amount.constraints}
            defaultValue={typedValue(result, "amount")}
            error={fieldError(result, "amount")}
          />
          <TextArea
            label={texts.personalLineLabel}
            hint={texts.personalLineHint}
            name="personalLine"
            rows={3}
            {...offerSchema.personalLine.constraints}
            defaultValue={typedValue(result, "personalLine")}
            error={fieldError(result, "personalLine")}
          />
          <Button type="submit" name={intentField} value={offerIntent} disabled={busy}>
            {texts.send}
          </Button>
        </Form>
      )}
      <h3 className="mt-8 text-lg font-semibold">{texts.listTitle}</h3>
      {data.offers.length === 0 ? (
        <p className="mt-2 text-muted">{texts.none}</p>
      ) : (
        <OfferTable rows={data.offers} label={texts.listTitle} withPerson={false} />
      )}
    </>
  );
}
