import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleSite } from "~/content/site";
import { loginCookie, seedUser } from "../support/admin";
import { businessForm } from "../support/business-details";
import { readRows } from "../support/database";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { calendarPart, header, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The visitor's side of first-party booking (issue #11) against the built
 * server, a real SQLite file and a real SMTP server: free times on
 * /kennismaking, the form, the row and the mails with a valid invitation,
 * cancel and move through the signed links (GET changes nothing), the rate
 * limit, one upcoming call per address, and the calendly mode (D21).
 * The rules of what is bookable with a fixed clock: app/features/booking/visitor-booking.test.ts.
 */
const appSecret = "booking-visit-integration-secret-0123456789";
let server: RunningServer;
let smtp: SmtpCatcher;
let clientCounter = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    TRUST_PROXY: "true",
    APP_SECRET: appSecret,
    LOG_LEVEL: "info",
  });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

const newClient = () => `198.51.100.${++clientCounter}`;
const address = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@voorbeeld.nl`;

async function freeStarts(): Promise<string[]> {
  const html = await (await fetch(`${server.url}/kennismaking`)).text();
  return [...html.matchAll(/href="\/kennismaking\?tijd=([^"#]+)#afspraak"/g)].map((m) => decodeURIComponent(m[1]!));
}

async function book(fields: Record<string, string>, client = newClient()) {
  const response = await postForm(
    `${server.url}/kennismaking`,
    {
      name: "Anna de Vries",
      phone: "06 1234 5678",
      question: "Ik ben sinds de zomer uitgevallen.",
      consent: "ja",
      ...fields,
    },
    { "X-Forwarded-For": client },
  );
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

function appointments(email: string) {
  return readRows<{ id: number; start_at: string; status: string; name: string; phone: string }>(
    server.dataDir,
    "select id, start_at, status, name, phone from appointments where email = ? order by id",
    email,
  );
}

const linkIn = (text: string, path: string) => new RegExp(`https?://[^\\s]+${path}/[\\w.-]+`).exec(text)?.[0];

describe("booking on /kennismaking", () => {
  it("shows free times server-rendered with Dutch day headings and no other origin in the page", async () => {
    const response = await fetch(`${server.url}/kennismaking`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).not.toContain("calendly");
    expect(html).toMatch(/<h3[^>]*>(maandag|dinsdag|woensdag|donderdag|vrijdag) \d{1,2} [a-z]+<\/h3>/);
    expect(html).toMatch(/>(09|1\d):(00|30)<\/a>/);
    expect(html).not.toMatch(/<(script|iframe)\b[^>]*calendly/);
    expect(visibleText(html)).toContain("30 minuten • Gratis • Online via Zoom");
    // Choosing a time (a plain link) opens the form.
    const [start] = await freeStarts();
    const form = visibleText(
      await (await fetch(`${server.url}/kennismaking?tijd=${encodeURIComponent(start!)}`)).text(),
    );
    for (const label of [
      "Naam",
      "E-mailadres",
      "Telefoonnummer (optioneel)",
      "Waar wil je het over hebben? (optioneel)",
      "Bevestig afspraak",
    ]) {
      expect(form).toContain(label);
    }
  });

  it("refuses a form with problems next to the fields, keeps what was typed and stores nothing", async () => {
    const [start] = await freeStarts();
    const email = address("fout");
    const answer = await book({ start: start!, name: "", email, consent: "" });
    expect(answer.status).toBe(400);
    expect(fieldMessage(answer.html, "name")).toBe("Vul je naam in.");
    expect(fieldMessage(answer.html, "consent")).toBe(
      "Geef toestemming om je gegevens voor deze afspraak te gebruiken.",
    );
    expect(answer.html).toContain(`value="${email}"`);
    expect(answer.html).toContain("Ik ben sinds de zomer uitgevallen.");
    expect(appointments(email)).toEqual([]);
  });

  it("books: a sealed row, a redirect to the confirmation, and mails with a valid invitation to visitor and coach", async () => {
    const [start] = await freeStarts();
    const email = address("anna");
    const answer = await book({ start: start!, email });
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/afspraak\/[\w-]+\.[\w-]+\?geboekt=1$/);
    expect(answer.location).not.toContain("anna");
    const [row] = appointments(email);
    expect(row).toMatchObject({ start_at: start, status: "gepland" });
    expect(row!.name).toMatch(/^enc:v1:/);

    const page = await fetch(`${server.url}${answer.location}`);
    const text = visibleText(await page.text());
    expect(text).toContain("Je afspraak staat");
    expect(text).toContain("30 minuten");
    expect(text).toContain("Zet in je agenda");
    const download = await fetch(`${server.url}${answer.location!.split("?")[0]}/agenda.ics`);
    expect(download.headers.get("content-type")).toContain("text/calendar");
    expect(await download.text()).toContain("BEGIN:VEVENT");

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(header(mail.raw, "Subject")).toMatch(/^Je kennismaking op \w+dag \d{1,2} \w+ om \d\d:\d\d$/);
    const body = plainText(mail.raw);
    // A fresh install has no video link yet (D32): the mail says it follows, without a button to nowhere.
    expect(body).toContain("De link naar het videogesprek stuur ik je voor de afspraak.");
    expect(body).not.toContain("Naar het gesprek");
    expect(linkIn(body, "/afspraak/annuleren")).toBeTruthy();
    expect(linkIn(body, "/afspraak/verzetten")).toBeTruthy();
    const calendar = new ICAL.Component(ICAL.parse(calendarPart(mail.raw)));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    expect(event.uid).toBe(`afspraak-${row!.id}@localhost`);
    expect(event.component.getFirstPropertyValue("organizer")).toBe(`mailto:${sampleSite.email}`);
    expect(event.location).toBe("Online");

    const notice = await smtp.waitFor(
      (m) => m.to.includes(sampleSite.email) && plainText(m.raw).includes("Anna de Vries"),
    );
    const noticeText = plainText(notice.raw);
    expect(noticeText).toContain("/admin/agenda");
    expect(noticeText).not.toContain("uitgevallen");
    expect(noticeText).not.toContain("1111 2222");
    // Nothing personal reached the log.
    expect(server.logs()).not.toContain(email);
    expect(server.logs()).not.toContain(answer.location!.split("/")[2]!.split("?")[0]);
  });

  it("carries the coach's video link, once entered in the admin, in the next confirmation, its invitation and page", async () => {
    seedUser(server.dataDir, "coach@example.nl");
    const admin = await loginCookie(server.url, "coach@example.nl");
    const link = "https://us02web.zoom.us/j/81234567890";
    // The contact address stays the sample's: the tests below look for the coach's notices there.
    const details = businessForm({ videoUrl: link, email: sampleSite.email });
    const saved = await postForm(`${server.url}/admin/bedrijfsgegevens`, details, { Cookie: admin });
    expect(saved.status).toBe(303);

    const [start] = await freeStarts();
    const email = address("link");
    const answer = await book({ start: start!, email });
    expect(answer.status).toBe(303);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const body = plainText(mail.raw);
    expect(body).toContain(`Naar het gesprek: ${link}`);
    expect(header(mail.raw, "From")).toBe(`Jansen Coaching <${sampleSite.email}>`);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(calendarPart(mail.raw))).getFirstSubcomponent("vevent")!,
    );
    expect(event.location).toBe(link);
    expect(event.component.getFirstProperty("organizer")!.getParameter("cn")).toBe("Jan Jansen");
    const page = visibleText(await (await fetch(`${server.url}${answer.location}`)).text());
    expect(page).toContain(`Online. Je komt in het gesprek via deze link: ${link}`);
  });

  it("refuses a time outside the rules whatever the form says", async () => {
    const email = address("verleden");
    const yesterday = new Date(Date.now() - 86_400_000);
    yesterday.setUTCHours(9, 0, 0, 0);
    for (const start of [yesterday.toISOString(), "2099-01-05T09:00:00.000Z", "geen-tijd"]) {
      const answer = await book({ start, email });
      expect(answer.status, start).toBe(409);
      expect(visibleText(answer.html)).toContain("Dit moment kan niet (meer) geboekt worden.");
    }
    expect(appointments(email)).toEqual([]);
  });

  it("allows one upcoming call per address: a second attempt mails a link to move the first, books nothing", async () => {
    const [first, second] = await freeStarts();
    const email = address("twee");
    expect((await book({ start: first!, email })).status).toBe(303);
    const again = await book({ start: second!, email });
    expect(again.status).toBe(409);
    expect(visibleText(again.html)).toContain(
      "We hebben je een e-mail gestuurd met een link om die afspraak te verzetten.",
    );
    expect(appointments(email)).toHaveLength(1);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && header(m.raw, "Subject") === "Je hebt al een kennismaking gepland",
    );
    expect(linkIn(plainText(mail.raw), "/afspraak/verzetten")).toBeTruthy();
  });

  it("answers the sixth booking within an hour from one address with a Dutch 429 page", async () => {
    const client = newClient();
    const starts = await freeStarts();
    for (let i = 0; i < 5; i++)
      expect((await book({ start: starts[10 + i]!, email: address(`limiet${i}`) }, client)).status).toBe(303);
    const sixth = await book({ start: starts[16]!, email: address("limiet5") }, client);
    expect(sixth.status).toBe(429);
    expect(visibleText(sixth.html)).toContain("Probeer het over een uur opnieuw.");
  });
});

describe("cancel and move through the signed links", () => {
  async function booked(label: string) {
    const starts = await freeStarts();
    const start = starts[starts.length - 1 - clientCounter]!;
    const email = address(label);
    expect((await book({ start, email })).status).toBe(303);
    const confirmation = await smtp.waitFor((m) => m.to.includes(email));
    const body = plainText(confirmation.raw);
    const uid = /^UID:(.+)$/m.exec(calendarPart(confirmation.raw))?.[1]?.trim();
    expect(uid).toMatch(/^afspraak-\d+@/);
    return {
      email,
      start,
      uid,
      cancel: linkIn(body, "/afspraak/annuleren")!,
      move: linkIn(body, "/afspraak/verzetten")!,
    };
  }
  const local = (link: string) => `${server.url}${new URL(link).pathname}`;

  it("cancel: GET only asks, POST cancels, frees the time and mails both sides; a second POST changes nothing", async () => {
    const { email, start, uid, cancel } = await booked("annuleer");
    const preview = await fetch(local(cancel));
    expect(preview.status).toBe(200);
    expect(visibleText(await preview.text())).toContain("Ja, annuleer mijn afspraak");
    expect(appointments(email)[0]!.status).toBe("gepland");
    expect(await freeStarts()).not.toContain(start);

    const done = await postForm(local(cancel), {});
    expect(done.status).toBe(200);
    expect(visibleText(await done.text())).toContain("Je afspraak is geannuleerd");
    expect(appointments(email)[0]!.status).toBe("geannuleerd");
    expect(await freeStarts()).toContain(start);
    const cancelled = await smtp.waitFor(
      (m) => m.to.includes(email) && header(m.raw, "Subject") === "Je kennismaking is geannuleerd",
    );
    // The cancellation takes the event out of the visitor's calendar: same UID, a higher SEQUENCE.
    const cancellation = calendarPart(cancelled.raw);
    expect(cancellation).toContain("METHOD:CANCEL");
    expect(cancellation).toContain(`UID:${uid}`);
    expect(cancellation).toContain("STATUS:CANCELLED");
    expect(cancellation).toContain("SEQUENCE:1");
    await smtp.waitFor(
      (m) => m.to.includes(sampleSite.email) && /^Kennismaking geannuleerd/.test(header(m.raw, "Subject") ?? ""),
    );

    const again = await postForm(local(cancel), {});
    expect(visibleText(await again.text())).toContain("Deze afspraak kan niet meer veranderd worden");
  });

  it("move: GET shows free times and changes nothing; POST of a time moves in one step and mails both sides", async () => {
    const { email, start, uid, move } = await booked("verzet");
    const preview = await fetch(local(move));
    expect(visibleText(await preview.text())).toContain("Kies een nieuw moment");
    expect(appointments(email)).toHaveLength(1);

    const other = await booked("ander");
    const taken = await postForm(local(move), { start: other.start });
    expect(taken.status).toBe(409);
    expect(visibleText(await taken.text())).toContain("Dit moment is net door iemand anders geboekt.");
    expect(appointments(email)).toHaveLength(1);
    const target = (await freeStarts())[0]!;
    const done = await postForm(local(move), { start: target });
    expect(done.status).toBe(200);
    expect(visibleText(await done.text())).toContain("Je afspraak is verzet");
    expect(appointments(email).map((row) => [row.start_at, row.status])).toEqual([
      [start, "verzet"],
      [target, "gepland"],
    ]);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && /^Je kennismaking is verzet/.test(header(m.raw, "Subject") ?? ""),
    );
    // The same event moves in the visitor's calendar: same UID, SEQUENCE one higher.
    const invitation = calendarPart(mail.raw);
    expect(invitation).toContain("METHOD:REQUEST");
    expect(invitation).toContain(`UID:${uid}`);
    expect(invitation).toContain("SEQUENCE:1");
    await smtp.waitFor(
      (m) => m.to.includes(sampleSite.email) && /^Kennismaking verzet/.test(header(m.raw, "Subject") ?? ""),
    );
  });

  it("refuses tampered, expired and cross-purpose tokens with a clear Dutch page and changes nothing", async () => {
    const { email, cancel, move } = await booked("vervalst");
    const token = new URL(cancel).pathname.split("/").pop()!;
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    process.env.APP_SECRET = appSecret;
    const { signToken } = await import("~/server/secret.server");
    const id = appointments(email)[0]!.id;
    const expired = signToken("appointment-cancel", String(id), Date.now() - 1000);
    for (const [path, title] of [
      [`/afspraak/annuleren/${tampered}`, "Deze link werkt niet"],
      [`/afspraak/annuleren/${expired}`, "Deze link is verlopen"],
      [`/afspraak/annuleren/${new URL(move).pathname.split("/").pop()}`, "Deze link werkt niet"],
    ] as const) {
      const response = await postForm(`${server.url}${path}`, {});
      expect(response.status, path).toBe(400);
      expect(visibleText(await response.text()), path).toContain(title);
    }
    // A cancel token is no key to the confirmation page either.
    const view = await fetch(`${server.url}/afspraak/${token}`);
    expect(view.status).toBe(400);
    expect(visibleText(await view.text())).toContain("Deze link werkt niet");
    expect(appointments(email)[0]!.status).toBe("gepland");
  });
});

describe("BOOKING_PROVIDER=calendly", () => {
  it("shows the external agenda behind its placeholder as before, allows its origins, and books nothing here", async () => {
    const calendly = await startBuiltServer({ APP_SECRET: appSecret, BOOKING_PROVIDER: "calendly", LOG_LEVEL: "warn" });
    try {
      const response = await fetch(`${calendly.url}/kennismaking`);
      const html = await response.text();
      expect(visibleText(html)).toContain("Agenda laden");
      expect(html).not.toContain("tijd=");
      expect(response.headers.get("content-security-policy")).toContain("frame-src https://calendly.com");
      const post = await postForm(`${calendly.url}/kennismaking`, { start: "2099-01-05T09:00:00.000Z" });
      expect(post.status).toBe(405);
    } finally {
      await calendly.stop();
      calendly.remove();
    }
  });
});
