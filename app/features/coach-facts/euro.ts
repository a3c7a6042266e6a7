/**
 * Euro amounts (ADR 0061): stored as whole cents, shown the Dutch way
 * ("€ 1.100", "€ 87,50"), given to search engines as schema.org wants it
 * ("1100.00"). The one place prices are formatted or read.
 */

const thousands = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+$)/g, ".");

/** "€ 1.100" for whole euros, "€ 1.100,50" otherwise. */
export function formatEuro(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `€ ${thousands(whole)}${rest ? `,${String(rest).padStart(2, "0")}` : ""}`;
}

/** "€ 1.100,00", "-€ 87,50": an invoice's amounts, always with cents (ADR 0102). */
export function formatInvoiceEuro(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}€ ${thousands(Math.floor(abs / 100))},${String(abs % 100).padStart(2, "0")}`;
}

/** "1100,00", "-87,50": an amount in a Dutch spreadsheet cell, decimal comma and no grouping (ADR 0103). */
export function spreadsheetEuro(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** "1100.00": the `price` of a schema.org Offer (currency "EUR" beside it). */
export function machineEuro(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "1.100" in an input: whole euros with dots between thousands, a comma only before cents. */
export function inputEuro(cents: number): string {
  return formatEuro(cents).slice(2);
}

// "1100", "1.100", "1100,00", "1.100,5"; a dot only ever groups thousands, as Dutch writes it.
const dutchAmount = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** A typed Dutch amount ("€ 1.100", "1100,00") in cents, or undefined when it is not one. */
export function parseEuro(input: string): number | undefined {
  const match = dutchAmount.exec(input.replace(/^€/, "").replace(/\s+/g, "").replace(/,-$/, ""));
  if (!match) return undefined;
  const whole = Number(match[1]!.replace(/\./g, ""));
  const cents = Number((match[2] ?? "0").padEnd(2, "0"));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : undefined;
}
