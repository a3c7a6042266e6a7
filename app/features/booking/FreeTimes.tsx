import type { ReactNode } from "react";
import { bookingTimes as text } from "~/content/booking";
import type { SlotDay } from "./slots";

/** How many days show at once; the rest sit behind "Meer dagen" so the first times stay near the top on a phone. */
const openDays = 3;

/** The look of one time, a link (/kennismaking) or a submit button (moving an appointment). */
export const timeClass =
  "inline-flex min-h-11 min-w-20 items-center justify-center rounded-full bg-white px-4 py-2 font-semibold text-pine-800 ring-1 ring-inset ring-pine-300 hover:bg-pine-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-clay-500";

/** A free time as a submit button named `start`: in a form of times, choosing one is the action. */
export function TimeButton({
  slot,
  label,
  disabled,
}: {
  slot: SlotDay["slots"][number];
  label: string;
  disabled: boolean;
}) {
  return (
    <button type="submit" name="start" value={slot.start} disabled={disabled} aria-label={label} className={timeClass}>
      {slot.label}
    </button>
  );
}

/**
 * The free times per day, Dutch day headings ("maandag 30 november") and a
 * control per time ("10:00"), server-rendered: works without JavaScript.
 */
export function FreeTimes({
  days,
  headingLevel = 3,
  renderTime,
}: {
  days: SlotDay[];
  headingLevel?: 2 | 3;
  renderTime: (slot: SlotDay["slots"][number], day: SlotDay) => ReactNode;
}) {
  if (days.length === 0) return <p className="text-lg">{text.none}</p>;
  const Heading = `h${headingLevel}` as const;
  const dayBlock = (day: SlotDay) => (
    <li key={day.date}>
      <Heading className="text-lg font-semibold">{day.heading}</Heading>
      <ul className="mt-3 flex flex-wrap gap-2">
        {day.slots.map((slot) => (
          <li key={slot.start}>{renderTime(slot, day)}</li>
        ))}
      </ul>
    </li>
  );
  const later = days.slice(openDays);
  return (
    <div className="space-y-6">
      <ul className="space-y-6">{days.slice(0, openDays).map(dayBlock)}</ul>
      {later.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer font-semibold text-pine-700 underline underline-offset-4">
            {text.moreDays(later.length)}
          </summary>
          <ul className="mt-6 space-y-6">{later.map(dayBlock)}</ul>
        </details>
      )}
    </div>
  );
}
