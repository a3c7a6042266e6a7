import { machineEuro } from "~/features/coach-facts/euro";
import { qrCodeDataUrl } from "~/server/qr-code.server";

/**
 * The SEPA payment QR code (EPC069-12, "GiroCode"), which Dutch and European
 * banking apps scan to fill in a transfer (ADR 0108). Version 002 (no BIC
 * needed), UTF-8, a credit transfer; the invoice number goes in the
 * unstructured remittance line, as it is not an ISO 11648 creditor reference.
 */
export function epcPayload(payment: { name: string; iban: string; amountCents: number; reference: string }): string {
  return [
    "BCD",
    "002",
    "1",
    "SCT",
    "",
    payment.name.slice(0, 70),
    payment.iban.replace(/\s+/g, "").toUpperCase(),
    `EUR${machineEuro(payment.amountCents)}`,
    "",
    "",
    payment.reference.slice(0, 140),
  ].join("\n");
}

/** The code as an SVG data URL (rendered on the server: the page needs no script). */
export async function epcQrDataUrl(payment: Parameters<typeof epcPayload>[0]): Promise<string> {
  return qrCodeDataUrl(epcPayload(payment));
}
