import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { Icon } from "~/components/ui/icons";
import { bookingTimes as text } from "~/content/booking";
import type { PickerDay, SlotDay } from "./slots";

/** The query parameter of a chosen day: `/kennismaking?dag=2026-11-24` (ADR 0111). */
export const dayParam = "dag";

/** The anchor a day's link lands on without JavaScript: the picker, not the top of the page. */
export const pickerAnchor = "kies-moment";

/**
 * The day in the address, or the first free day. While a day's link is being
 * followed the pending address counts, so the times switch at the tap.
 */
export function useChosenDay(days: SlotDay[]): SlotDay | undefined {
  const location = useLocation();
  const pending = useNavigation().location;
  const search = pending?.pathname === location.pathname ? pending.search : location.search;
  const date = new URLSearchParams(search).get(dayParam);
  return days.find((day) => day.date === date) ?? days[0];
}

const dayClass =
  "flex min-h-11 w-16 shrink-0 snap-start flex-col items-center rounded-2xl px-1 py-2 leading-tight lg:w-auto";
const freeClass = `${dayClass} bg-white text-pine-800 ring-1 ring-inset ring-pine-300 hover:bg-pine-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-clay-500`;
const chosenClass = `${dayClass} bg-pine-700 text-white ring-1 ring-inset ring-pine-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-clay-500`;
const emptyClass = `${dayClass} bg-sand-50 text-muted`;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The booking picker (ADR 0111): a row of days from today to the last free
 * one (days without times shown, not linked), swiping sideways on a phone and
 * in week columns on a wide screen, and the chosen day's times beside or
 * below. Every day is a plain link (`?dag=`), so it works without
 * JavaScript; with it, a day switches in place, without a jump.
 */
export function DayPicker({
  days,
  calendar,
  renderTime,
}: {
  days: SlotDay[];
  calendar: PickerDay[];
  renderTime: (slot: SlotDay["slots"][number], day: SlotDay) => ReactNode;
}) {
  const chosen = useChosenDay(days);
  const navigate = useNavigate();
  const row = useRef<HTMLOListElement>(null);
  // A day chosen beyond the visible part of the row is scrolled into it (only the row moves, never the page).
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>("[aria-current]");
    if (list && current && current.offsetLeft + current.offsetWidth > list.offsetLeft + list.clientWidth) {
      list.scrollLeft = current.offsetLeft - list.offsetLeft - 8;
    }
  }, []);
  if (!chosen) return <p className="text-lg">{text.none}</p>;
  const choose = (date: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate({ search: `?${dayParam}=${date}` }, { replace: true, preventScrollReset: true });
  };
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-8">
      <div className="relative">
        <ol
          ref={row}
          aria-label={text.daysLabel}
          className="-mx-1 flex snap-x snap-mandatory gap-2 overflow-x-auto scroll-px-1 px-1 pt-1 pr-12 pb-3 lg:mx-0 lg:grid lg:grid-cols-7 lg:overflow-visible lg:p-0"
        >
          {calendar.map((day, index) => {
            const face = (
              <>
                <span aria-hidden="true" className="text-xs font-medium uppercase tracking-wide">
                  {day.weekday}
                </span>
                <span aria-hidden="true" className="text-lg font-semibold">
                  {day.day}
                </span>
                <span aria-hidden="true" className="text-xs">
                  {day.month}
                </span>
              </>
            );
            return (
              <li key={day.date} style={index === 0 ? { gridColumnStart: day.isoWeekday } : undefined}>
                {day.free ? (
                  <Link
                    to={`?${dayParam}=${day.date}#${pickerAnchor}`}
                    onClick={choose(day.date)}
                    aria-current={day.date === chosen.date ? "true" : undefined}
                    className={day.date === chosen.date ? chosenClass : freeClass}
                  >
                    <span className="sr-only">{day.heading}</span>
                    {face}
                  </Link>
                ) : (
                  <span className={emptyClass}>
                    <span className="sr-only">{text.dayWithoutTimes(day.heading)}</span>
                    {face}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        {/* The cue that the row goes on (a phone shows about four days): the row fades out at the edge, with a word under it. */}
        {calendar.length > 4 && (
          <>
            <div
              aria-hidden="true"
              className="pointer-events-none absolute top-0 right-0 bottom-9 w-12 bg-gradient-to-l from-white lg:hidden"
            />
            <p aria-hidden="true" className="flex items-center gap-1 text-sm text-muted lg:hidden">
              {text.swipeHint}
              <Icon name="arrowRight" className="size-4" />
            </p>
          </>
        )}
      </div>
      <div className="mt-6 lg:mt-0">
        <h3 className="text-lg font-semibold" aria-live="polite">
          {text.dayTimes(chosen.heading)}
        </h3>
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-2">
          {chosen.slots.map((slot) => (
            <li key={slot.start}>{renderTime(slot, chosen)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
