import { sequenceTexts } from "~/content/newsletter-sequences";
import { windowDays } from "./send-window";
import type { ExitReason, SequenceTrigger } from "./sequence-triggers";

/** What starts a sequence, in the coach's words, with its profile filter. */
export function triggerLabel(sequence: { trigger: string; profile: string | null }): string {
  const label = sequenceTexts.triggers[sequence.trigger as SequenceTrigger] ?? sequence.trigger;
  return sequence.profile ? `${label} (${sequenceTexts.profileOnly(sequence.profile)})` : label;
}

/** Why an enrolment ended, in the coach's words. */
export function exitLabel(reason: string | null): string {
  return reason ? (sequenceTexts.exitReasons[reason as ExitReason] ?? reason) : "";
}

/** '12345', 9, 17 → 'maandag t/m vrijdag, 09:00-17:00'; other days as a list. */
export function windowLabel(days: string, start: number, end: number): string {
  const list = windowDays(days);
  const names = sequenceTexts.weekdays;
  const consecutive = list.length > 2 && list.every((day, i) => i === 0 || day === list[i - 1]! + 1);
  const dayText = consecutive
    ? `${names[list[0]! - 1]} t/m ${names[list.at(-1)! - 1]}`
    : list.map((day) => names[day - 1]).join(", ");
  return sequenceTexts.window(dayText, start, end);
}
