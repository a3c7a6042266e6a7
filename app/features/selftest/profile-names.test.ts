import { describe, expect, it } from "vitest";
import { profileLabels, profileNames } from "~/content/selftest";
import { profielNames, profileName } from "./profile-names";

/** D35: what a person reads for the stored labels. */
describe("profile names", () => {
  it("gives every label a Dutch name with Dutch capitals, D35's examples word for word", () => {
    expect(profileName("ADHD-Combined")).toBe("ADHD-gecombineerd");
    expect(profileName("ADHD-Executive")).toBe("ADHD-executief");
    expect(profileName("ADHD-Emotieregulatie")).toBe("ADHD-Emotieregulatie");
    expect(profileName("Burnout")).toBe("Burn-out");
    expect(profileName("Chronisch Overbelast")).toBe("Chronisch overbelast");
    for (const label of profileLabels) {
      const name = profileNames[label];
      expect(name, label).not.toMatch(/Combined|Executive|Burnout/);
      // After the first word (and an 'ADHD-' prefix) no capital, except the one D35 keeps.
      const rest = name.replace(/^ADHD-/, "").slice(1);
      if (label !== "ADHD-Emotieregulatie") expect(rest, label).toBe(rest.toLowerCase());
    }
  });

  it("reads 'Undefined' as 'Geen tweede profiel' and shows an unknown label as stored", () => {
    expect(profileName("Undefined")).toBe("Geen tweede profiel");
    expect(profileName("Oud Profiel")).toBe("Oud Profiel");
  });

  it("turns a stored pair into the names a person reads", () => {
    expect(profielNames("Burnout / ADHD-Combined")).toBe("Burn-out / ADHD-gecombineerd");
    expect(profielNames("Veerkrachtig / Undefined")).toBe("Veerkrachtig / Geen tweede profiel");
  });
});
