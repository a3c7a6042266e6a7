import { db, nowIso } from "~/server/db.server";
import { mollieMethods, type MollieMethod } from "./payment-settings";

/** The payment settings (ADR 0119): one row, read where they apply, never holding the Mollie key. */
export interface PaymentSettings {
  /** The Mollie methods turned on, in a fixed order; bank transfer is always offered beside them. */
  methods: MollieMethod[];
  /** The payment terms the payment page shows ("" for none). */
  terms: string;
  /** Days before a reminder for an open offer (0: none). */
  reminderDays: number;
}

export async function readPaymentSettings(): Promise<PaymentSettings> {
  const row = await db
    .selectFrom("payment_settings")
    .select(["methods", "terms", "reminder_days"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  const on = row.methods.split(",");
  return {
    methods: mollieMethods.filter((method) => on.includes(method)),
    terms: row.terms,
    reminderDays: row.reminder_days,
  };
}

export async function savePaymentSettings(settings: PaymentSettings): Promise<void> {
  await db
    .updateTable("payment_settings")
    .set({
      methods: mollieMethods.filter((method) => settings.methods.includes(method)).join(","),
      terms: settings.terms.trim(),
      reminder_days: settings.reminderDays,
      updated_at: nowIso(),
    })
    .where("id", "=", 1)
    .execute();
}
