import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleSite } from "~/content/site";
import { configureSettings } from "~/server/env.server";
import { signToken } from "~/server/secret.server";
import { loginCookie, seedUser } from "../support/admin";
import { businessForm } from "../support/business-details";
import { readRows, seedSelfTestResult } from "../support/database";
import { seedAppointment } from "../support/sample-appointment";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import {
  calendarPart,
  header,
  htmlPart,
  mailLink,
  plainText,
  startSmtpCatcher,
  type SmtpCatcher,
} from "../support/smtp";

/**
 * The visitor's side of first-party booking (ADR 0047) against the built
 * server, a real SQLite file and a real SMTP server: free times on
 * /kennismaking, the form and the mailed link its owner confirms with
 * (ADR 0080), the row and the mails with a valid invitation, cancel and move
 * through the signed links (GET changes nothing), the rate limit, one upcoming
 * call per address without telling anyone who has one, the page cache
 * (ADR 0082) and the calendly mode (D21).
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

/** The free times one page shows: the first free day's, or the day of `?dag=` (ADR 0111). */
async function dayStarts(day?: string): Promise<string[]> {
  const html = await (await fetch(`${server.url}/kennismaking${day ? `?dag=${day}` : ""}`)).text();
  return [...html.matchAll(/href="\/kennismaking\?tijd=([^"#]+)#afspraak"/g)].map((m) => decodeURIComponent(m[1]!));
}

/** Every free time offered, day by day: each day with free times is a link (`?dag=`). */
async function freeStarts(): Promise<string[]> {
  const html = await (await fetch(`${server.url}/kennismaking`)).text();
  const days = [...html.matchAll(/href="\/kennismaking\?dag=([\d-]+)#/g)].map((m) => m[1]!);
  return (await Promise.all(days.map((day) => dayStarts(day)))).flat();
}

/** Whether `start` is offered, on its own day's page. */
const dayOf = (start: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(Date.parse(start));
const offered = async (start: string) => (await dayStarts(dayOf(start))).includes(start);

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
const local = (link: string) => `${server.url}${new URL(link).pathname}`;
const confirmSubject = /^Bevestig je kennismaking op \w+dag \d{1,2} \w+ om \d\d:\d\d$/;

/** The link of the mail that answers a booking form for `email` (ADR 0080). */
async function confirmLink(email: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && confirmSubject.test(header(m.raw, "Subject") ?? ""));
  return local(linkIn(plainText(mail.raw), "/afspraak/bevestigen")!);
}

/** Books as a visitor does: the form, then the button behind the mailed link; the answer is the redirect. */
async function bookConfirmed(fields: Record<string, string> & { email: string }, client = newClient()) {
  const asked = await book(fields, client);
  expect(asked.status).toBe(200);
  const confirmed = await postForm(await confirmLink(fields.email), {});
  return { status: confirmed.status, location: confirmed.headers.get("location") };
}

describe("booking on /kennismaking", () => {
  it("shows free times server-rendered with Dutch day headings and no other origin in the page", async () => {
    const response = await fetch(`${server.url}/kennismaking`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).not.toContain("calendly");
    expect(html).toMatch(/<h3[^>]*>Vrije tijden op (maandag|dinsdag|woensdag|donderdag|vrijdag) \d{1,2} [a-z]+<\/h3>/);
    expect(html).toMatch(/>(09|1\d):(00|30)<\/a>/);
    expect(html).not.toMatch(/<(script|iframe)\b[^>]*calendly/);
    expect(visibleText(html)).toContain("30 minuten • Gratis • Online via Zoom");
    // Choosing a time (a plain link) opens the form.
    const [start] = await dayStarts();
    const form = visibleText(
      await (await fetch(`${server.url}/kennismaking?tijd=${encodeURIComponent(start!)}`)).text(),
    );
    for (const label of [
      "Naam",
      "E-mailadres",
      "Telefoonnummer (optioneel)",
      "Waar wil je het over hebben? (optioneel)",
      "Afspraak aanvragen",
    ]) {
      expect(form).toContain(label);
    }
  });

  it("refuses a form with problems next to the fields, keeps what was typed and stores nothing", async () => {
    const [start] = await dayStarts();
    const email = address("fout");
    const answer = await book({ start: start!, name: "", email, consent: "" });
    expect(answer.status).toBe(400);
    expect(fieldMessage(answer.html, "name")).toBe("Vul je naam in.");
    // The question is filled: its tick is required (ADR 0110).
    expect(fieldMessage(answer.html, "consent")).toBe(
      "Geef toestemming voor wat je hierboven schrijft, of laat dat veld leeg.",
    );
    expect(answer.html).toContain(`value="${email}"`);
    expect(answer.html).toContain("Ik ben sinds de zomer uitgevallen.");
    expect(appointments(email)).toEqual([]);
  });

  it("asks the owner to confirm by mail; the link's GET changes nothing, its POST books once", async () => {
    const [start] = await dayStarts();
    const email = address("bevestig");
    const asked = await book({ start: start!, email });
    expect(asked.status).toBe(200);
    const text = visibleText(asked.html);
    expect(text).toContain("Nog één stap: kijk in je mail");
    expect(text).toContain(`Ik heb een e-mail gestuurd naar ${email} .`);
    expect(text).toContain("Je kennismaking staat vast zodra je in die mail op de knop drukt.");
    expect(text).toContain("De mail komt van hallo@koendewitcoaching.nl .");
    expect(text).toContain("Ik houd het moment niet voor je vast.");
    expect(appointments(email)).toEqual([]);
    expect(await offered(start!)).toBe(true);

    const link = await confirmLink(email);
    const mail = smtp.mails.find((m) => m.to.includes(email))!;
    // Anyone may type a name: the mail to the address owner carries none.
    expect(plainText(mail.raw)).not.toContain("Anna");
    for (let i = 0; i < 2; i++) {
      const page = await fetch(link);
      expect(page.status).toBe(200);
      expect(visibleText(await page.text())).toContain("Ja, bevestig mijn afspraak");
    }
    expect(appointments(email)).toEqual([]);

    const confirmed = await postForm(link, {});
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toMatch(/^\/afspraak\/[\w-]+\.[\w-]+\?geboekt=1$/);
    expect(appointments(email)).toMatchObject([{ start_at: start, status: "gepland" }]);
    expect(await offered(start!)).toBe(false);
    const again = await postForm(link, {});
    expect(visibleText(await again.text())).toContain("Deze link is al gebruikt");
    expect(appointments(email)).toHaveLength(1);
  });

  it("books: a sealed row, a redirect to the confirmation, and mails with a valid invitation to visitor and coach", async () => {
    const [start] = await dayStarts();
    const email = address("anna");
    const answer = await bookConfirmed({ start: start!, email });
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

    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && /^Je kennismaking op /.test(header(m.raw, "Subject") ?? ""),
    );
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

    const [start] = await dayStarts();
    const email = address("link");
    const answer = await bookConfirmed({ start: start!, email });
    expect(answer.status).toBe(303);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && /^Je kennismaking op /.test(header(m.raw, "Subject") ?? ""),
    );
    const body = plainText(mail.raw);
    expect(body).toContain(`Naar het gesprek: ${link}`);
    expect(header(mail.raw, "From")).toBe(`Jansen Coaching <${sampleSite.email}>`);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(calendarPart(mail.raw))).getFirstSubcomponent("vevent")!,
    );
    expect(event.location).toBe(link);
    expect(event.component.getFirstProperty("organizer")!.getParameter("cn")).toBe("Jan Jansen");
    // The link is a button on the page (ADR 0112), the address itself out of sight.
    const page = await (await fetch(`${server.url}${answer.location}`)).text();
    expect(visibleText(page)).toContain("Online, via Zoom.");
    expect(page).toMatch(new RegExp(`<a href="${link}"[^>]*>.*Naar het gesprek</a>`));
    expect(visibleText(page)).not.toContain(link);
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

  it("answers the same whether or not the address has an upcoming call, books nothing for it, and mails its owner the move link at most once an hour (ADR 0080)", async () => {
    const starts = await freeStarts();
    const [existing, chosen] = [starts[starts.length - 1]!, starts[starts.length - 2]!];
    const owner = address("heeft-al");
    seedAppointment(server.dataDir, { start: existing, name: "Jan Jansen", email: owner });
    const stranger = address("nieuw");

    const forOwner = await book({ start: chosen, email: owner });
    const forStranger = await book({ start: chosen, email: stranger });
    // Nothing tells the two apart: status, headers that matter, the page's words (but the address typed).
    expect(forOwner.status).toBe(forStranger.status);
    expect(forOwner.location).toBe(forStranger.location);
    expect(visibleText(forOwner.html).replaceAll(owner, "ADRES")).toBe(
      visibleText(forStranger.html).replaceAll(stranger, "ADRES"),
    );
    // Nor does the agenda: the chosen time is still free, and the owner still has only his call.
    expect(await offered(chosen!)).toBe(true);
    expect(appointments(owner).map((row) => row.start_at)).toEqual([existing]);

    // The owner hears of it, with the link to move the call he has.
    const note = await smtp.waitFor(
      (m) => m.to.includes(owner) && header(m.raw, "Subject") === "Je hebt al een kennismaking gepland",
    );
    expect(linkIn(plainText(note.raw), "/afspraak/verzetten")).toBeTruthy();
    // A second try within the hour gets the same answer and no second mail.
    const again = await book({ start: chosen, email: owner });
    expect(visibleText(again.html).replaceAll(owner, "ADRES")).toBe(
      visibleText(forStranger.html).replaceAll(stranger, "ADRES"),
    );
    await smtp.waitFor((m) => m.to.includes(stranger));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.filter((m) => m.to.includes(owner))).toHaveLength(1);
  });

  it("answers the sixth booking within an hour from one address with a Dutch 429 page", async () => {
    const client = newClient();
    const starts = await freeStarts();
    for (let i = 0; i < 5; i++)
      expect((await book({ start: starts[10 + i]!, email: address(`limiet${i}`) }, client)).status).toBe(200);
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
    expect((await bookConfirmed({ start, email })).status).toBe(303);
    const confirmation = await smtp.waitFor(
      (m) => m.to.includes(email) && /^Je kennismaking op /.test(header(m.raw, "Subject") ?? ""),
    );
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

  it("cancel: GET only asks, POST cancels, frees the time and mails both sides; a second POST changes nothing", async () => {
    const { email, start, uid, cancel } = await booked("annuleer");
    const preview = await fetch(local(cancel));
    expect(preview.status).toBe(200);
    // The page offers to move first (ADR 0112), with a working move link, before the cancel button.
    const previewText = visibleText(await preview.text());
    expect(previewText).toMatch(/Liever een ander moment\?.*Kies een ander moment.*Ja, annuleer mijn afspraak/);
    const movePath = /href="(\/afspraak\/verzetten\/[\w.-]+)"/.exec(await (await fetch(local(cancel))).text())?.[1];
    expect(visibleText(await (await fetch(`${server.url}${movePath}`)).text())).toContain("Kies een nieuw moment");
    expect(appointments(email)[0]!.status).toBe("gepland");
    expect(await offered(start!)).toBe(false);

    const done = await postForm(local(cancel), {});
    expect(done.status).toBe(200);
    expect(visibleText(await done.text())).toContain("Je afspraak is geannuleerd");
    expect(appointments(email)[0]!.status).toBe("geannuleerd");
    expect(await offered(start!)).toBe(true);
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
    const target = (await dayStarts())[0]!;
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
    configureSettings({ APP_SECRET: appSecret });
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

describe("the confirmation as a moment (ADR 0112) and a video room per call (ADR 0113)", () => {
  const confirmationTo = (email: string, subject = /^Je kennismaking (op|is verzet)/) =>
    smtp.waitFor((m) => m.to.includes(email) && subject.test(header(m.raw, "Subject") ?? ""));
  /** The href of the mail's button with this label. */
  const buttonIn = (html: string, label: string) =>
    new RegExp(`<a href="([^"]+)"[^>]*>${label.replace(/[().]/g, "\\$&")}</a>`).exec(html)?.[1]?.replace(/&amp;/g, "&");
  const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

  it("mails buttons for the call, the calendars and changes, and invites to the self-test only who has not taken it", async () => {
    const starts = await freeStarts();
    const tested = address("getest");
    const fresh = address("nieuwsgierig");
    seedSelfTestResult(server.dataDir, tested);
    for (const [email, start] of [
      [tested, starts[20]!],
      [fresh, starts[21]!],
    ] as const) {
      expect((await bookConfirmed({ start, email })).status).toBe(303);
    }
    const [freshMail, testedMail] = [await confirmationTo(fresh), await confirmationTo(tested)];
    const html = htmlPart(freshMail.raw);
    const start = starts[21]!;
    const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();

    // Calendar buttons: Google and Outlook filled with the UTC times, the .ics the page's download.
    const google = new URL(buttonIn(html, "Google Agenda")!);
    expect(google.searchParams.get("dates")).toBe(`${compact(start)}/${compact(end)}`);
    const coachName = readRows<{ coach_name: string }>(server.dataDir, "select coach_name from business_details")[0]!
      .coach_name;
    expect(google.searchParams.get("text")).toBe(`Kennismaking met ${coachName}`);
    const outlook = new URL(buttonIn(html, "Outlook")!);
    expect([outlook.searchParams.get("startdt"), outlook.searchParams.get("enddt")]).toEqual([start, end]);
    const ics = await fetch(local(buttonIn(html, "Apple of andere (.ics)")!));
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    expect(await ics.text()).toContain(`DTSTART:${compact(start)}`);
    // View, move and cancel as buttons, no raw link in what the mail shows.
    for (const [label, path] of [
      ["Bekijk je afspraak", "/afspraak/"],
      ["Verzet je afspraak", "/afspraak/verzetten/"],
      ["Annuleer je afspraak", "/afspraak/annuleren/"],
    ] as const) {
      expect(new URL(buttonIn(html, label)!).pathname.startsWith(path), label).toBe(true);
    }
    expect(visibleText(html)).not.toMatch(/https?:\/\//);
    expect(visibleText(html)).toContain("Zo gaat het gesprek");
    expect(visibleText(html)).toContain("Zo bereid je je voor");
    // The self-test: invited when not taken, left out when taken (matched by address).
    expect(new URL(buttonIn(html, "Doe de zelftest")!).pathname).toBe("/test-landing");
    expect(htmlPart(testedMail.raw)).not.toContain("Doe de zelftest");

    // The page says the same.
    const freshPage = visibleText(await (await fetch(local(buttonIn(html, "Bekijk je afspraak")!))).text());
    expect(freshPage).toContain("Alvast iets voor jezelf?");
    expect(freshPage).toContain("Zo gaat het gesprek");
    const testedView = buttonIn(htmlPart(testedMail.raw), "Bekijk je afspraak")!;
    expect(visibleText(await (await fetch(local(testedView))).text())).not.toContain("Alvast iets voor jezelf?");
  });

  it("gives each call its own unguessable room on the coach's host, kept on a move; one fixed link for all otherwise", async () => {
    seedUser(server.dataDir, "kamer@example.nl");
    const admin = await loginCookie(server.url, "kamer@example.nl");
    const save = (changes: Record<string, string>) =>
      postForm(`${server.url}/admin/bedrijfsgegevens`, businessForm({ email: sampleSite.email, ...changes }), {
        Cookie: admin,
      });
    // A host that is no https address is refused in Dutch and changes nothing.
    const refused = await save({
      videoService: "jitsi",
      videoLinkKind: "room",
      videoRoomHost: "http://meet.example.nl",
    });
    expect(refused.status).toBe(400);
    expect(fieldMessage(await refused.text(), "videoRoomHost")).toContain("beginnend met https://");
    expect(readRows(server.dataDir, "select video_link_kind from business_details")).toEqual([
      { video_link_kind: "fixed" },
    ]);
    const saved = await save({
      videoService: "jitsi",
      videoLinkKind: "room",
      videoRoomHost: "https://meet.example.nl/",
    });
    expect(saved.status).toBe(303);

    const starts = await freeStarts();
    const [first, second] = [address("kamer-een"), address("kamer-twee")];
    expect((await bookConfirmed({ start: starts[24]!, email: first })).status).toBe(303);
    expect((await bookConfirmed({ start: starts[25]!, email: second })).status).toBe(303);
    const roomOf = async (email: string, subject?: RegExp) =>
      mailLink((await confirmationTo(email, subject)).raw, "Naar het gesprek").href;
    const [roomOne, roomTwo] = [await roomOf(first), await roomOf(second)];
    expect(roomOne).toMatch(/^https:\/\/meet\.example\.nl\/kennismaking-[0-9a-f]{32}$/);
    expect(roomTwo).toMatch(/^https:\/\/meet\.example\.nl\/kennismaking-[0-9a-f]{32}$/);
    expect(roomOne).not.toBe(roomTwo);
    // Stored sealed; in the invitation; the coach's notice names it; never on a public page or in the log.
    expect(
      readRows<{ video_room: string }>(server.dataDir, "select video_room from appointments where email = ?", first)[0]!
        .video_room,
    ).toMatch(/^enc:v1:/);
    const mail = await confirmationTo(first);
    expect(
      new ICAL.Event(new ICAL.Component(ICAL.parse(calendarPart(mail.raw))).getFirstSubcomponent("vevent")!).location,
    ).toBe(roomOne);
    await smtp.waitFor((m) => m.to.includes(sampleSite.email) && plainText(m.raw).includes(roomOne));
    expect(await (await fetch(`${server.url}/kennismaking`)).text()).not.toContain("meet.example.nl");
    expect(server.logs()).not.toContain(roomOne.split("/").pop()!);

    // A move keeps the room: the visitor's mail and calendar keep working.
    const moved = await postForm(local(mailLink(mail.raw, "Verzet je afspraak").href), {
      start: (await freeStarts())[0]!,
    });
    expect(visibleText(await moved.text())).toContain("Je afspraak is verzet");
    expect(await roomOf(first, /^Je kennismaking is verzet/)).toBe(roomOne);

    // Back to one fixed link: every new call gets that same link.
    const fixed = "https://us02web.zoom.us/j/81234567890";
    expect((await save({ videoService: "zoom", videoLinkKind: "fixed", videoUrl: fixed })).status).toBe(303);
    const [third, fourth] = [address("vast-een"), address("vast-twee")];
    expect((await bookConfirmed({ start: starts[26]!, email: third })).status).toBe(303);
    expect((await bookConfirmed({ start: starts[27]!, email: fourth })).status).toBe(303);
    expect([await roomOf(third), await roomOf(fourth)]).toEqual([fixed, fixed]);
  });
});

describe("the free times are served from memory (ADR 0082)", () => {
  it("/kennismaking comes from the page cache with an ETag, until the free times change", async () => {
    const first = await fetch(`${server.url}/kennismaking`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const html = await first.text();
    // A page for everyone: asked again with the tag, nothing travels.
    expect((await fetch(`${server.url}/kennismaking`, { headers: { "If-None-Match": etag! } })).status).toBe(304);
    // Any query the page does not read gets the same page; a chosen day or time is rendered for its request.
    expect(await (await fetch(`${server.url}/kennismaking?utm_source=nieuwsbrief`)).text()).toBe(html);
    const [start] = await dayStarts();
    const secondDay = [...html.matchAll(/href="\/kennismaking\?dag=([\d-]+)#/g)][1]![1]!;
    expect(await dayStarts(secondDay)).not.toContain(start);
    expect(
      visibleText(await (await fetch(`${server.url}/kennismaking?tijd=${encodeURIComponent(start!)}`)).text()),
    ).toContain("Je gegevens");

    // Another process books the first free time (a restored backup, a script): seen within seconds.
    seedAppointment(server.dataDir, { start: start!, name: "Iemand Anders", email: address("ander-proces") });
    await expect.poll(async () => (await dayStarts()).includes(start!), { timeout: 5000 }).toBe(false);
    expect((await fetch(`${server.url}/kennismaking`)).headers.get("etag")).not.toBe(etag);
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
