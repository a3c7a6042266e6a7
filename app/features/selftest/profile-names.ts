import { noSecondProfile, profileLabels, profileNames, type ProfileLabel } from "~/content/selftest";
import { parseProfiel, undefinedProfile } from "./scoring";

export function isProfileLabel(label: string): label is ProfileLabel {
  return (profileLabels as readonly string[]).includes(label);
}

/**
 * What a person reads for a stored label (D35): its Dutch name; 'Undefined'
 * (no second profile) reads 'Geen tweede profiel'; a label this version does
 * not know is shown as stored rather than hidden.
 */
export function profileName(label: string): string {
  if (isProfileLabel(label)) return profileNames[label];
  return label === undefinedProfile ? noSecondProfile.name : label;
}

/** A stored profiel ("Burnout / ADHD-Combined") as a person reads it ("Burn-out / ADHD-gecombineerd"). */
export function profielNames(profiel: string): string {
  return parseProfiel(profiel).map(profileName).join(" / ");
}
