import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBusiness } from "~/content/admin-business";
import { serverRenderedPaths } from "~/content/public-pages";
import { loginCookie, seedUser } from "../support/admin";
import { businessForm } from "../support/business-details";
import { readRows } from "../support/database";
import { expectNoticeOnce } from "../support/flash";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { publicRoutes } from "../support/public-routes";
import { startBuiltServer, type RunningServer } from "../support/server";
import { header, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The business details from the admin against the real built server (D32,
 * ADR 0089): the environment's identity is a fresh install's default, read
 * once; a change at /admin/bedrijfsgegevens is on every public page (served
 * from the page cache), the legal pages, the structured data and the next
 * mail at once, without a rebuild or a restart; bad input changes nothing;
 * every save keeps the version it replaced, and a restore puts it back.
 */
const freshInstall = {
  COACH_NAME: "Jan Jansen",
  BUSINESS_NAME: "Jansen Coaching",
  CONTACT_EMAIL: "jan@jansencoaching.nl",
  KVK_NUMBER: "11112222",
};

/** The footer's year, as the server renders it. */
const year = new Date().getFullYear();

let server: RunningServer;
let smtp: SmtpCatcher;
let admin: string;

async function start(dataDir?: string): Promise<RunningServer> {
  return startBuiltServer(
    { LOG_LEVEL: "warn", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), ...freshInstall },
    dataDir,
  );
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await start();
  seedUser(server.dataDir, "coach@example.nl");
  admin = await loginCookie(server.url, "coach@example.nl");
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, cached: Boolean(response.headers.get("etag")), html: await response.text() };
}

const post = (fields: Record<string, string>) =>
  postForm(`${server.url}/admin/bedrijfsgegevens`, fields, { Cookie: admin });

/** The whole form with a Zoom link; `changes` on top. */
const details = (changes: Record<string, string> = {}) =>
  businessForm({ videoUrl: "https://us02web.zoom.us/j/81234567890", ...changes });

const stored = () => readRows(server.dataDir, "select * from business_details")[0]!;
const versions = () =>
  readRows<{ id: number; snapshot: string }>(
    server.dataDir,
    "select id, snapshot from content_history where entity = 'business_details' order by id",
  );

/** The JSON-LD blocks of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe("a fresh install", () => {
  it("starts with the environment's identity in the database and on the pages", async () => {
    expect(stored()).toMatchObject({
      coach_name: "Jan Jansen",
      business_name: "Jansen Coaching",
      email: "jan@jansencoaching.nl",
      kvk: "11112222",
      // Not given: the sample of app/content/site.ts.
      city: "Utrecht",
      video_service: "zoom",
      video_url: "",
    });
    const home = await page("/home");
    expect(home.cached).toBe(true);
    expect(visibleText(home.html)).toContain(`© ${year} Jansen Coaching · KvK 11112222`);
  });
});

describe("a change in the admin", () => {
  it("is on every public page, the legal pages, the structured data and the next mail, without a rebuild or restart", async () => {
    const response = await post(details({ kvk: "8765 4321", btw: "nl 0012.34.567 b99" }));
    expect(response.headers.get("location")).toBe("/admin/bedrijfsgegevens");
    await expectNoticeOnce(server.url, response, admin, adminBusiness.notices.saved);
    // Stored the way the register writes them.
    expect(stored()).toMatchObject({ kvk: "87654321", btw_id: "NL001234567B99" });

    for (const route of publicRoutes) {
      const { status, cached, html } = await page(route.path);
      expect(status, route.path).toBe(200);
      // From the page cache, rendered again after the save, except the pages rendered per request.
      // /kennismaking is cached by the booking feature itself (ADR 0082), and rendered again with the rest.
      expect(cached, route.path).toBe(!serverRenderedPaths.has(route.path) || route.path === "/kennismaking");
      expect(visibleText(html), route.path).toContain("KvK 87654321 · btw NL001234567B99");
      expect(html, route.path).not.toContain("11112222");
    }
    for (const path of ["/privacy", "/voorwaarden", "/cookies"]) {
      const contact = /<address[\s\S]*?<\/address>/.exec((await page(path)).html)?.[0] ?? "";
      expect(visibleText(contact), path).toContain("Lange Nieuwstraat 7, 3512 PA Utrecht");
      expect(visibleText(contact), path).toContain("87654321");
    }
    const practice = jsonLd((await page("/home")).html).find((block) => block["@type"] === "ProfessionalService");
    expect(practice).toMatchObject({
      name: "Jansen Coaching",
      telephone: "06 87654321",
      vatID: "NL001234567B99",
      identifier: { propertyID: "KvK", value: "87654321" },
      address: { streetAddress: "Lange Nieuwstraat 7", postalCode: "3512 PA" },
    });

    const reader = "lezer-kvk@example.nl";
    expect((await postForm(`${server.url}/nieuwsbrief`, { email: reader })).status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(reader));
    expect(plainText(mail.raw)).toContain("KvK 87654321 · btw NL001234567B99");
    expect(header(mail.raw, "From")).toBe("Jansen Coaching <jan@jansencoaching.nl>");
  });

  it("is named in the copy when the video service changes, while the link itself stays off the public pages", async () => {
    const meet = "https://meet.google.com/abc-defg-hij";
    expect((await post(details({ videoService: "google_meet", videoUrl: meet }))).status).toBe(303);
    const booking = visibleText((await page("/kennismaking")).html);
    expect(booking).toContain("30 minuten • Gratis • Online via Google Meet");
    expect(booking).not.toContain("Zoom");
    expect(visibleText((await page("/privacy")).html)).toContain("Google Meet, voor het online gesprek zelf.");
    expect((await page("/home")).html).toMatch(/<meta name="description" content="[^"]*via Google Meet\.?"/);
    for (const route of publicRoutes) {
      const { html } = await page(route.path);
      expect(html, route.path).not.toContain("abc-defg-hij");
      expect(html, route.path).not.toContain("{videodienst");
    }

    // 'Een andere dienst' is named in words that fit every sentence.
    expect(
      (await post(details({ videoService: "anders", videoUrl: "https://video.jansencoaching.nl/kamer" }))).status,
    ).toBe(303);
    expect(visibleText((await page("/kennismaking")).html)).toContain("Online via videobellen");
  });

  it("leaves out what the coach left empty", async () => {
    expect(
      (await post(details({ phone: "", btw: "", linkedinUrl: "", instagramUrl: "https://www.instagram.com/jansen" })))
        .status,
    ).toBe(303);
    const home = await page("/home");
    const footer = /<footer[\s\S]*<\/footer>/.exec(home.html)?.[0] ?? "";
    expect(visibleText(footer)).toContain(`© ${year} Jansen Coaching · KvK 11112222 Privacyverklaring`);
    expect(footer).not.toContain('href="tel:');
    expect(footer).not.toContain("linkedin");
    expect(footer).toContain('href="https://www.instagram.com/jansen"');
  });
});

describe("validation", () => {
  it.each([
    ["kvk", "1234567", "Een KvK-nummer heeft precies 8 cijfers."],
    ["btw", "NL12345678B01", "Een btw-identificatienummer ziet eruit als NL123456789B01"],
    ["iban", "NL91 ABNA 0417 1643 01", "Dit IBAN klopt niet."],
    ["email", "jan@", "Dit e-mailadres klopt niet."],
    ["phone", "bel me", "Dit telefoonnummer klopt niet."],
    ["postalCode", "35123", "Vul een Nederlandse postcode in"],
    ["linkedinUrl", "linkedin.com/in/jan", "beginnend met https://"],
    ["coachName", "<b>Jan</b>", "Gebruik geen < of >"],
    ["businessName", "", "Vul de naam van je bedrijf in."],
  ])(
    "%s %j is refused next to the field in Dutch; what was typed stays, nothing changes",
    async (field, value, message) => {
      const before = stored();
      const historyBefore = versions().length;
      const response = await post(details({ [field]: value }));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(fieldMessage(html, field)).toContain(message);
      expect(html).toContain(`value="${value.replace(/</g, "&lt;").replace(/>/g, "&gt;")}"`);
      expect(stored()).toEqual(before);
      expect(versions()).toHaveLength(historyBefore);
    },
  );

  it("wants the whole address or none, and a link of the service that was chosen", async () => {
    const before = stored();
    const html = await (
      await post(details({ postalCode: "", city: "", videoUrl: "https://meet.google.com/abc-defg-hij" }))
    ).text();
    expect(fieldMessage(html, "postalCode")).toBe(
      "Vul straat, postcode en plaats alle drie in, of laat ze alle drie leeg.",
    );
    expect(fieldMessage(html, "city")).toBe("Vul straat, postcode en plaats alle drie in, of laat ze alle drie leeg.");
    expect(fieldMessage(html, "videoUrl")).toBe(
      "Deze link is van Google Meet, maar je koos Zoom. Kies Google Meet als dienst, of plak je link van Zoom.",
    );
    expect(stored()).toEqual(before);
  });

  it("keeps a valid IBAN in the electronic format and shows it in groups of four", async () => {
    expect((await post(details({ iban: "nl91 abna 0417 1643 00" }))).status).toBe(303);
    expect(stored().iban).toBe("NL91ABNA0417164300");
    const screen = await (await fetch(`${server.url}/admin/bedrijfsgegevens`, { headers: { Cookie: admin } })).text();
    expect(screen).toContain('value="NL91 ABNA 0417 1643 00"');
    // Not a public fact: on no page.
    expect((await page("/privacy")).html).not.toContain("NL91");
  });

  it("is for admins only", async () => {
    const before = stored();
    const anonymous = await postForm(`${server.url}/admin/bedrijfsgegevens`, details({ kvk: "99999999" }));
    expect(anonymous.status).toBe(302);
    expect(stored()).toEqual(before);
  });
});

describe("history", () => {
  it("keeps every replaced version; a restore puts it back on the pages and is kept itself", async () => {
    expect((await post(details({ kvk: "22223333" }))).status).toBe(303);
    expect((await post(details({ kvk: "44445555" }))).status).toBe(303);
    const kept = versions();
    const earlier = kept.find((version) => JSON.parse(version.snapshot).kvk === "22223333")!;
    const screen = await (await fetch(`${server.url}/admin/bedrijfsgegevens`, { headers: { Cookie: admin } })).text();
    expect(screen).toContain(`name="version" value="${earlier.id}"`);

    const restored = await postForm(
      `${server.url}/admin/bedrijfsgegevens`,
      { intent: "restore", version: String(earlier.id) },
      { Cookie: admin },
    );
    expect(restored.headers.get("location")).toBe("/admin/bedrijfsgegevens");
    await expectNoticeOnce(server.url, restored, admin, adminBusiness.notices.restored);
    expect(stored().kvk).toBe("22223333");
    expect(visibleText((await page("/over-mij")).html)).toContain("KvK 22223333");
    // The version the restore replaced is kept too.
    expect(versions().at(-1)!.snapshot).toContain('"kvk":"44445555"');

    const unknown = await postForm(
      `${server.url}/admin/bedrijfsgegevens`,
      { intent: "restore", version: "999999" },
      { Cookie: admin },
    );
    expect(unknown.status).toBe(400);
    expect(visibleText(await unknown.text())).toContain("Deze versie bestaat niet (meer).");
  });

  it("outlives a restart: the environment's identity is not applied again", async () => {
    await server.stop();
    server = await start(server.dataDir);
    expect(stored().kvk).toBe("22223333");
    expect(visibleText((await page("/home")).html)).toContain("KvK 22223333");
  });
});
