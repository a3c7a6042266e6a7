/**
 * A QR code as an SVG data URL, rendered on the server so the page needs no
 * script: error correction M (as the EPC payment code requires) and a small
 * quiet zone. Used for the two-factor set-up key and the bank transfer.
 * The library loads on the first code, not at start-up (ADR 0138).
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
