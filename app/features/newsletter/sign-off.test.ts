import { describe, expect, it } from "vitest";
import { endsWithSignOff } from "./sign-off";

describe("a newsletter's own sign-off (ADR 0095)", () => {
  it("is found in the closings coaches write", () => {
    for (const closing of [
      "Hartelijke groet,\nKoen",
      "Hartelijke groet, Koen",
      "Groet,\nKoen de Wit",
      "Met vriendelijke groeten,\nKoen",
      "Warme groet,\n\nKoen",
      "Groetjes!\nKoen",
      "Liefs,\nKoen",
      "Tot de volgende keer,\nKoen",
      "Tot volgende maand!",
      "*Hartelijke groet,*\n**Koen**",
      "Het beste,\nKoen",
    ]) {
      expect(
        endsWithSignOff(`Deze maand gaat het over de avond.\n\n- Telefoon weg\n- Naar buiten\n\n${closing}`),
        closing,
      ).toBe(true);
    }
  });

  it("is not found in an ordinary last paragraph, a list or a heading", () => {
    for (const ending of [
      "Probeer het deze week eens.",
      "Tot slot nog dit: rust is geen luxe, maar een voorwaarde om vol te houden in een drukke week met veel afspraken en te weinig slaap.",
      "- Groeten aan je huisarts is geen advies",
      "## Groei",
      "Koen",
      "",
    ]) {
      expect(endsWithSignOff(`Deze maand gaat het over de avond.\n\n${ending}`), ending).toBe(false);
    }
  });
});
