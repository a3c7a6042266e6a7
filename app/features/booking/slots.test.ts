import { describe, expect, it } from "vitest";
import { timeLabel, zonedInstant } from "~/lib/amsterdam-time";
import { freeSlots, pickerDays, slotDays, type SlotInput, type SlotRules } from "./slots";

const defaults: SlotRules = {
  slotMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 12 * 60,
  horizonDays: 28,
  maxPerDay: null,
};
const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 }));
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

function input(now: string, changes: Partial<SlotInput> = {}, rules: Partial<SlotRules> = {}): SlotInput {
  return {
    now: at(now),
    rules: { ...defaults, ...rules },
    availability: weekdays,
    blocked: [],
    appointments: [],
    busy: [],
    ...changes,
  };
}

/** Monday 23 November 2026, 08:00 in Amsterdam (winter time, UTC+1). */
const mondayMorning = "2026-11-23T07:00:00Z";

describe("free times with the default settings", () => {
  const days = slotDays(freeSlots(input(mondayMorning)));

  it("start after the 12-hour minimum notice, in Dutch, on weekdays from 09:00 to 17:00", () => {
    expect(days[0]!.heading).toBe("dinsdag 24 november");
    expect(days[0]!.slots[0]).toEqual({ start: "2026-11-24T08:00:00.000Z", label: "09:00" });
    expect(days[0]!.slots.at(-1)!.label).toBe("16:30");
    expect(days[0]!.slots).toHaveLength(16);
    expect(days.some((day) => day.heading.startsWith("zaterdag") || day.heading.startsWith("zondag"))).toBe(false);
  });

  it("end at the 4-week horizon", () => {
    // The horizon is Monday 21 December 08:00: the Friday before is the last day with times.
    expect(days.at(-1)!.heading).toBe("vrijdag 18 december");
    expect(days).toHaveLength(19);
  });

  it("honour a shorter minimum notice to the minute", () => {
    const first = freeSlots(input("2026-11-23T09:10:00Z", {}, { noticeMinutes: 60 }))[0]!;
    // 10:10 local + 1 hour: the next slot boundary is 11:30.
    expect(timeLabel(first.start)).toBe("11:30");
  });
});

describe("appointments, buffer, daily maximum, blocked dates and busy events", () => {
  const tuesday = (hhmm: string) =>
    zonedInstant({ year: 2026, month: 11, day: 24 }, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
  const labelsOnTuesday = (slots: ReturnType<typeof freeSlots>) =>
    slotDays(slots)
      .find((day) => day.date === "2026-11-24")
      ?.slots.map((slot) => slot.label) ?? [];
  const appointment = { start: tuesday("10:00"), end: tuesday("10:30") };

  it("take an appointment's time away", () => {
    const labels = labelsOnTuesday(freeSlots(input(mondayMorning, { appointments: [appointment] })));
    expect(labels).not.toContain("10:00");
    expect(labels).toContain("09:30");
    expect(labels).toContain("10:30");
  });

  it("keep the buffer free on both sides of an appointment", () => {
    const labels = labelsOnTuesday(
      freeSlots(input(mondayMorning, { appointments: [appointment] }, { bufferMinutes: 15 })),
    );
    expect(labels.slice(0, 3)).toEqual(["09:00", "11:00", "11:30"]);
  });

  it("close a day that has reached its maximum", () => {
    const days = slotDays(freeSlots(input(mondayMorning, { appointments: [appointment] }, { maxPerDay: 1 })));
    expect(days.map((day) => day.date)).not.toContain("2026-11-24");
    expect(days[0]!.date).toBe("2026-11-25");
  });

  it("skip blocked dates and ranges", () => {
    const blocked = [
      { startDate: "2026-11-24", endDate: "2026-11-24" },
      { startDate: "2026-12-01", endDate: "2026-12-04" },
    ];
    const dates = slotDays(freeSlots(input(mondayMorning, { blocked }))).map((day) => day.date);
    expect(dates).not.toContain("2026-11-24");
    expect(dates.filter((date) => date >= "2026-12-01" && date <= "2026-12-04")).toEqual([]);
    expect(dates).toContain("2026-11-25");
    expect(dates).toContain("2026-12-07");
  });

  it("leave out times that overlap a busy event, even partly", () => {
    const busy = [{ start: tuesday("13:10"), end: tuesday("14:05") }];
    const labels = labelsOnTuesday(freeSlots(input(mondayMorning, { busy })));
    expect(labels).toContain("12:30");
    expect(labels).not.toContain("13:00");
    expect(labels).not.toContain("13:30");
    expect(labels).not.toContain("14:00");
    expect(labels).toContain("14:30");
  });
});

describe("across the daylight-saving switches", () => {
  const earlySunday = [{ weekday: 7, startMinute: 0, endMinute: 6 * 60 }];

  it("the last Sunday of March has one hour less: 02:00-03:00 does not exist", () => {
    const slots = freeSlots(
      input("2027-03-20T12:00:00Z", { availability: [...weekdays, ...earlySunday] }, { slotMinutes: 60 }),
    );
    const sunday = slotDays(slots).find((day) => day.date === "2027-03-28")!;
    expect(sunday.heading).toBe("zondag 28 maart");
    expect(sunday.slots).toEqual([
      { start: "2027-03-27T23:00:00.000Z", label: "00:00" },
      { start: "2027-03-28T00:00:00.000Z", label: "01:00" },
      { start: "2027-03-28T01:00:00.000Z", label: "03:00" },
      { start: "2027-03-28T02:00:00.000Z", label: "04:00" },
      { start: "2027-03-28T03:00:00.000Z", label: "05:00" },
    ]);
    // Friday before in winter time (UTC+1), Monday after in summer time (UTC+2).
    const starts = slots.map((slot) => iso(slot.start));
    expect(starts).toContain("2027-03-26T08:00:00.000Z");
    expect(starts).toContain("2027-03-29T07:00:00.000Z");
  });

  it("the last Sunday of October has one hour more: 02:00-03:00 happens twice", () => {
    const slots = freeSlots(
      input("2026-10-17T12:00:00Z", { availability: [...weekdays, ...earlySunday] }, { slotMinutes: 60 }),
    );
    const sunday = slotDays(slots).find((day) => day.date === "2026-10-25")!;
    expect(sunday.heading).toBe("zondag 25 oktober");
    expect(sunday.slots.map((slot) => slot.label)).toEqual([
      "00:00",
      "01:00",
      "02:00",
      "02:00",
      "03:00",
      "04:00",
      "05:00",
    ]);
    expect(sunday.slots[0]!.start).toBe("2026-10-24T22:00:00.000Z");
    expect(sunday.slots.at(-1)!.start).toBe("2026-10-25T04:00:00.000Z");
    const starts = slots.map((slot) => iso(slot.start));
    expect(starts).toContain("2026-10-23T07:00:00.000Z");
    expect(starts).toContain("2026-10-26T08:00:00.000Z");
  });

  it("a wall time skipped in spring maps to the hour after the switch", () => {
    expect(iso(zonedInstant({ year: 2027, month: 3, day: 28 }, 2 * 60 + 30))).toBe("2027-03-28T01:30:00.000Z");
    expect(timeLabel(zonedInstant({ year: 2027, month: 3, day: 28 }, 2 * 60 + 30))).toBe("03:30");
  });
});

it("the picker's row runs from today to the last free day, days without times included (ADR 0111)", () => {
  const days = slotDays(
    freeSlots(input(mondayMorning, { blocked: [{ startDate: "2026-11-26", endDate: "2026-11-26" }] })),
  );
  const row = pickerDays(days, at(mondayMorning));
  // Today's times are all inside the notice; Thursday is a free day; the weekend has no window.
  expect(row.slice(0, 7).map((day) => [day.date, day.free])).toEqual([
    ["2026-11-23", false],
    ["2026-11-24", true],
    ["2026-11-25", true],
    ["2026-11-26", false],
    ["2026-11-27", true],
    ["2026-11-28", false],
    ["2026-11-29", false],
  ]);
  expect(row[5]).toEqual({
    date: "2026-11-28",
    heading: "zaterdag 28 november",
    weekday: "za",
    day: "28",
    month: "nov",
    isoWeekday: 6,
    free: false,
  });
  expect(row.at(-1)).toMatchObject({ date: days.at(-1)!.date, free: true });
  expect(pickerDays([], at(mondayMorning))).toEqual([]);
});
