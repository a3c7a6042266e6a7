import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/server/db-schema";
import { db, nowIso } from "~/server/db.server";
import type { VatRegime } from "./vat";

/** The btw regime new invoices get (ADR 0104); an issued invoice keeps its own. */
export interface VatSetting {
  regime: VatRegime;
  /** The legal ground printed on an exempt invoice; "" for the other regimes. */
  exemptionGround: string;
}

export async function readVatSetting(executor: Kysely<Database> | Transaction<Database> = db): Promise<VatSetting> {
  const row = await executor
    .selectFrom("invoice_settings")
    .select(["vat_regime", "exemption_ground"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return { regime: row.vat_regime, exemptionGround: row.vat_regime === "exempt" ? row.exemption_ground : "" };
}

/** Saves a checked setting: an exempt regime always comes with its ground (the form refuses it without). */
export async function saveVatSetting(setting: VatSetting): Promise<void> {
  if (setting.regime === "exempt" && setting.exemptionGround.trim() === "") {
    throw new Error("an exempt regime needs its legal ground");
  }
  await db
    .updateTable("invoice_settings")
    .set({
      vat_regime: setting.regime,
      exemption_ground: setting.regime === "exempt" ? setting.exemptionGround.trim() : "",
      updated_at: nowIso(),
    })
    .where("id", "=", 1)
    .execute();
}
