import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionNotes as texts, sessionNotesMax } from "~/content/session-notes";
import { clientPage } from "~/content/client-page";
import { loginCookie, seedUser } from "../support/admin";
import { mailQueueSettled, readOpenedRows, readRows, seedPerson } from "../support/database";
import { expectNoticeOnce } from "../support/flash";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { rawRequest, rawStatus } from "../support/raw-http";
import { seedAppointment } from "../support/sample-appointment";
import { startBuiltServer, type RunningServer } from "../support/server";
import { htmlPart, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The notes per paid session (ADR 0143) over HTTP on one built server with a
 * real SMTP server: both notes sealed in the raw row; the shared one on the
 * client's own page only, as text; one announcement mail per actual change
 * holding the link and no note text; the access log; limits; a data request's
 * export and erasure.
 */
let server: RunningServer;
let smtp: SmtpCatcher;
let admin: string;
const coach = "coach@example.nl";
const anna = { email: "anna.notes@example.nl", name: "Anna Notitie" };
const bram = { email: "bram.notes@example.nl", name: "Bram Anders" };
const lookups: Record<string, string> = {};
const links: Record<string, string> = {};
const sessions = { annaHeld: 0, annaMovedFrom: 0, annaNext: 0, annaCancelled: 0, bramHeld: 0 };
let address = 0;
const from = () => ({ "X-Forwarded-For": `198.51.100.${++address}` });
const day = 86_400_000;
const at = (offsetDays: number) => {
  const start = new Date(Date.now() + offsetDays * day);
  start.setUTCHours(9, 0, 0, 0);
  return start.toISOString();
};

const privateText = "Privé: slaapt slecht sinds de reorganisatie";
const sharedText = "Huiswerk voor deze week:\nelke dag een kwartier wandelen\n<script>alert(1)</script>";

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({ TRUST_PROXY: "true", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
  seedUser(server.dataDir, coach);
  const db = new SQLite(join(server.dataDir, "site.db"));
  try {
    for (const person of [anna, bram]) {
      lookups[person.email] = seedPerson(db, server.dataDir, { ...person, at: at(-30), kind: "appointment" });
    }
  } finally {
    db.close();
  }
  const session = (who: typeof anna, offsetDays: number, status: "gepland" | "geannuleerd" | "verzet" = "gepland") =>
    seedAppointment(server.dataDir, { start: at(offsetDays), name: who.name, email: who.email, status });
  sessions.annaHeld = session(anna, -3);
  sessions.annaMovedFrom = session(anna, 4, "verzet");
  sessions.annaNext = session(anna, 6);
  sessions.annaCancelled = session(anna, 8, "geannuleerd");
  sessions.bramHeld = session(bram, -2);
  const write = new SQLite(join(server.dataDir, "site.db"));
  try {
    const type = write
      .prepare(
        "insert into session_types (name, minutes, place, buffer_minutes, own_hours, created_at) values ('Coachingsessie', 60, 'online', 0, 0, ?)",
      )
      .run(at(-30)).lastInsertRowid;
    write.prepare("update appointments set session_type_id = ?").run(type);
    // A moved session: the new row names the first of its chain, and the notes belong to that first one.
    write
      .prepare("update appointments set series_id = ?, sequence = 1 where id = ?")
      .run(sessions.annaMovedFrom, sessions.annaNext);
    write
      .prepare("update appointments set rescheduled_to_id = ? where id = ?")
      .run(sessions.annaNext, sessions.annaMovedFrom);
  } finally {
    write.close();
  }
  admin = await loginCookie(server.url, coach);
  for (const who of [anna, bram]) {
    expect((await postForm(cardUrl(who.email), { intent: "klantlink-maken" }, { Cookie: admin })).status).toBe(200);
    const card = await (await fetch(cardUrl(who.email), { headers: { Cookie: admin } })).text();
    links[who.email] = new URL(/id="klantlink"[^>]*value="([^"]+)"/.exec(card)![1]!).pathname;
  }
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

const cardPath = (email: string) => `/admin/mensen/${lookups[email]}`;
const cardUrl = (email: string) => `${server.url}${cardPath(email)}`;
const saveNotes = (email: string, appointmentId: number, privateNote: string, sharedNote: string) =>
  postForm(
    cardUrl(email),
    { intent: "sessienotities", appointmentId: String(appointmentId), privateNote, sharedNote },
    { Cookie: admin },
  );
const announcements = (email: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email) && mail.raw.includes(texts.mail.subject));
const noteRows = () =>
  readRows<{ id: number; appointment_id: number; private_note: string | null; shared_note: string | null }>(
    server.dataDir,
    "select id, appointment_id, private_note, shared_note from session_notes order by id",
  );

/** Signs in on the client page with a mailed code; gives the session cookie. */
async function clientSession(email: string): Promise<string> {
  const path = links[email]!;
  const before = smtp.mails.length;
  expect((await postForm(`${server.url}${path}`, { intent: "code-mailen" }, from())).status).toBe(303);
  const mail = await smtp.waitFor(
    (m) => smtp.mails.indexOf(m) >= before && m.to.includes(email) && plainText(m.raw).includes("Je code is"),
  );
  const code = /Je code is: (\d{6})/.exec(plainText(mail.raw))![1]!;
  const opened = await postForm(`${server.url}${path}`, { intent: "inloggen", code }, from());
  expect(opened.status).toBe(303);
  return opened.headers.get("set-cookie")!.split(";")[0]!;
}
const clientPageHtml = async (path: string, cookie: string) =>
  (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();

describe("the notes per session", () => {
  it("seals both notes at rest, logs the save and the reading, and announces the shared note with a link only", async () => {
    const saved = await saveNotes(anna.email, sessions.annaHeld, privateText, sharedText);
    expect(saved.headers.get("location")).toBe(`${cardPath(anna.email)}#sessie-${sessions.annaHeld}`);
    const card = await expectNoticeOnce(server.url, saved, admin, texts.notices["sessienotities-aangekondigd"]);
    expect(card).toContain(privateText);

    const [row] = noteRows();
    expect(row!.appointment_id).toBe(sessions.annaHeld);
    for (const sealed of [row!.private_note!, row!.shared_note!]) {
      expect(sealed).toMatch(/^enc:v1:/);
      for (const word of ["slaapt", "wandelen", "script"]) expect(sealed).not.toContain(word);
    }
    expect(
      readOpenedRows(server.dataDir, "session_notes", "select private_note, shared_note from session_notes"),
    ).toEqual([{ private_note: privateText, shared_note: sharedText }]);

    const mail = await smtp.waitFor((m) => m.to.includes(anna.email) && m.raw.includes(texts.mail.subject));
    expect(plainText(mail.raw)).toContain(links[anna.email]);
    for (const body of [plainText(mail.raw), htmlPart(mail.raw), mail.raw]) {
      for (const word of ["slaapt", "wandelen", "Huiswerk voor", "alert"]) expect(body).not.toContain(word);
    }

    const logged = readRows<{ action: string; target_table: string; target_id: number }>(
      server.dataDir,
      "select action, target_table, target_id from access_log where target_table = 'session_notes'",
    );
    expect(logged).toContainEqual({ action: "session-note-saved", target_table: "session_notes", target_id: row!.id });
    expect(logged).toContainEqual({ action: "view-detail", target_table: "session_notes", target_id: row!.id });
    expect(server.logs()).not.toContain("slaapt");
    expect(server.logs()).not.toContain("wandelen");
  });

  it("shows the shared note, as text, on that client's own page only, never the private one", async () => {
    const annaCookie = await clientSession(anna.email);
    const html = await clientPageHtml(links[anna.email]!, annaCookie);
    const text = visibleText(html);
    expect(text).toContain(texts.client.label);
    expect(text).toContain("elke dag een kwartier wandelen");
    expect(text).toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<script>alert(1)");
    expect(text).not.toContain("slaapt");

    const bramCookie = await clientSession(bram.email);
    const his = visibleText(await clientPageHtml(links[bram.email]!, bramCookie));
    expect(his).toContain(clientPage.signedIn.intro);
    // Swapped cookies and links: the sign-in offer only, nothing of hers.
    for (const [path, cookie] of [
      [links[bram.email]!, annaCookie],
      [links[anna.email]!, bramCookie],
      [links[anna.email]!, ""],
    ] as const) {
      const swapped = visibleText(await clientPageHtml(path, cookie));
      expect(swapped).not.toContain(clientPage.signedIn.intro);
      expect(swapped).not.toContain("wandelen");
    }
    expect(his).not.toContain("wandelen");
  });

  it("keeps the notes across a move and shows them under the session as it is now", async () => {
    const saved = await saveNotes(anna.email, sessions.annaNext, "", "Neem je slaapdagboek mee");
    expect(saved.status).toBe(303);
    expect(noteRows().map((row) => row.appointment_id)).toContain(sessions.annaMovedFrom);
    const page = visibleText(await clientPageHtml(links[anna.email]!, await clientSession(anna.email)));
    expect(page).toContain("Neem je slaapdagboek mee");
  });

  it("mails once per actual change: the same text again, 50 identical saves at once, a private change or clearing send nothing new", async () => {
    await smtp.waitFor(() => announcements(anna.email).length === 2);
    const again = await saveNotes(anna.email, sessions.annaHeld, privateText, sharedText);
    await expectNoticeOnce(server.url, again, admin, texts.notices["sessienotities-opgeslagen"]);

    const changed = `${sharedText}\nen twee keer per week sporten`;
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => saveNotes(anna.email, sessions.annaHeld, privateText, changed)),
    );
    expect(burst.map((answer) => answer.status)).toEqual(Array(50).fill(303));
    await smtp.waitFor(() => announcements(anna.email).length === 3);

    expect((await saveNotes(anna.email, sessions.annaHeld, "Privé, aangevuld", changed)).status).toBe(303);
    const cleared = await saveNotes(anna.email, sessions.annaHeld, "Privé, aangevuld", "");
    await expectNoticeOnce(server.url, cleared, admin, texts.notices["sessienotities-opgeslagen"]);
    await mailQueueSettled(server.dataDir);
    expect(announcements(anna.email)).toHaveLength(3);
    expect(
      readOpenedRows(
        server.dataDir,
        "session_notes",
        "select shared_note from session_notes where appointment_id = ?",
        sessions.annaHeld,
      ),
    ).toEqual([{ shared_note: null }]);
  });

  it("refuses a note that is too long with the typed text kept, a huge body, another client's session and sharing a cancelled one", async () => {
    const before = JSON.stringify(noteRows());
    const long = `${"Lange notitie ".repeat(400)}einde`;
    expect(long.length).toBeGreaterThan(sessionNotesMax);
    const refused = await saveNotes(anna.email, sessions.annaHeld, long, "");
    expect(refused.status).toBe(400);
    const page = await refused.text();
    // The refused session's own editor, opened again.
    const html = /<details open=""[^>]*>[\s\S]*?<\/details>/.exec(page)![0];
    expect(html).toContain(`id="sessie-${sessions.annaHeld}"`);
    expect(fieldMessage(html, "privateNote")).toBe(texts.errors.tooLong(sessionNotesMax));
    expect(visibleText(html)).toContain(long);

    // A body announced at 2 MB is refused before any of it is read.
    const huge = await rawRequest(
      server.url,
      `POST ${cardPath(anna.email)} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nCookie: ${admin}\r\nOrigin: ${server.url}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${2 * 1024 * 1024}\r\nConnection: close\r\n\r\n`,
    ).closed;
    expect(rawStatus(huge.response)).toBe(413);

    // Bram's session on Anna's card: as unknown as a made-up one.
    expect((await saveNotes(anna.email, sessions.bramHeld, "", "Voor de verkeerde")).status).toBe(404);
    const cancelled = await saveNotes(anna.email, sessions.annaCancelled, "", "Niet te zien");
    expect(cancelled.status).toBe(400);
    expect(visibleText(await cancelled.text())).toContain(texts.errors.notShown);
    expect(JSON.stringify(noteRows())).toBe(before);
  });

  it("exports the notes opened with a data request, and erasing the sessions takes their notes", async () => {
    const ask = (intent: string, extra: string[][] = []) =>
      fetch(`${server.url}/admin/data-requests${intent === "exporteren" ? "/export" : ""}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: admin },
        body: new URLSearchParams([["intent", intent], ["email", anna.email], ["name", ""], ...extra]).toString(),
      });
    const exported = JSON.parse(await (await ask("exporteren")).text()) as {
      sessionNotes: { private_note: string | null; shared_note: string | null }[];
    };
    expect(exported.sessionNotes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ private_note: "Privé, aangevuld", shared_note: null }),
        expect.objectContaining({ private_note: null, shared_note: "Neem je slaapdagboek mee" }),
      ]),
    );
    expect(JSON.stringify(exported)).not.toContain("Bram");

    // Only the sessions ticked: their notes go with them (as retention takes them with the sessions).
    const keys = readRows<{ id: number }>(server.dataDir, "select id from appointments where email = ?", anna.email);
    const erased = await ask(
      "wissen",
      keys.map((row) => ["match", `appointments:${row.id}`]),
    );
    expect(erased.status).toBeLessThan(400);
    expect(readRows(server.dataDir, "select id from appointments where email = ?", anna.email)).toEqual([]);
    expect(noteRows()).toEqual([]);
  });
});
