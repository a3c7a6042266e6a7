import { data } from "react-router";
import { adminPayments as texts } from "~/content/payments";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { formatInvoiceEuro, parseEuro } from "~/features/coach-facts/euro";
import { unknownIntentMessage } from "~/content/forms";
import { formFailure, formRefusal, type FormResult } from "~/lib/forms/form-result";
import { parseIntent, type FormSchema } from "~/lib/forms/parse-form";
import { accept, refuse, rowId, text, type Rule } from "~/lib/forms/rules";
import { redirectWithFlash } from "~/server/flash.server";
import { mollieMethods, paymentSettingsSchema, settingsRefused } from "./payment-settings";
import { savePaymentSettings } from "./payment-settings.server";
import { refundPayment, withdrawOffer } from "./refunds.server";
import { markTransferPaid } from "./settle.server";

export type PaymentsActionResult = FormResult<"Saved", string>;

const notOpen = { code: "Not found", message: texts.notOpen };
/** What was refunded when the refund form was shown, in cents (0 or more). */
const shownCents: Rule<number> = {
  check: (input) => (/^\d{1,12}$/.test(input) ? accept(Number(input)) : refuse(notOpen)),
  constraints: { required: true },
};

const schemas = {
  betaald: { id: rowId(notOpen) },
  terugbetalen: {
    id: rowId(notOpen),
    getoond: shownCents,
    bedrag: text({ max: { length: 20, refusal: { code: "Invalid amount", message: texts.refundErrors.amount("") } } }),
  },
  intrekken: { id: rowId({ code: "Not found", message: texts.notWithdrawable }) },
  instellingen: paymentSettingsSchema,
} satisfies Record<string, FormSchema>;

const answer = (result: PaymentsActionResult, status = 200) => data<PaymentsActionResult>(result, { status });

/** The actions of 'Betalingen' (callers checked requireAdmin): mark paid, refund, withdraw, save the settings. */
export async function paymentAction(admin: AccessLogUser, form: FormData) {
  const parsed = parseIntent(form, schemas);
  if (!parsed) return answer(formRefusal("Unknown intent", unknownIntentMessage), 400);
  if (!parsed.ok) {
    const code = parsed.intent === "instellingen" ? settingsRefused : "Validation failed";
    return answer(formFailure(code, parsed.errors, parsed.values), 400);
  }
  switch (parsed.intent) {
    case "betaald":
      return markPaid(admin, parsed.value.id);
    case "terugbetalen":
      return refund(admin, parsed.value, parsed.values);
    case "intrekken": {
      if (!(await withdrawOffer(parsed.value.id))) return answer(formRefusal("Not found", texts.notWithdrawable), 409);
      await logAccess(admin, "offer-withdrawn", { table: "payment_offers", id: parsed.value.id });
      return answer({ ok: true, code: "Saved", message: texts.withdrawn });
    }
    case "instellingen": {
      const { terms, reminderDays } = parsed.value;
      await savePaymentSettings({
        methods: mollieMethods.filter((method) => parsed.value[method]),
        terms,
        reminderDays,
      });
      await logAccess(admin, "payment-settings-changed");
      // Post/redirect/get: a reload must not post again.
      throw redirectWithFlash("/admin/betalingen", "settings-saved");
    }
  }
}

async function markPaid(admin: AccessLogUser, paymentId: number) {
  let number: string | undefined;
  try {
    number = await markTransferPaid(paymentId, new Date());
  } catch (err) {
    // Another payment of this offer was paid already (the one-paid-payment index): nothing changed.
    if (!(err instanceof Error && /UNIQUE constraint failed/.test(err.message))) throw err;
  }
  if (!number) return answer(formRefusal("Not found", texts.notOpen), 409);
  await logAccess(admin, "transfer-marked-paid", { table: "payments", id: paymentId });
  return answer({ ok: true, code: "Saved", message: texts.markedPaid(number) });
}

async function refund(
  admin: AccessLogUser,
  input: { id: number; getoond: number; bedrag: string },
  values: Record<string, string>,
) {
  const cents = parseEuro(input.bedrag) ?? 0;
  const outcome = await refundPayment(input.id, cents, input.getoond);
  if (!outcome.ok) {
    const left = formatInvoiceEuro(outcome.leftCents);
    if (outcome.reason === "amount") {
      const message = texts.refundErrors.amount(left);
      return answer(formFailure("Invalid amount", [{ field: "bedrag", code: "Invalid amount", message }], values), 400);
    }
    const message = {
      "not-paid": texts.refundErrors.notPaid,
      changed: texts.refundErrors.changed,
      busy: texts.refundErrors.busy,
      mollie: texts.refundErrors.mollie,
    }[outcome.reason];
    return answer(formRefusal("Refund refused", message, values), outcome.reason === "mollie" ? 502 : 409);
  }
  const { credit } = outcome;
  await logAccess(admin, "payment-refunded", { table: "payments", id: input.id });
  return answer({
    ok: true,
    code: "Saved",
    message: texts.refunded(formatInvoiceEuro(credit.amountCents), credit.number, credit.originalNumber),
  });
}
