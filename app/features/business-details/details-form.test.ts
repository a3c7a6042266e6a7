import { describe, expect, it } from "vitest";
import { serviceOfLink, withVideoService } from "~/content/video-services";
import { parseForm } from "~/lib/forms/parse-form";
import { businessSchema, crossFieldProblems } from "./details-form";

/** The form as the browser sends it. */
function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  const filled = {
    coachName: "Jan Jansen",
    businessName: "Jansen Coaching",
    email: "jan@jansencoaching.nl",
    videoService: "zoom",
    videoLinkKind: "fixed",
    ...fields,
  };
  for (const [name, value] of Object.entries(filled)) data.set(name, value);
  return data;
}

describe("the business details form (D32)", () => {
  it("stores registered numbers the way the registers write them", () => {
    const parsed = parseForm(
      businessSchema,
      form({ kvk: "1234 5678", btw: "nl 0012.34.567 b01", postalCode: "3511ax", iban: "nl91 abna 0417 1643 00" }),
    );
    expect(parsed.ok && parsed.value).toMatchObject({
      kvk: "12345678",
      btw: "NL001234567B01",
      postalCode: "3511 AX",
      iban: "NL91ABNA0417164300",
      phone: "",
      videoUrl: "",
    });
  });

  it("keeps a detail on one line, so it cannot split a mail header", () => {
    const parsed = parseForm(businessSchema, form({ businessName: "Jansen\r\nBcc: iemand@example.org" }));
    expect(parsed.ok && parsed.value.businessName).toBe("Jansen Bcc: iemand@example.org");
  });

  it("refuses an IBAN whose check digits do not match", () => {
    const parsed = parseForm(businessSchema, form({ iban: "NL91ABNA0417164301" }));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors.map((error) => error.field)).toEqual(["iban"]);
  });

  it("wants a whole address and a link of the chosen service; 'another service' takes any link", () => {
    const parsed = parseForm(
      businessSchema,
      form({ street: "Oudegracht 1", videoUrl: "https://meet.google.com/a-b-c" }),
    );
    if (!parsed.ok) throw new Error("the fields themselves are valid");
    expect(crossFieldProblems(parsed.value).map((problem) => problem.field)).toEqual([
      "postalCode",
      "city",
      "videoUrl",
    ]);
    expect(crossFieldProblems({ ...parsed.value, street: "", videoService: "anders" })).toEqual([]);
  });
});

describe("a video room per call (ADR 0113)", () => {
  const room = (fields: Record<string, string>) =>
    parseForm(businessSchema, form({ videoLinkKind: "room", ...fields }));

  it("takes an https host, without a trailing slash, query or fragment", () => {
    const parsed = room({ videoService: "jitsi", videoRoomHost: " https://meet.example.nl/team/ " });
    expect(parsed.ok && parsed.value.videoRoomHost).toBe("https://meet.example.nl/team");
    for (const host of [
      "http://meet.example.nl",
      "meet.example.nl",
      "https://meet.example.nl/?x=1",
      "https://a@b.nl",
    ]) {
      const refused = room({ videoService: "jitsi", videoRoomHost: host });
      expect(!refused.ok && refused.errors.map((error) => error.field), host).toEqual(["videoRoomHost"]);
    }
  });

  it("needs Jitsi (or another service) and a host; a Zoom host or service is refused", () => {
    const problems = (fields: Record<string, string>) => {
      const parsed = room(fields);
      if (!parsed.ok) throw new Error("the fields themselves are valid");
      return crossFieldProblems(parsed.value).map((problem) => problem.field);
    };
    expect(problems({ videoService: "jitsi", videoRoomHost: "https://meet.jit.si" })).toEqual([]);
    expect(problems({ videoService: "anders", videoRoomHost: "https://video.praktijk.nl" })).toEqual([]);
    expect(problems({ videoService: "zoom", videoRoomHost: "https://meet.jit.si" })).toEqual(["videoLinkKind"]);
    expect(problems({ videoService: "jitsi", videoRoomHost: "" })).toEqual(["videoRoomHost"]);
    expect(problems({ videoService: "anders", videoRoomHost: "https://us02web.zoom.us" })).toEqual(["videoRoomHost"]);
  });
});

describe("the video service in the copy", () => {
  it("names the chosen service, or says 'videobellen' for another one", () => {
    expect(withVideoService("Online via {videodienst}", "whereby")).toBe("Online via Whereby");
    expect(withVideoService("Online via {videodienst}", "anders")).toBe("Online via videobellen");
    expect(withVideoService("{videodienst-privacy}", "google_meet")).toMatch(
      /^Google Meet, voor het online gesprek zelf/,
    );
  });

  it("knows a service by its link's host, subdomains included", () => {
    expect(serviceOfLink("https://us02web.zoom.us/j/1")).toBe("zoom");
    expect(serviceOfLink("https://meet.jit.si/kamer")).toBe("jitsi");
    expect(serviceOfLink("https://notzoom.us/j/1")).toBeUndefined();
    expect(serviceOfLink("geen link")).toBeUndefined();
  });
});
