import { request as httpRequest } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editableTexts } from "~/content/editable";
import { editableDefaults } from "~/content/editable-defaults";
import { httpRefusals } from "~/content/http-refusals";
import { signInCoachAndGuest } from "../support/admin";
import { readRows } from "../support/database";
import { expectNoticeOnce } from "../support/flash";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { photoWithGps, storedImageFiles } from "../support/photos";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * The coach's portrait and texts at /admin/website against the real built
 * server (ADR 0062): a save is live at once on the public
 * pages, still served from the in-memory page cache, shown as text (D24),
 * with every earlier version kept and restorable; portrait uploads are
 * checked by content, at most 10 MB, and stored without metadata.
 */
let server: RunningServer;
let admin: string;
let guest: string;

beforeAll(async () => {
  server = await startBuiltServer({ LOG_LEVEL: "warn" });
  ({ admin, guest } = await signInCoachAndGuest(server));
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, etag: response.headers.get("etag"), html: await response.text() };
}

const save = (fields: Record<string, string>, cookie = admin) =>
  postForm(`${server.url}/admin/website`, fields, { Cookie: cookie });

/** The quote's editor on the screen (every text has a field named "text"). */
const quoteEditor = (html: string) => html.slice(html.indexOf('id="tekst-home_hero_quote"'));

const textRows = () => readRows(server.dataDir, "select content_key, content_text from editable_content");

describe("site texts (D24)", () => {
  it("a tagline with markup is live on /home at once, as text, from memory; restoring brings the old one back", async () => {
    const before = await page("/home");
    // An ETag only comes with an answer from the page cache (server/static-files.ts).
    expect(before.etag).toBeTruthy();
    expect(visibleText(before.html)).toContain(editableDefaults.home_hero_text);

    const tagline = 'Eerst rust. <script>alert("x")</script> <b>Dan</b> verder.';
    const saved = await save({ intent: "save", key: "home_hero_text", text: tagline });
    expect(saved.headers.get("location")).toBe("/admin/website#tekst-home_hero_text");
    const notice = await expectNoticeOnce(server.url, saved, admin, "De tekst is bewaard en staat online.");
    // Next to the text it is for: the quote's editor, further down, says nothing.
    expect(notice.indexOf("De tekst is bewaard en staat online.")).toBeLessThan(
      notice.indexOf("Citaat naast de opening"),
    );

    const after = await page("/home");
    expect(after.etag).toBeTruthy();
    expect(after.etag).not.toBe(before.etag);
    expect(after.html).toContain(
      "Eerst rust. &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;b&gt;Dan&lt;/b&gt; verder.",
    );
    expect(after.html).not.toContain('<script>alert("x")');
    expect(after.html).not.toContain("<b>Dan</b>");
    expect(readRows(server.dataDir, "select action from access_log where action like 'site-%'")).toEqual([
      { action: "site-text-saved" },
    ]);

    // The version it replaced (the default), with who saved it.
    const [version] = readRows<{ id: number; saved_by: string; snapshot: string }>(
      server.dataDir,
      "select id, saved_by, snapshot from content_history where entity = 'editable_text' and entity_id = 'home_hero_text'",
    );
    expect(version).toMatchObject({ saved_by: "coach@example.nl" });
    expect(JSON.parse(version!.snapshot)).toEqual({ text: editableDefaults.home_hero_text });
    const screen = await (await fetch(`${server.url}/admin/website`, { headers: { Cookie: admin } })).text();
    expect(visibleText(screen)).toContain("door coach@example.nl");

    const restored = await save({ intent: "restore", key: "home_hero_text", version: String(version!.id) });
    await expectNoticeOnce(server.url, restored, admin, "De eerdere versie is teruggezet.");
    const back = await page("/home");
    expect(visibleText(back.html)).toContain(editableDefaults.home_hero_text);
    expect(back.html).not.toContain("Eerst rust.");
    // The restore kept the text it replaced too.
    expect(readRows(server.dataDir, "select id from content_history where entity_id = 'home_hero_text'")).toHaveLength(
      2,
    );
    // A version of another text cannot be restored into this one.
    expect((await save({ intent: "restore", key: "home_hero_quote", version: String(version!.id) })).status).toBe(400);
  });

  it("the about story is Markdown through the sanitising renderer, live on /over-mij", async () => {
    const story = "## Wie ik ben\n\nEen eerlijke coach.\n\n<img src=x onerror=alert(1)> [klik](javascript:alert(1))";
    expect((await save({ intent: "save", key: "about_story", text: story })).status).toBe(303);
    const { html, etag } = await page("/over-mij");
    expect(etag).toBeTruthy();
    expect(html).toContain("<h2>Wie ik ben</h2>");
    expect(html).toContain("<p>Een eerlijke coach.</p>");
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).not.toContain('href="javascript:');
  });

  it("saves of every text at once all end up on their pages, none overwritten by an older render", async () => {
    const keys = Object.keys(editableTexts) as (keyof typeof editableTexts)[];
    const stamp = Date.now();
    const answers = await Promise.all(
      keys.map((key) => save({ intent: "save", key, text: `Tegelijk bewaard ${key} ${stamp}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(keys.map(() => 303));
    for (const key of keys) {
      const { html, etag } = await page(editableTexts[key].path);
      expect(etag, key).toBeTruthy();
      expect(html, key).toContain(`Tegelijk bewaard ${key} ${stamp}`);
    }
  });

  it("the preview button shows the text as the page will, and stores nothing", async () => {
    const before = textRows();
    const response = await save({ intent: "preview", key: "about_story", text: "## Kop\n\n<script>alert(1)</script>" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h2>Kop</h2>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(textRows()).toEqual(before);
  });

  it("an empty or too long text is refused next to its field with the text kept; nothing changes", async () => {
    const before = textRows();
    const versions = readRows(server.dataDir, "select id from content_history");
    const empty = await save({ intent: "save", key: "home_hero_quote", text: "   " });
    expect(empty.status).toBe(400);
    expect(fieldMessage(quoteEditor(await empty.text()), "text")).toBe("De tekst mag niet leeg zijn.");
    const long = "Lang. ".repeat(1000);
    const tooLong = await save({ intent: "save", key: "home_hero_quote", text: long });
    expect(tooLong.status).toBe(400);
    const html = quoteEditor(await tooLong.text());
    expect(fieldMessage(html, "text")).toBe("De tekst mag maximaal 5000 tekens hebben.");
    expect(html).toContain("Lang. Lang. Lang.");
    expect((await save({ intent: "save", key: "toString", text: "x" })).status).toBe(400);
    expect((await save({ intent: "opslaan", key: "home_hero_quote", text: "x" })).status).toBe(400);
    expect(textRows()).toEqual(before);
    expect(readRows(server.dataDir, "select id from content_history")).toEqual(versions);
  });

  it("refuses anyone but an admin, and a file sent as the text, changing nothing", async () => {
    const before = textRows();
    const anonymous = await postForm(`${server.url}/admin/website`, {
      intent: "save",
      key: "home_hero_quote",
      text: "gekaapt",
    });
    expect(anonymous.status).toBe(302);
    expect((await save({ intent: "save", key: "home_hero_quote", text: "gekaapt" }, guest)).status).toBe(403);
    const body = new FormData();
    body.set("intent", "save");
    body.set("key", "home_hero_quote");
    body.set("text", new Blob(["Tekst uit een bestand"], { type: "text/plain" }), "quote.txt");
    const file = await fetch(`${server.url}/admin/website`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, Cookie: admin },
      body,
    });
    expect(file.status).toBe(400);
    expect(textRows()).toEqual(before);
    expect(visibleText((await page("/home")).html)).not.toContain("gekaapt");
  });
});

function uploadPortrait(bytes: Buffer, alt = "Jan, buiten in het bos", cookie = admin, name = "ik.jpg") {
  const form = new FormData();
  form.set("alt", alt);
  form.set("file", new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${server.url}/admin/website/portret`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
    redirect: "manual",
  });
}

/** Only the headers of an upload of `bytes`: the answer must come without the server reading the body. */
function announcedUpload(bytes: number): Promise<{ status?: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}/admin/website/portret`, {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(bytes) },
    });
    req.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => {
        resolve({ status: response.statusCode, text });
        req.destroy();
      });
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}

const imageRows = () => readRows(server.dataDir, "select id from uploaded_images");
const imageFiles = () => storedImageFiles(server.dataDir);
const refusedWith = async (response: Response, outcome: string, message: string) => {
  expect(response.headers.get("location"), outcome).toBe("/admin/website#portret");
  await expectNoticeOnce(server.url, response, admin, message);
};

describe("portrait uploads (ADR 0062)", () => {
  it("only an admin can upload", async () => {
    const photo = await photoWithGps(1600, 1200);
    const anonymous = await uploadPortrait(photo, undefined, "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin-login");
    expect((await uploadPortrait(photo, undefined, guest)).status).toBe(403);
    expect(imageRows()).toEqual([]);
  });

  it("refuses junk named .jpg, a non-image, a file over 10 MB and a missing description, with a Dutch message", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const junkPng = Buffer.concat([png.subarray(0, 16), Buffer.alloc(2000, 7)]);
    for (const bytes of [junkPng, Buffer.from("%PDF-1.7 geen foto"), Buffer.from("\xff\xd8\xff nep-jpeg")]) {
      await refusedWith(await uploadPortrait(bytes), "type", "Dit is geen JPEG-, PNG- of WebP-foto.");
    }
    // Just over 10 MB fits the body limit: the upload itself refuses it, next to the field.
    const big = Buffer.concat([await photoWithGps(1600, 1200), Buffer.alloc(10 * 1024 * 1024)]);
    await refusedWith(await uploadPortrait(big), "size", "Deze foto is groter dan 10 MB.");
    // 11 MB is refused on its announced length, before any of it arrives (ADR 0034).
    expect(await announcedUpload(11 * 1024 * 1024)).toEqual({ status: 413, text: httpRefusals.tooLarge });
    await refusedWith(
      await uploadPortrait(await photoWithGps(1600, 1200), "  "),
      "alt",
      "Beschrijf in maximaal 200 tekens",
    );
    expect(imageRows()).toEqual([]);
    expect(imageFiles()).toEqual([]);
    expect(readRows(server.dataDir, "select * from site_portrait")).toEqual([]);
  });

  it("stores a 4:5 crop without EXIF at the slot's widths, live on /home and /over-mij with width and height", async () => {
    const photo = await photoWithGps(1600, 1200);
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from("Telefoon"))).toBe(true);
    const response = await uploadPortrait(photo);
    expect(response.headers.get("location")).toBe("/admin/website#portret");
    await expectNoticeOnce(server.url, response, admin, "De foto is bewaard en staat online.");

    const [image] = readRows<{ id: string; widths: string; width: number; height: number }>(
      server.dataDir,
      "select * from uploaded_images",
    );
    // 1600 x 1200 cropped to 4:5 is 960 x 1200: stored at the slot's widths up to that.
    expect(image).toMatchObject({ widths: "[480,800]", width: 800, height: 1000 });
    for (const name of imageFiles()) {
      const stored = await sharp(join(server.dataDir, "images", name)).metadata();
      expect(stored.exif, name).toBeUndefined();
      expect(stored.xmp, name).toBeUndefined();
      expect(stored.height! / stored.width!, name).toBe(1.25);
    }
    expect(imageFiles()).toHaveLength(6);

    for (const path of ["/home", "/over-mij"]) {
      const { html, etag } = await page(path);
      expect(etag, path).toBeTruthy();
      const img = new RegExp(`<img[^>]*src="/afbeeldingen/${image!.id}-800\\.jpg"[^>]*>`).exec(html)?.[0];
      expect(img, path).toBeDefined();
      expect(img).toContain('width="800" height="1000"');
      expect(img).toContain('alt="Jan, buiten in het bos"');
    }
    // The hero image stays /home's main image; the portrait is /over-mij's.
    expect(/<img[^>]*afbeeldingen[^>]*>/.exec((await page("/home")).html)?.[0]).not.toMatch(/fetchpriority="high"/i);
    expect(/<img[^>]*afbeeldingen[^>]*>/.exec((await page("/over-mij")).html)?.[0]).toMatch(/fetchpriority="high"/i);
    expect((await page("/kennismaking")).html).toContain(`/afbeeldingen/${image!.id}-800.jpg`);
    expect(readRows(server.dataDir, "select action from access_log where action = 'portrait-uploaded'")).toHaveLength(
      1,
    );

    // Back to the placeholder: the version kept before the first upload.
    const [first] = readRows<{ id: number }>(
      server.dataDir,
      "select id from content_history where entity = 'portrait' order by id limit 1",
    );
    expect((await save({ intent: "portrait-restore", version: String(first!.id) })).status).toBe(303);
    expect((await page("/home")).html).not.toContain("/afbeeldingen/");
    expect((await page("/over-mij")).html).toContain("/images/portrait-");
  });
});
