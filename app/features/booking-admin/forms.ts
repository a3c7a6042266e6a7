import { adminAgenda, adminAppointments } from "~/content/admin-agenda";
import type { FormSchema } from "~/lib/forms/parse-form";
import { accept, choice, refuse, rowId, text, withoutMarkup, type Rule } from "~/lib/forms/rules";
import { emailAddress } from "~/lib/forms/validation";

/**
 * The Agenda screens' forms (ADR 0035): browser-safe schemas, one per button.
 * The checks that need the database (overlapping windows, a feed URL's host)
 * run in the action on top of these.
 */
const errors = adminAgenda.errors;
const problem = (message: string) => ({ code: "Invalid", message });

/** 'HH:MM' (what <input type="time"> sends) as minutes after midnight; 24:00 allowed as the end of a day. */
export function timeOfDay(): Rule<number> {
  return {
    check(input) {
      const match = /^(\d{2}):(\d{2})$/.exec(input.trim());
      const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : -1;
      return match && Number(match[2]) < 60 && minutes <= 24 * 60 ? accept(minutes) : refuse(problem(errors.time));
    },
    constraints: { required: true },
  };
}

/** A whole number within bounds; with `optional`, empty is null (no limit). */
export function wholeNumber(min: number, max: number, message: string, optional?: "optional"): Rule<number | null> {
  return {
    check(input) {
      const value = input.trim();
      if (value === "" && optional) return accept(null);
      const number = /^\d{1,4}$/.test(value) ? Number(value) : -1;
      return number >= min && number <= max ? accept(number) : refuse(problem(message));
    },
    constraints: { required: optional ? undefined : true, maxLength: 4 },
  };
}

/** A calendar date 'YYYY-MM-DD' that exists; with `optional`, empty is null. */
function calendarDate(optional?: "optional"): Rule<string | null> {
  return {
    check(input) {
      const value = input.trim();
      if (value === "" && optional) return accept(null);
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
      return valid ? accept(value) : refuse(problem(errors.date));
    },
    constraints: { required: optional ? undefined : true, maxLength: 10 },
  };
}

const optionalEmail: Rule<string | null> = {
  check(input) {
    if (input.trim() === "") return accept(null);
    const outcome = emailAddress.check(input);
    return outcome.ok ? outcome : refuse(problem(errors.noticeEmail));
  },
  constraints: { maxLength: emailAddress.constraints.maxLength },
};

const noteRule = withoutMarkup(text({ max: { length: 200, refusal: problem(errors.note) } }), problem(errors.note));

const id = rowId(problem(errors.id));

export const weekdayValues = ["1", "2", "3", "4", "5", "6", "7"] as const;

export const agendaSchemas = {
  "add-window": { weekday: choice(weekdayValues, problem(errors.weekday)), start: timeOfDay(), end: timeOfDay() },
  "remove-window": { id },
  rules: {
    slotMinutes: wholeNumber(10, 240, errors.slotMinutes),
    bufferMinutes: wholeNumber(0, 120, errors.bufferMinutes),
    noticeHours: wholeNumber(0, 336, errors.noticeHours),
    horizonWeeks: wholeNumber(1, 52, errors.horizonWeeks),
    maxPerDay: wholeNumber(1, 20, errors.maxPerDay, "optional"),
  },
  "add-blocked": { startDate: calendarDate(), endDate: calendarDate("optional"), note: noteRule },
  "remove-blocked": { id },
  contact: { noticeEmail: optionalEmail },
  // The feed's host is checked in the action too (isAllowedFeedUrl), which the browser cannot do.
  "busy-url": {
    busyFeedUrl: text({ required: problem(errors.feedUrl), max: { length: 500, refusal: problem(errors.feedUrl) } }),
  },
  "busy-clear": {},
  "busy-fetch": {},
  "rotate-feed": {},
} satisfies Record<string, FormSchema>;

/** A past call the person did not come to (ADR 0134): the same intent and field as the card's session panel. */
export const noShowSchemas = {
  "niet-gekomen": { appointmentId: id },
} satisfies Record<string, FormSchema>;

export const cancelSchemas = {
  cancel: {
    id,
    message: text({ max: { length: 1000, refusal: problem(adminAppointments.messageError) } }),
  },
} satisfies Record<string, FormSchema>;
