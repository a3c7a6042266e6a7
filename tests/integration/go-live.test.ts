import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goLiveTexts, type GoLiveKey } from "~/content/go-live";
import { enableTwoFactor, loginCookie, seedUser } from "../support/admin";
import { businessForm } from "../support/business-details";
import { readRows } from "../support/database";
import { expectNoticeOnce } from "../support/flash";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { photoWithGps } from "../support/photos";
import { startBuiltServer, type RunningServer } from "../support/server";
import { startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * 'Klaar om live te gaan?' on the dashboard (ADR 0090),
 * against the real built server: a fresh install lists every item; doing
 * what an item asks, in the admin, removes it; the server's own settings are
 * fixed by starting a server with the setting; an item set aside with a
 * reason leaves the list, its reason is kept and it can be put back.
 */
const allKeys = Object.keys(goLiveTexts.items) as GoLiveKey[];
const origin = (server: RunningServer) => ({ Origin: server.url });

let server: RunningServer;
let admin: string;

beforeAll(async () => {
  server = await startBuiltServer({ LOG_LEVEL: "warn" });
  seedUser(server.dataDir, "coach@example.nl");
  admin = await loginCookie(server.url, "coach@example.nl");
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

async function dashboard(on = server, cookie = admin): Promise<string> {
  const response = await fetch(`${on.url}/admin`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The keys of the open items, in the checklist's order. */
async function openItems(on = server, cookie = admin): Promise<GoLiveKey[]> {
  const html = await dashboard(on, cookie);
  return [...html.matchAll(/<li id="punt-([a-z-]+)"/g)].map((match) => match[1] as GoLiveKey);
}

const post = (path: string, fields: Record<string, string>) =>
  postForm(`${server.url}${path}`, fields, { Cookie: admin });

describe("a fresh install", () => {
  it("lists every item, each with why it matters and where it is fixed", async () => {
    expect(await openItems()).toEqual(allKeys);
    const html = await dashboard();
    const text = visibleText(html);
    expect(text).toContain("Klaar om live te gaan?");
    for (const key of allKeys) {
      const words = goLiveTexts.items[key];
      expect(text).toContain(words.title);
      expect(text).toContain(words.why);
      // A screen in the admin, or the note for whoever runs the server.
      expect("fix" in words ? text.includes(words.fix) : text.includes(words.helper.slice(0, 60))).toBe(true);
    }
    expect(text).toContain(
      "Nog voorbeeld: je naam, bedrijfsnaam, e-mailadres, telefoonnummer, adres, KvK-nummer, btw-id",
    );
    expect(text).toContain("Nog zonder: coach@example.nl.");
    expect(text).toContain(goLiveTexts.items["back-up-buiten-de-server"].notSet);
    expect(html).toContain('href="/admin/bedrijfsgegevens#videobellen"');
    // The e-book is uploaded on its own admin screen, no longer on the public page.
    expect(html).toContain('href="/admin/e-book"');
  });
});

describe("fixing an item removes it", () => {
  it("sample testimonials: hidden in the admin", async () => {
    const samples = readRows<{ id: number }>(
      server.dataDir,
      "select id from testimonials where sample = 1 and visible = 1",
    );
    expect(samples.length).toBeGreaterThan(0);
    for (const { id } of samples.slice(1)) {
      expect((await post("/admin/ervaringen", { intent: "hide", id: String(id) })).status).toBe(303);
    }
    // One sample still on the site is enough to keep the item.
    expect(await openItems()).toContain("voorbeeld-ervaringen");
    expect((await post("/admin/ervaringen", { intent: "hide", id: String(samples[0]!.id) })).status).toBe(303);
    expect(await openItems()).not.toContain("voorbeeld-ervaringen");
  });

  it("the placeholder portrait: an uploaded photo", async () => {
    const form = new FormData();
    form.set("alt", "Jan Jansen in zijn praktijk");
    form.set("file", new Blob([new Uint8Array(await photoWithGps(1200, 1500))]), "jan.jpg");
    const response = await fetch(`${server.url}/admin/website/portret`, {
      method: "POST",
      headers: { Cookie: admin, ...origin(server) },
      body: form,
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(await openItems()).not.toContain("portret");
  });

  it("sample business details and the privacy statement's contact details: each closes on its own", async () => {
    // Real details, but without an address or KvK number: no longer the sample, not yet complete.
    expect(
      (await post("/admin/bedrijfsgegevens", businessForm({ street: "", postalCode: "", city: "", kvk: "" }))).status,
    ).toBe(303);
    let open = await openItems();
    expect(open).not.toContain("voorbeeld-bedrijfsgegevens");
    expect(open).toContain("privacy-contact");
    expect(visibleText(await dashboard())).toContain("Ontbreekt of is nog voorbeeld: adres, KvK-nummer.");

    expect((await post("/admin/bedrijfsgegevens", businessForm())).status).toBe(303);
    open = await openItems();
    expect(open).not.toContain("privacy-contact");
    expect(open).toContain("videolink");
  });

  it("the video link: the coach's own", async () => {
    const link = businessForm({ videoUrl: "https://us02web.zoom.us/j/81234567890" });
    expect((await post("/admin/bedrijfsgegevens", link)).status).toBe(303);
    expect(await openItems()).not.toContain("videolink");
  });

  it("no e-book: a PDF uploaded", async () => {
    const form = new FormData();
    const pdf = readFileSync("tests/fixtures/sample-ebook.pdf");
    form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "e-book.pdf");
    const response = await fetch(`${server.url}/admin/ebook/upload`, {
      method: "POST",
      headers: { Cookie: admin, ...origin(server) },
      body: form,
      redirect: "manual",
    });
    expect(response.status).toBeLessThan(400);
    expect(await openItems()).not.toContain("e-book");
  });

  it("two-factor login: on for every admin", async () => {
    await enableTwoFactor(server.url, admin);
    expect(await openItems()).not.toContain("tweestaps");
    // Another admin without it brings the item back, naming them.
    seedUser(server.dataDir, "assistent@example.nl");
    expect(await openItems()).toContain("tweestaps");
    expect(visibleText(await dashboard())).toContain("Nog zonder: assistent@example.nl.");
  });
});

describe("setting an item aside", () => {
  it("needs a reason: refused at the item with the typed text kept, nothing stored", async () => {
    const response = await post("/admin", { intent: "go-live-dismiss", check: "tweestaps", reason: "  " });
    expect(response.status).toBe(400);
    const html = await response.text();
    // The item's form is open again, with the message beside the field.
    expect(html).toMatch(
      /<details class="[^"]*" open=""><summary[^>]*>Overslaan<span class="sr-only">: Tweestapsverificatie/,
    );
    const item = html.split('<li id="punt-').find((part) => part.startsWith("tweestaps")) ?? "";
    expect(fieldMessage(item, "reason")).toBe("Schrijf kort op waarom je dit punt overslaat.");
    expect(readRows(server.dataDir, "select * from go_live_dismissals")).toEqual([]);
    const unknown = await post("/admin", { intent: "go-live-dismiss", check: "bestaat-niet", reason: "Zomaar" });
    expect(unknown.status).toBe(400);
    expect(readRows(server.dataDir, "select * from go_live_dismissals")).toEqual([]);
  });

  it("leaves the list with its reason kept, can be put back, and is in the access log", async () => {
    const reason = "Mijn assistent logt alleen in vanaf het kantoor.";
    const response = await post("/admin", { intent: "go-live-dismiss", check: "tweestaps", reason });
    const text = await expectNoticeOnce(server.url, response, admin, goLiveTexts.notices.dismissed);
    expect(await openItems()).not.toContain("tweestaps");
    expect(text).toContain("Overgeslagen punten (1)");
    expect(text).toContain(`Reden: ${reason}`);
    expect(readRows(server.dataDir, "select check_key, reason, dismissed_by from go_live_dismissals")).toEqual([
      { check_key: "tweestaps", reason, dismissed_by: "coach@example.nl" },
    ]);

    const undone = await post("/admin", { intent: "go-live-undo", check: "tweestaps" });
    expect(undone.headers.get("location")).toBe("/admin#klaar-voor-live");
    await expectNoticeOnce(server.url, undone, admin, goLiveTexts.notices.undone);
    expect(await openItems()).toContain("tweestaps");
    expect(readRows(server.dataDir, "select * from go_live_dismissals")).toEqual([]);
    const logged = readRows<{ action: string }>(
      server.dataDir,
      "select action from access_log where action like 'go-live-%'",
    );
    expect(logged.map((row) => row.action)).toEqual(["go-live-dismissed", "go-live-undone"]);
  });

  it("once every item is done or set aside, the checklist is gone; what was set aside can still be put back", async () => {
    for (const check of await openItems()) {
      expect(
        (await post("/admin", { intent: "go-live-dismiss", check, reason: "Alleen een proefinstallatie." })).status,
      ).toBe(303);
    }
    const text = visibleText(await dashboard());
    expect(text).not.toContain("Klaar om live te gaan?");
    expect(text).toContain("Overgeslagen punten (5)");
    expect(text).toContain("Terugzetten");
  });
});

describe("the server's settings, fixed by starting with them", () => {
  let smtp: SmtpCatcher;
  const servers: RunningServer[] = [];
  const key = "ab".repeat(32);
  const repositories = mkdtempSync(join(tmpdir(), "coach-go-live-restic-"));

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    // One after another: three servers rendering their pages at once can outlast a start-up's deadline on two cores.
    servers.push(await startBuiltServer({ LOG_LEVEL: "warn", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) }));
    servers.push(await startBuiltServer({ LOG_LEVEL: "warn", DATA_ENCRYPTION_KEY: key }));
    servers.push(
      await startBuiltServer({
        LOG_LEVEL: "warn",
        // A local name of its own, so the test may post to it directly (ADR 0069).
        PUBLIC_URL: "https://coach.localhost",
        TRUST_PROXY: "true",
        // A public address must bring its own data key (ADR 0016).
        DATA_ENCRYPTION_KEY: key,
      }),
    );
    servers.push(
      await startBuiltServer({
        LOG_LEVEL: "warn",
        BACKUP_REPOSITORY: join(repositories, "offsite"),
        BACKUP_PASSWORD: "go-live-wachtwoord-van-de-kopie",
      }),
    );
  });
  afterAll(async () => {
    for (const running of servers) {
      await running.stop();
      running.remove();
    }
    await smtp?.stop();
    rmSync(repositories, { recursive: true, force: true });
  });

  async function itemsOn(running: RunningServer): Promise<GoLiveKey[]> {
    seedUser(running.dataDir, "coach@example.nl");
    const cookie = (await loginCookie(running.url, "coach@example.nl")).split(";")[0]!;
    return openItems(running, cookie);
  }

  it("SMTP_HOST: mail is really sent", async () => {
    expect(await itemsOn(servers[0]!)).toEqual(allKeys.filter((key) => key !== "mail-uitbox"));
  });

  it("DATA_ENCRYPTION_KEY: no development key", async () => {
    expect(await itemsOn(servers[1]!)).toEqual(allKeys.filter((key) => key !== "ontwikkelsleutel"));
  });

  it("BACKUP_REPOSITORY: open until a copy outside the server has succeeded, then gone", async () => {
    const running = servers[3]!;
    expect(await itemsOn(running)).toEqual(allKeys);
    const words = goLiveTexts.items["back-up-buiten-de-server"];
    const cookie = (await loginCookie(running.url, "coach@example.nl")).split(";")[0]!;
    expect(visibleText(await dashboard(running, cookie))).toContain(words.never);
    // 'Nu een back-up maken' on /admin/back-ups: the backup job makes the backup and its off-site copy.
    const asked = await postForm(`${running.url}/admin/back-ups`, { intent: "back-up" }, { Cookie: cookie });
    expect(asked.status).toBeLessThan(400);
    await expect
      .poll(() => openItems(running, cookie), { timeout: 60_000, interval: 1_000 })
      .toEqual(allKeys.filter((item) => item !== "back-up-buiten-de-server"));
  });

  it("PUBLIC_URL with https", async () => {
    expect(await itemsOn(servers[2]!)).toEqual(allKeys.filter((key) => key !== "https" && key !== "ontwikkelsleutel"));
  });
});
