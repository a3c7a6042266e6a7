import SQLite from "better-sqlite3";
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ebookAdminNotices as notices, ebookAdminText as texts } from "~/content/ebook-admin";
import { ebookPage } from "~/content/pages/ebook";
import { ebookMaxBytes } from "~/features/ebook-admin/limits";
import { enhancedField } from "~/lib/forms/EnhancedMark";
import { loginCookie, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { forgedFlash } from "../support/flash";
import { visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";
import { forgeToken, tokenContents } from "../support/tokens";

type NoticeKey = keyof typeof notices;

/** The panel's answers in the one form-result shape: product.md §8's toast text as the message, the key as the code. */
function refused(key: NoticeKey) {
  return { ok: false, code: key, errors: [{ field: "", code: key, message: notices[key].text }], values: {} };
}

function done(key: NoticeKey, message: string = notices[key].text) {
  return { ok: true, code: key, message };
}

/**
 * The coach's e-book screen /admin/e-book against the built server, its real
 * data folder and SQLite file, and a real SMTP server (product.md §2, §8;
 * D16, D17). The tests run in order: the panel starts without an e-book, gets
 * one uploaded, then sends the waiting requests.
 */

const secret = "test-secret-0123456789abcdef0123456789";
const fixture = readFileSync("tests/fixtures/sample-ebook.pdf");
const hourMs = 60 * 60 * 1000;

let server: RunningServer;
let catcher: SmtpCatcher;
let admin: Record<string, string>;
let guest: Record<string, string>;
let anonymous: Record<string, string>;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  server = await startBuiltServer({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(catcher.port),
    APP_SECRET: secret,
    // A local name of its own (ADR 0069): the panel's copied link carries it.
    PUBLIC_URL: "http://coach.localhost",
    DATA_ENCRYPTION_KEY: "ab".repeat(32),
  });
  seedUser(server.dataDir, "coach@example.nl");
  seedUser(server.dataDir, "gast@example.nl", { admin: false });
  const origin = { Origin: server.url };
  anonymous = origin;
  admin = { ...origin, Cookie: await loginCookie(server.url, "coach@example.nl") };
  guest = { ...origin, Cookie: await loginCookie(server.url, "gast@example.nl") };
});

afterAll(async () => {
  await server?.stop();
  server?.remove();
  await catcher?.stop();
});

const ebookDir = () => join(server.dataDir, "ebooks");

/** Every file in the e-book folder (temporary ones too) with a hash of its bytes. */
function storedFiles(): Record<string, string> {
  mkdirSync(ebookDir(), { recursive: true });
  return Object.fromEntries(
    readdirSync(ebookDir()).map((name) => [
      name,
      createHash("sha256")
        .update(readFileSync(join(ebookDir(), name)))
        .digest("hex"),
    ]),
  );
}

function pdf(label: string): Buffer {
  return Buffer.concat([fixture, Buffer.from(`\n% ${label}\n`)]);
}

/** The hydrated panel's upload: the enhanced mark (ADR 0097) before the file. */
function upload(headers: Record<string, string>, name: string, bytes: Buffer): Promise<Response> {
  const form = new FormData();
  form.append(enhancedField, "1");
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  return fetch(`${server.url}/admin/ebook/upload`, { method: "POST", headers, body: form, redirect: "manual" });
}

/** A panel button's post from the hydrated page: only the enhanced mark, as the browser sends it. */
function post(headers: Record<string, string>, path: string): Promise<Response> {
  const body = new URLSearchParams({ [enhancedField]: "1" });
  return fetch(`${server.url}${path}`, { method: "POST", headers, body, redirect: "manual" });
}

const screen = "/admin/e-book";

async function panelText(): Promise<string> {
  const response = await fetch(`${server.url}${screen}`, { headers: admin });
  expect(response.status).toBe(200);
  return visibleText(await response.text());
}

interface Notice {
  ok: boolean;
  path?: string;
}

function seedRequests(rows: { email: string; sentAt: string | null }[]): void {
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare("insert into ebook_requests (email, name, requested_at, sent_at) values (?, ?, ?, ?)");
    for (const row of rows) insert.run(row.email, "Lezer", new Date().toISOString(), row.sentAt);
  } finally {
    db.close();
  }
}

function sentAt(email: string): string | null | undefined {
  return readRows<{ sent_at: string | null }>(
    server.dataDir,
    "select sent_at from ebook_requests where email = ?",
    email,
  )[0]?.sent_at;
}

describe("the e-book screen", () => {
  it("sends a visitor to /admin-login, refuses a non-admin, and shows an admin the panel, per request", async () => {
    const visitor = await fetch(`${server.url}${screen}`, { headers: anonymous, redirect: "manual" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/admin-login");
    const nonAdmin = await fetch(`${server.url}${screen}`, { headers: guest, redirect: "manual" });
    expect(nonAdmin.status).toBe(403);
    expect(visibleText(await nonAdmin.text())).not.toContain(texts.waitingTitle);

    const page = await fetch(`${server.url}${screen}`, { headers: admin });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("content-security-policy")).toContain("nonce-");
    const html = await page.text();
    expect(html).toContain(`<title>${texts.metaTitle}</title>`);
    const text = visibleText(html);
    expect(text).toContain(texts.title);
    expect(text).toContain(texts.empty);
    // In the portal: its menu is around the panel, the public request form is not.
    expect(text).toContain("Uitloggen");
    expect(text).not.toContain("Wat staat erin?");
  });

  it("answers the panel's old address with a redirect to the screen, for everyone, page and data alike", async () => {
    for (const headers of [anonymous, guest, admin]) {
      for (const path of ["/ebook-download?admin=true", "/ebook-download?admin=true&versturen=bevestigen"]) {
        const page = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
        expect([path, page.status, page.headers.get("location")]).toEqual([path, 302, screen]);
      }
      // A client-side navigation's data request gets React Router's redirect, not the page's data.
      const data = await fetch(`${server.url}/ebook-download.data?admin=true`, { headers, redirect: "manual" });
      const text = await data.text();
      expect(text).toContain(screen);
      expect(text).not.toContain("available");
    }
  });

  it("leaves the public page without any of the panel, even for the admin", async () => {
    for (const path of ["/ebook-download", "/ebook-download?admin=false"]) {
      const page = await fetch(`${server.url}${path}`, { headers: admin });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(visibleText(html)).toContain("Wat staat erin?");
      expect(html).not.toContain(texts.waitingTitle);
    }
    // Not even as a chunk to load later: none of the page's scripts holds or imports the panel.
    const html = await (await fetch(`${server.url}/ebook-download`)).text();
    const scripts = [...new Set(html.match(/\/assets\/[\w-]+\.js/g))];
    expect(scripts.some((path) => path.startsWith("/assets/ebook-download-"))).toBe(true);
    for (const path of scripts) {
      const code = await (await fetch(`${server.url}${path}`)).text();
      expect([path, /EbookAdminPanel|ebook-bestand/.test(code)]).toEqual([path, false]);
    }
  });
});

async function publicPageText(): Promise<string> {
  const response = await fetch(`${server.url}/ebook-download`);
  expect(response.status).toBe(200);
  return visibleText(await response.text());
}

describe("without an e-book", () => {
  it("the public page promises the e-book once it is ready, not a link within minutes", async () => {
    const text = await publicPageText();
    expect(text).toContain(ebookPage.formIntroPending);
    expect(text).not.toContain(ebookPage.formIntro);
    expect(text).not.toContain("binnen een paar minuten");
  });

  it("the test link answers 'Geen e-book beschikbaar' and the preview has nothing to show", async () => {
    const response = await post(admin, "/admin/ebook/test-link");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(refused("noEbook"));
    const preview = await fetch(`${server.url}/admin/ebook/preview`, { headers: admin });
    expect(preview.status).toBe(404);
  });

  it("keeps waiting requests waiting and mails nobody", async () => {
    seedRequests([
      { email: "wacht1@example.nl", sentAt: null },
      { email: "wacht2@example.nl", sentAt: null },
      { email: "wacht3@example.nl", sentAt: null },
      { email: "al-verstuurd@example.nl", sentAt: "2026-01-01T00:00:00.000Z" },
    ]);
    expect(await panelText()).toContain("3 aanvragen kwamen binnen toen er nog geen e-book was");
    const response = await post(admin, "/admin/ebook/resend");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(refused("resendNoEbook"));
    expect(sentAt("wacht1@example.nl")).toBeNull();
    expect(catcher.mails).toEqual([]);
  });
});

describe("uploads (D17)", () => {
  it("stores a valid PDF under a safe name and makes it the current e-book", async () => {
    const bytes = pdf("eerste versie");
    const response = await upload(admin, "Mijn nieuwe e-book.pdf", bytes);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(done("uploaded"));
    expect(Object.keys(storedFiles())).toEqual(["Mijn_nieuwe_e-book.pdf"]);
    expect(readFileSync(join(ebookDir(), "Mijn_nieuwe_e-book.pdf")).equals(bytes)).toBe(true);
    const text = await panelText();
    expect(text).toContain("Mijn_nieuwe_e-book.pdf");
    expect(text).toContain(`${texts.pages} 1`);
    expect(text).not.toContain(texts.empty);
    const page = await publicPageText();
    expect(page).toContain(ebookPage.formIntro);
    expect(page).not.toContain(ebookPage.formIntroPending);
  });

  it("reports the page count of a PDF with several pages", async () => {
    const document = await PDFDocument.create();
    for (let i = 0; i < 3; i += 1) document.addPage();
    const response = await upload(admin, "Mijn nieuwe e-book.pdf", Buffer.from(await document.save()));
    expect(response.status).toBe(200);
    expect(await panelText()).toContain(`${texts.pages} 3`);
  });

  it.each([
    ["a renamed non-PDF", "foto.pdf", Buffer.from("\x89PNG\r\n\x1a\n rest of an image"), 415, "invalidType"],
    ["a PDF without the .pdf extension", "e-book.exe", fixture, 415, "invalidType"],
    ["a path-traversal name", "../../site.pdf", fixture, 400, "badName"],
    ["a Windows path-traversal name", "..\\..\\Mijn_nieuwe_e-book.pdf", fixture, 400, "badName"],
    ["a file over 25 MB", "groot.pdf", Buffer.concat([fixture, Buffer.alloc(ebookMaxBytes)]), 413, "tooLarge"],
    ["an empty file", "leeg.pdf", Buffer.alloc(0), 400, "noFile"],
    ["a PDF header over garbage", "kapot.pdf", Buffer.from("%PDF-1.7\nthis is not a pdf\n%%EOF\n"), 415, "invalidPdf"],
    ["a PDF cut off halfway", "half.pdf", fixture.subarray(0, Math.floor(fixture.length / 2)), 415, "invalidPdf"],
  ])("refuses %s with its message and overwrites nothing", async (_, name, bytes, status, notice) => {
    const before = storedFiles();
    const response = await upload(admin, name, bytes);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(refused(notice as NoticeKey));
    expect(storedFiles()).toEqual(before);
    expect(existsSync(join(server.dataDir, "site.pdf"))).toBe(false);
  });

  it("refuses a body far over the limit on its announced length, before any of it arrives", async () => {
    const before = storedFiles();
    // Only the headers are sent: the answer must come without the server waiting for the body.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest(`${server.url}/admin/ebook/upload`, {
        method: "POST",
        headers: {
          ...admin,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(ebookMaxBytes + 2 * 1024 * 1024),
        },
      });
      req.on("response", (response) => {
        resolve(response.statusCode);
        req.destroy();
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
    expect(storedFiles()).toEqual(before);
  });

  it("replaces a file of the same name, and the newest upload is what links deliver", async () => {
    const second = pdf("tweede versie");
    expect((await upload(admin, "Mijn nieuwe e-book.pdf", second)).status).toBe(200);
    expect(Object.keys(storedFiles())).toEqual(["Mijn_nieuwe_e-book.pdf"]);
    expect(readFileSync(join(ebookDir(), "Mijn_nieuwe_e-book.pdf")).equals(second)).toBe(true);

    const newest = pdf("andere naam");
    expect((await upload(admin, "Versie 3.PDF", newest)).status).toBe(200);
    expect(Object.keys(storedFiles()).sort()).toEqual(["Mijn_nieuwe_e-book.pdf", "Versie_3.pdf"]);
    const { path } = (await (await post(admin, "/admin/ebook/test-link")).json()) as Notice;
    const download = await fetch(`${server.url}${path}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(newest)).toBe(true);
  });
});

describe("an unreadable e-book folder", () => {
  it("shows the storage message in the panel instead of failing", async () => {
    const folder = ebookDir();
    renameSync(folder, `${folder}.opzij`);
    writeFileSync(folder, "geen map");
    try {
      expect(await panelText()).toContain(texts.storageError);
    } finally {
      rmSync(folder);
      renameSync(`${folder}.opzij`, folder);
    }
  });
});

describe("the preview and the test link (D16)", () => {
  it("shows the current PDF inline with safe headers", async () => {
    const response = await fetch(`${server.url}/admin/ebook/preview`, { headers: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="Versie_3.pdf"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf("andere naam"))).toBe(true);
  });

  it("makes a link valid for one hour that downloads the PDF; an expired or forged one does not", async () => {
    const before = Date.now();
    const response = await post(admin, "/admin/ebook/test-link");
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Notice & { url: string };
    expect(answer).toMatchObject(done("linkOpened"));
    expect(answer.url).toBe(`http://coach.localhost${answer.path}`);
    const token = answer.path!.replace("/download/ebook/", "");
    const [purpose, payload, expiresAt] = tokenContents(token);
    expect([purpose, payload]).toEqual(["ebook", "admin-test"]);
    expect(expiresAt).toBeGreaterThanOrEqual(before + hourMs);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + hourMs);

    const download = await fetch(`${server.url}${answer.path}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="Versie_3.pdf"');

    const expired = await fetch(
      `${server.url}/download/ebook/${forgeToken(secret, "ebook", "admin-test", before - 1)}`,
    );
    expect(expired.status).toBe(410);
    expect(expired.headers.get("content-type")).toContain("text/html");
    const forged = await fetch(
      `${server.url}/download/ebook/${forgeToken("another-secret-0123456789abcdef012", "ebook", "admin-test", before + hourMs)}`,
    );
    expect(forged.status).toBe(404);
    expect(forged.headers.get("content-type")).toContain("text/html");
  });
});

describe("sending the e-book to waiting requests", () => {
  it("reports a failed send in Dutch and keeps those requests waiting", async () => {
    catcher.failing = true;
    try {
      const response = await post(admin, "/admin/ebook/resend");
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual(refused("resendFailed"));
    } finally {
      catcher.failing = false;
    }
    expect(sentAt("wacht1@example.nl")).toBeNull();
  });

  it("'E-book nu versturen' first asks for confirmation and sends nothing", async () => {
    const mails = catcher.mails.length;
    expect(await panelText()).not.toContain(texts.resendConfirmTitle);
    const response = await fetch(`${server.url}${screen}?versturen=bevestigen`, { headers: admin });
    const text = visibleText(await response.text());
    expect(text).toContain(texts.resendConfirmTitle);
    expect(text).toContain(texts.resendConfirmSome.replace("{n}", "3"));
    expect(text).toContain(texts.resendConfirmButton);
    expect(catcher.mails).toHaveLength(mails);
    expect(sentAt("wacht1@example.nl")).toBeNull();
  });

  it("mails every waiting request a working link, sets sent_at and leaves sent ones alone", async () => {
    const before = new Date().toISOString();
    const response = await post(admin, "/admin/ebook/resend");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(done("resendDone", notices.resendDone.text.replace("{sent}", "3")));
    for (const email of ["wacht1@example.nl", "wacht2@example.nl", "wacht3@example.nl"]) {
      expect(sentAt(email)! >= before).toBe(true);
      const mail = await catcher.waitFor((m) => m.to.includes(email));
      const link = /http:\/\/coach\.localhost(\/download\/ebook\/[A-Za-z0-9_.-]+)/.exec(plainText(mail.raw))?.[1];
      expect((await fetch(`${server.url}${link}`)).status).toBe(200);
    }
    expect(catcher.mails.map((m) => m.to).flat()).not.toContain("al-verstuurd@example.nl");
    expect(sentAt("al-verstuurd@example.nl")).toBe("2026-01-01T00:00:00.000Z");
    expect(await panelText()).toContain(texts.waitingNone);

    const again = await post(admin, "/admin/ebook/resend");
    expect(await again.json()).toEqual(done("resendNothing"));
    expect(catcher.mails).toHaveLength(3);
  });

  it("pressed twice at once, mails each waiting request once", async () => {
    seedRequests([
      { email: "dubbel1@example.nl", sentAt: null },
      { email: "dubbel2@example.nl", sentAt: null },
    ]);
    const mails = catcher.mails.length;
    await Promise.all([post(admin, "/admin/ebook/resend"), post(admin, "/admin/ebook/resend")]);
    await catcher.waitFor((m) => m.to.includes("dubbel2@example.nl"));
    const sent = catcher.mails.slice(mails).flatMap((m) => m.to);
    expect(sent.sort()).toEqual(["dubbel1@example.nl", "dubbel2@example.nl"]);
    expect(sentAt("dubbel1@example.nl")).not.toBeNull();
  });
});

describe("every panel action for someone who is not the admin", () => {
  it("sends a visitor to /admin-login, answers a non-admin 403, and changes nothing", async () => {
    seedRequests([{ email: "nog-een@example.nl", sentAt: null }]);
    const files = storedFiles();
    const mails = catcher.mails.length;
    const actions: [string, (headers: Record<string, string>) => Promise<Response>][] = [
      ["upload", (headers) => upload(headers, "Versie 3.pdf", pdf("overgenomen"))],
      ["upload (new name)", (headers) => upload(headers, "indringer.pdf", fixture)],
      ["preview", (headers) => fetch(`${server.url}/admin/ebook/preview`, { headers, redirect: "manual" })],
      ["test link", (headers) => post(headers, "/admin/ebook/test-link")],
      ["resend", (headers) => post(headers, "/admin/ebook/resend")],
    ];
    for (const [label, act] of actions) {
      const visitor = await act(anonymous);
      expect([label, visitor.status, visitor.headers.get("location")]).toEqual([label, 302, "/admin-login"]);
      const nonAdmin = await act(guest);
      expect([label, nonAdmin.status]).toEqual([label, 403]);
      const body = await nonAdmin.text();
      expect(body).not.toContain("/download/ebook/");
      expect(body).not.toContain("%PDF-");
    }
    expect(storedFiles()).toEqual(files);
    expect(sentAt("nog-een@example.nl")).toBeNull();
    // A send would have finished before its answer (sendMail waits for the SMTP server).
    expect(catcher.mails).toHaveLength(mails);
  });
});

describe("without JavaScript (plain form posts)", () => {
  /**
   * A form post as a browser without JavaScript sends it (no enhanced mark; Sec-Fetch-Mode:
   * navigate, which fetch() may not set itself); answers with the status and Location.
   */
  async function navigatePost(
    path: string,
    form = new FormData(),
  ): Promise<{ status: number; location: string; cookies: string[] }> {
    const encoded = new Request(server.url, { method: "POST", body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${server.url}${path}`, {
        method: "POST",
        headers: {
          ...admin,
          "Sec-Fetch-Mode": "navigate",
          "Content-Type": encoded.headers.get("content-type")!,
          "Content-Length": String(body.length),
        },
      });
      req.on("response", (response) => {
        response.resume();
        const cookies = response.headers["set-cookie"] ?? [];
        resolve({ status: response.statusCode!, location: response.headers.location ?? "", cookies });
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  function fileForm(name: string, bytes: Buffer): FormData {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
    return form;
  }

  /**
   * Follows the redirect back to the screen like a browser, with the flash it set (ADR 0098):
   * gives the panel's text with the notice; a reload does not show that notice again.
   */
  async function followedText(answer: { status: number; location: string; cookies: string[] }): Promise<string> {
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(screen);
    const flash = answer.cookies.find((cookie) => cookie.startsWith("melding="))?.split(";")[0];
    expect(flash, "the redirect sets no flash").toBeDefined();
    const page = await fetch(`${server.url}${answer.location}`, {
      headers: { ...admin, Cookie: `${admin.Cookie}; ${flash}` },
    });
    const text = visibleText(await page.text());
    const shown = Object.values(notices).filter((notice) => text.includes(notice.title));
    expect(shown).toHaveLength(1);
    const reload = visibleText(await (await fetch(`${server.url}${answer.location}`, { headers: admin })).text());
    expect(reload).not.toContain(shown[0]!.title);
    return text;
  }

  it("an upload returns to the screen with its notice; a refused one changes nothing", async () => {
    const before = storedFiles();
    const refused = await followedText(
      await navigatePost("/admin/ebook/upload", fileForm("foto.pdf", Buffer.from("GIF89a"))),
    );
    expect(refused).toContain(notices.invalidType.text);
    expect(storedFiles()).toEqual(before);

    const bytes = pdf("zonder javascript");
    const accepted = await followedText(await navigatePost("/admin/ebook/upload", fileForm("Versie 3.pdf", bytes)));
    expect(accepted).toContain(notices.uploaded.text);
    expect(readFileSync(join(ebookDir(), "Versie_3.pdf")).equals(bytes)).toBe(true);
  });

  it("the test link goes straight to the PDF", async () => {
    const answer = await navigatePost("/admin/ebook/test-link");
    expect(answer.status).toBe(303);
    const download = await fetch(`${server.url}${answer.location}`);
    expect(download.headers.get("content-type")).toBe("application/pdf");
  });

  it("sending reports how many went out", async () => {
    const waiting = readRows(server.dataDir, "select id from ebook_requests where sent_at is null").length;
    expect(waiting).toBeGreaterThan(0);
    const text = await followedText(await navigatePost("/admin/ebook/resend"));
    expect(text).toContain(notices.resendDone.text.replace("{sent}", String(waiting)));
  });

  it("ignores a notice key it does not know", async () => {
    const flash = forgedFlash(secret, screen, "toString");
    const page = await fetch(`${server.url}${screen}`, {
      headers: { ...admin, Cookie: `${admin.Cookie}; ${flash}` },
    });
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain(texts.title);
    for (const notice of Object.values(notices)) expect(text).not.toContain(notice.title);
  });
});
