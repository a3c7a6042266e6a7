import { describe, expect, it } from "vitest";
import { googleCalendarUrl, outlookCalendarUrl } from "./calendar-links";

const event = {
  title: "Kennismaking met Koen de Wit",
  start: "2026-11-27T08:00:00.000Z",
  end: "2026-11-27T08:30:00.000Z",
  details: "Gratis kennismakingsgesprek van 30 minuten, online. Deelnemen: https://meet.jit.si/kennismaking-ab12",
  location: "https://meet.jit.si/kennismaking-ab12",
};

describe("calendar links (ADR 0112)", () => {
  it("fills Google's form with the UTC times, the title, the description and the room", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20261127T080000Z/20261127T083000Z");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("details")).toBe(event.details);
    expect(url.searchParams.get("location")).toBe(event.location);
  });

  it("fills Outlook's form with ISO times in UTC", () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(url.searchParams.get("rru")).toBe("addevent");
    expect(url.searchParams.get("startdt")).toBe(event.start);
    expect(url.searchParams.get("enddt")).toBe(event.end);
    expect(url.searchParams.get("subject")).toBe(event.title);
    expect(url.searchParams.get("location")).toBe(event.location);
  });
});
