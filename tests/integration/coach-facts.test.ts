import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { expectNoticeOnce } from "../support/flash";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * The coach's facts from the admin against the real built server
 * (ADR 0061): a testimonial needs the client's permission to be on the
 * site; with it, it is live at once on /home and /landing, served from the
 * in-memory page cache; hide and reorder change the pages at once. A price
 * change is live on /coaching-packages in Dutch notation and in its
 * structured data. Bad input changes nothing.
 */
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

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { status: response.status, etag: response.headers.get("etag"), text: await response.text() };
}

const post = (path: string, fields: Record<string, string>) =>
  postForm(`${server.url}${path}`, fields, { Cookie: admin });

const testimonial = {
  intent: "save",
  text: "Na tien sessies slaap ik weer door en plan ik mijn week zelf.",
  name: "Pieter D.",
  role: "Docent",
  rating: "4",
};

const testimonialRows = () => readRows(server.dataDir, "select * from testimonials order by id");
const priceRows = () => [
  readRows(server.dataDir, "select * from coaching_packages order by key"),
  readRows(server.dataDir, "select * from coaching_rates"),
];

/** The Offers of the page's JSON-LD. */
function offersOf(html: string): { name: string; price: string; priceCurrency: string }[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { "@type": string; offers?: [] },
  );
  return scripts.find((script) => script["@type"] === "Service")?.offers ?? [];
}

describe("testimonials", () => {
  it("the samples of a fresh install are on the prerendered-fast home page and marked 'Voorbeeld' in the admin", async () => {
    const home = await page("/home");
    // An ETag only comes with an answer from the page cache (server/static-files.ts).
    expect(home.etag).toBeTruthy();
    expect(home.text).toContain("Martijn V.");
    const list = await (await fetch(`${server.url}/admin/ervaringen`, { headers: { Cookie: admin } })).text();
    expect(list).toContain("Voorbeeld");
  });

  it("without the consent tick it cannot be published: refused next to the tick, typed values kept, nothing stored", async () => {
    const before = testimonialRows();
    const refused = await post("/admin/ervaringen/nieuw", { ...testimonial, visible: "1" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(visibleText(html)).toContain("Zonder toestemming van de cliënt kan deze ervaring niet op de website");
    expect(html).toContain('value="Pieter D."');
    expect(html).toContain(testimonial.text);
    expect(testimonialRows()).toEqual(before);
    expect((await page("/home")).text).not.toContain("Pieter D.");

    // Stored hidden without the tick, it still cannot be shown from the list.
    const hidden = await post("/admin/ervaringen/nieuw", testimonial);
    expect(hidden.status).toBe(303);
    const id = Number(/\/admin\/ervaringen\/(\d+)/.exec(hidden.headers.get("location") ?? "")?.[1]);
    const show = await post("/admin/ervaringen", { intent: "show", id: String(id) });
    expect(show.status).toBe(409);
    expect(visibleText(await show.text())).toContain("Zonder toestemming");
    expect((await page("/home")).text).not.toContain("Pieter D.");
  });

  it("with the tick it is live at once; reorder moves it, hide takes it away; every change is kept and logged", async () => {
    const saved = await post("/admin/ervaringen/nieuw", {
      ...testimonial,
      name: "Anouk S.",
      consent: "1",
      visible: "1",
    });
    await expectNoticeOnce(server.url, saved, admin, "De ervaring is opgeslagen.");
    const id = Number(/\/admin\/ervaringen\/(\d+)/.exec(saved.headers.get("location") ?? "")?.[1]);
    for (const path of ["/home", "/landing"]) {
      const live = await page(path);
      expect(live.etag).toBeTruthy();
      expect(live.text).toContain("Anouk S.");
    }
    const order = (html: string) => html.indexOf("Anouk S.") < html.indexOf("Thomas R.");
    expect(order((await page("/home")).text)).toBe(false);
    // Up once: past the hidden one, still after the last sample; up again: before it.
    expect((await post("/admin/ervaringen", { intent: "up", id: String(id) })).status).toBe(303);
    expect(order((await page("/home")).text)).toBe(false);
    expect((await post("/admin/ervaringen", { intent: "up", id: String(id) })).status).toBe(303);
    expect(order((await page("/home")).text)).toBe(true);

    expect((await post("/admin/ervaringen", { intent: "hide", id: String(id) })).status).toBe(303);
    expect((await page("/home")).text).not.toContain("Anouk S.");
    expect((await page("/landing")).text).not.toContain("Anouk S.");

    expect(
      readRows(
        server.dataDir,
        "select action, target_id from access_log where action like 'testimonial-%' order by id",
      ),
    ).toEqual([
      { action: "testimonial-publish", target_id: id },
      { action: "testimonial-hide", target_id: id },
    ]);
    const versions = readRows<{ id: number }>(
      server.dataDir,
      "select id from content_history where entity = 'testimonial' and entity_id = ?",
      String(id),
    );
    expect(versions).toHaveLength(1);

    // The restored version (visible, with permission) is live again.
    const restored = await post(`/admin/ervaringen/${id}`, { intent: "restore", version: String(versions[0]!.id) });
    await expectNoticeOnce(server.url, restored, admin, "De eerdere versie is teruggezet.");
    expect((await page("/home")).text).toContain("Anouk S.");
  });

  it("bad input: a Dutch message next to the field, values kept, nothing changed", async () => {
    const before = testimonialRows();
    const cases: [Record<string, string>, string, string][] = [
      [{ rating: "7" }, "rating", "Kies een waardering van 1 tot en met 5 sterren."],
      [{ name: "" }, "name", "Vul een naam in."],
      [{ text: "x".repeat(5000) }, "text", "De ervaring is te lang"],
      [{ text: "Top! <script>alert(1)</script>" }, "text", "Gebruik geen < of >"],
      [{ role: '<img src=x onerror="alert(1)">' }, "role", "Gebruik geen < of >"],
    ];
    for (const [change, field, message] of cases) {
      const response = await post("/admin/ervaringen/nieuw", { ...testimonial, consent: "1", visible: "1", ...change });
      expect(response.status).toBe(400);
      const html = await response.text();
      if (field === "rating") expect(visibleText(html)).toContain(message);
      else expect(fieldMessage(html, field)).toContain(message);
      if (change.name === undefined) expect(html).toContain('value="Pieter D."');
    }
    expect(testimonialRows()).toEqual(before);
  });

  it("delete takes the row away and the list says so once", async () => {
    const saved = await post("/admin/ervaringen/nieuw", { ...testimonial, name: "Wim K." });
    const path = saved.headers.get("location")!;
    const deleted = await post(path, { intent: "delete" });
    expect(deleted.headers.get("location")).toBe("/admin/ervaringen");
    const list = await expectNoticeOnce(server.url, deleted, admin, "De ervaring is verwijderd.");
    expect(list).not.toContain("Wim K.");
    expect(testimonialRows()).not.toContainEqual(expect.objectContaining({ name: "Wim K." }));
  });
});

describe("packages and prices", () => {
  const prices = {
    intent: "save",
    "online-name": "Online coachingpakket",
    "online-price": "630",
    "online-features": "8 online sessies via Zoom\nPraktische opdrachten",
    "face_to_face-name": "Face-to-face coaching",
    "face_to_face-price": "1.250",
    "face_to_face-features": "8 sessies face-to-face\nWandelcoaching",
    hourly: "87,50",
  };

  it("a fresh install shows the default prices in Dutch notation and in the structured data", async () => {
    const packages = await page("/coaching-packages");
    expect(packages.etag).toBeTruthy();
    expect(packages.text).toContain("€ 1.100");
    expect(offersOf(packages.text)).toContainEqual(
      expect.objectContaining({ name: "Face-to-face coaching", price: "1100.00", priceCurrency: "EUR" }),
    );
  });

  it("a price change is live at once, in Dutch notation and in the JSON-LD Offers; restore puts it back", async () => {
    const saved = await post("/admin/pakketten", prices);
    expect(saved.status).toBe(303);
    const packages = await page("/coaching-packages");
    expect(packages.etag).toBeTruthy();
    expect(packages.text).toContain("€ 1.250");
    expect(packages.text).toContain("€ 87,50");
    expect(packages.text).not.toContain("€ 1.100");
    expect(packages.text).toContain("Wandelcoaching");
    expect(offersOf(packages.text)).toEqual([
      expect.objectContaining({ name: "Online coachingpakket", price: "630.00", priceCurrency: "EUR" }),
      expect.objectContaining({ name: "Face-to-face coaching", price: "1250.00", priceCurrency: "EUR" }),
      expect.objectContaining({ price: "87.50", priceCurrency: "EUR" }),
    ]);
    expect(readRows(server.dataDir, "select price_cents from coaching_packages where key = 'face_to_face'")).toEqual([
      { price_cents: 125_000 },
    ]);
    expect(readRows(server.dataDir, "select action from access_log where action = 'prices-changed'")).toHaveLength(1);

    const [version] = readRows<{ id: number; saved_by: string }>(
      server.dataDir,
      "select id, saved_by from content_history where entity = 'coaching_prices'",
    );
    expect(version?.saved_by).toBe("coach@example.nl");
    expect((await post("/admin/pakketten", { intent: "restore", version: String(version!.id) })).status).toBe(303);
    const back = await page("/coaching-packages");
    expect(back.text).toContain("€ 1.100");
    expect(offersOf(back.text)).toContainEqual(expect.objectContaining({ price: "1100.00" }));
  });

  it("bad input: a Dutch message next to the field, values kept, nothing changed", async () => {
    const before = priceRows();
    const cases: [Record<string, string>, string, string][] = [
      [{ "online-price": "abc" }, "online-price", "Vul een prijs in euro in"],
      [{ hourly: "85.50" }, "hourly", "Vul een prijs in euro in"],
      [{ "face_to_face-price": "0" }, "face_to_face-price", "Vul een prijs in tussen"],
      [{ "online-name": "" }, "online-name", "Vul de naam van het pakket in."],
      [{ "online-features": "<b>Gratis</b>" }, "online-features", "Gebruik geen < of >"],
      [{ "online-features": "x".repeat(2000) }, "online-features", "Houd het bij hoogstens 10 punten"],
    ];
    for (const [change, field, message] of cases) {
      const response = await post("/admin/pakketten", { ...prices, ...change });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(fieldMessage(html, field)).toContain(message);
      // What was typed stays in the form.
      expect(html).toContain(change.hourly === undefined ? 'value="87,50"' : 'value="1.250"');
    }
    expect(priceRows()).toEqual(before);
  });
});
