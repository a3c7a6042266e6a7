import QRCode from "qrcode";
import { machineEuro } from "~/features/coach-facts/euro";

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

/** The code as an SVG data URL (rendered on the server: the page needs no script), error correction M as EPC requires. */
export async function epcQrDataUrl(payment: Parameters<typeof epcPayload>[0]): Promise<string> {
  const svg = await QRCode.toString(epcPayload(payment), { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
