import { adminInvoices as texts } from "~/content/invoices";
import { choice, text, withoutMarkup } from "~/lib/forms/rules";
import { vatRegimes } from "./vat";

/** The btw setting at /admin/facturen (ADR 0035, ADR 0104). The ground is checked against the regime in saveVatSetting's caller. */
export const vatSettingSchema = {
  regeling: choice(vatRegimes, { code: "Invalid choice", message: texts.invalidRegime }),
  grond: withoutMarkup(text({ max: { length: 300, refusal: { code: "Too long", message: texts.groundTooLong } } }), {
    code: "Markup",
    message: texts.groundMarkup,
  }),
};
