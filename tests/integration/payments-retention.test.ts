import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readRows } from "../support/database";

/**
 * Offers and payments are fiscal records (D33, ADR 0105): retention keeps them
 * to the end of the seventh year after the last thing that happened to them, in
 * Dutch time, like the invoices, and then deletes them.
 */
const dataDir = mkdtempSync(join(tmpdir(), "coach-payments-retention-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
process.env.APP_SECRET = "payments-retention-secret-0123456789abcdef";
const app = {
  db: await import("~/server/db.server"),
  retention: await import("~/server/retention.server"),
};

beforeAll(async () => {
  await app.db.openAppDatabase();
});
afterAll(async () => {
  await app.db.closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

async function offerWithPayment(name: string, offeredAt: string, paymentAt: string | null): Promise<void> {
  const { id } = await app.db.db
    .insertInto("payment_offers")
    .values({
      client_name: name,
      client_email: `${name}@voorbeeld.nl`,
      package_key: "online",
      description: "Online coachingpakket",
      features: "[]",
      amount_cents: 63_000,
      created_by: "coach@example.nl",
      created_at: offeredAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (paymentAt) {
    await app.db.db
      .insertInto("payments")
      .values({
        offer_id: id,
        method: "ideal",
        mollie_id: `tr_${name}`,
        status: "paid",
        amount_cents: 63_000,
        created_at: paymentAt,
        updated_at: paymentAt,
        paid_at: paymentAt,
      })
      .execute();
  }
}

it("deletes offers and payments from before the seventh year back, keeping one paid in a later year", async () => {
  await offerWithPayment("oud", "2018-06-01T10:00:00.000Z", "2018-06-02T10:00:00.000Z");
  await offerWithPayment("onbetaald", "2018-12-01T10:00:00.000Z", null);
  // Offered in 2018, paid on 1 January 2019 at 00:30 in Amsterdam: a 2019 record.
  await offerWithPayment("jaarwissel", "2018-12-20T10:00:00.000Z", "2018-12-31T23:30:00.000Z");
  await offerWithPayment("jong", "2024-03-01T10:00:00.000Z", "2024-03-02T10:00:00.000Z");
  // 1 January 2026 in Amsterdam: everything of 2018 has been kept for seven full years after it.
  const counts = await app.retention.applyRetention(new Date("2025-12-31T23:30:00Z"));
  expect(counts.paymentOffers).toBe(2);
  expect(readRows(dataDir, "select client_name from payment_offers order by id")).toEqual([
    { client_name: "jaarwissel" },
    { client_name: "jong" },
  ]);
  expect(readRows(dataDir, "select mollie_id from payments order by id")).toEqual([
    { mollie_id: "tr_jaarwissel" },
    { mollie_id: "tr_jong" },
  ]);
});
