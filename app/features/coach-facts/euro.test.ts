import { describe, expect, it } from "vitest";
import { formatEuro, formatInvoiceEuro, inputEuro, machineEuro, parseEuro, spreadsheetEuro } from "./euro";

describe("euro amounts", () => {
  it("formats the Dutch way and for schema.org", () => {
    expect(formatEuro(110_000)).toBe("€ 1.100");
    expect(formatEuro(8_550)).toBe("€ 85,50");
    expect(formatEuro(123_456_705)).toBe("€ 1.234.567,05");
    expect(machineEuro(110_000)).toBe("1100.00");
    expect(inputEuro(110_000)).toBe("1.100");
  });

  it("writes an invoice's amounts with cents and a sign, and a spreadsheet's with a bare decimal comma", () => {
    expect(formatInvoiceEuro(63_000)).toBe("€ 630,00");
    expect(formatInvoiceEuro(123_456_705)).toBe("€ 1.234.567,05");
    expect(formatInvoiceEuro(-8_550)).toBe("-€ 85,50");
    expect(formatInvoiceEuro(5)).toBe("€ 0,05");
    expect(spreadsheetEuro(123_456_705)).toBe("1234567,05");
    expect(spreadsheetEuro(-10_934)).toBe("-109,34");
    expect(spreadsheetEuro(0)).toBe("0,00");
  });

  it("reads what a Dutch coach types", () => {
    for (const typed of ["1.100", "1100", "1100,00", "€ 1.100", "€1.100,-", " 1 100 "])
      expect(parseEuro(typed)).toBe(110_000);
    expect(parseEuro("85,5")).toBe(8_550);
    for (const typed of ["abc", "", "85.50", "1,100", "-5", "1.10", "12,345", "1e5"])
      expect(parseEuro(typed)).toBeUndefined();
  });
});
