import { intakeTextFields, type IntakeTextField } from "./intake-submission";

/**
 * A draft of the intake, kept only in the visitor's own browser (D18) so a
 * closed tab or a reload loses nothing. It holds the name and the answers,
 * never the consent, and it is never sent anywhere: the server only sees the
 * answers when the visitor submits the form.
 */
export const intakeDraftKey = "intake-draft";

export type IntakeDraft = Partial<Record<IntakeTextField, string>>;

interface StoredDraft {
  version: 1;
  values: IntakeDraft;
}

export function readIntakeDraft(): IntakeDraft | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(intakeDraftKey) ?? "null") as StoredDraft | null;
    if (!stored || stored.version !== 1 || typeof stored.values !== "object" || !stored.values) return null;
    const draft: IntakeDraft = {};
    for (const field of intakeTextFields) {
      const value = stored.values[field];
      if (typeof value === "string" && value !== "") draft[field] = value;
    }
    return Object.keys(draft).length > 0 ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the non-empty fields; an empty form removes the draft. */
export function saveIntakeDraft(values: IntakeDraft): void {
  const kept: IntakeDraft = {};
  for (const field of intakeTextFields) {
    const value = values[field];
    if (value && value.trim() !== "") kept[field] = value;
  }
  try {
    if (Object.keys(kept).length === 0) window.localStorage.removeItem(intakeDraftKey);
    else
      window.localStorage.setItem(intakeDraftKey, JSON.stringify({ version: 1, values: kept } satisfies StoredDraft));
  } catch {
    // Storage full or blocked (private mode): the form still works, only without a draft.
  }
}

export function clearIntakeDraft(): void {
  try {
    window.localStorage.removeItem(intakeDraftKey);
  } catch {
    // Blocked storage holds no draft either.
  }
}
