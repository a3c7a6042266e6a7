import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCoachAndGuest } from "../support/admin";
import { readRows } from "../support/database";
import { expectNoticeOnce } from "../support/flash";
import { postForm } from "../support/forms";
import { photoWithGps, storedImageFiles } from "../support/photos";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * The blog from the admin against the real built server (ADR 0057): a
 * published post is live at once on /blog, its URL, the feed and the sitemap,
 * served from the in-memory page cache; a renamed one answers 301 from its old
 * URL; an unpublished one is gone. Cover uploads: checked by content, at most
 * 10 MB, stored without metadata (EXIF GPS) at the site's widths, and backed up.
 */
let server: RunningServer;
let admin: string;
let guest: string;
const folders: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer({ LOG_LEVEL: "warn" });
  ({ admin, guest } = await signInCoachAndGuest(server));
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const post = {
  title: "Rust in je hoofd",
  slug: "",
  description: "Drie manieren om je hoofd tot rust te brengen.",
  tags: "Rust, ADHD",
  keywords: "rust, hoofd",
  publishAt: "",
  coverAlt: "",
  body: "## Begin klein\n\nEen wandeling van tien minuten helpt al.",
};

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location"),
    etag: response.headers.get("etag"),
    text: await response.text(),
  };
}

function idFrom(location: string | null): number {
  return Number(/\/admin\/blog\/(\d+)/.exec(location ?? "")?.[1]);
}

describe("publishing from the admin, live without a restart", () => {
  it("publish → live everywhere from memory; rename → 301; unpublish → 404 and gone", async () => {
    const created = await postForm(`${server.url}/admin/blog/nieuw`, { ...post, intent: "save" }, { Cookie: admin });
    expect(created.status).toBe(303);
    const id = idFrom(created.headers.get("location"));
    expect((await page("/blog/rust-in-je-hoofd")).status).toBe(404);

    const published = await postForm(
      `${server.url}/admin/blog/${id}`,
      { ...post, intent: "publish" },
      { Cookie: admin },
    );
    expect(published.headers.get("location")).toBe(`/admin/blog/${id}`);
    await expectNoticeOnce(server.url, published, admin, "Het artikel is gepubliceerd.");
    const article = await page("/blog/rust-in-je-hoofd");
    expect(article.status).toBe(200);
    // An ETag only comes with an answer from the page cache (server/static-files.ts).
    expect(article.etag).toBeTruthy();
    expect(article.text).toContain("<h2>Begin klein</h2>");
    expect(article.text).toMatch(/"@type":"Article"[^<]*"headline":"Rust in je hoofd"/);
    expect(article.text).toContain('property="og:title" content="Rust in je hoofd"');
    expect((await page("/blog")).text).toContain("Rust in je hoofd");
    expect((await page("/blog/rss.xml")).text).toContain("/blog/rust-in-je-hoofd</link>");
    expect((await page("/sitemap.xml")).text).toContain("/blog/rust-in-je-hoofd</loc>");
    expect(readRows(server.dataDir, "select action from access_log where action like 'blog-%'")).toEqual([
      { action: "blog-publish" },
    ]);

    // As the editor sends it: the publication time stays in its field.
    const editor = await (await fetch(`${server.url}/admin/blog/${id}`, { headers: { Cookie: admin } })).text();
    const publishAt = /<input[^>]*name="publishAt"[^>]*value="([^"]+)"/.exec(editor)?.[1] ?? "";
    expect(publishAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const renamed = { ...post, slug: "rust-in-je-kop", publishAt };
    await postForm(`${server.url}/admin/blog/${id}`, { ...renamed, intent: "save" }, { Cookie: admin });
    expect(await page("/blog/rust-in-je-hoofd")).toMatchObject({ status: 301, location: "/blog/rust-in-je-kop" });
    expect((await page("/blog/rust-in-je-kop")).status).toBe(200);
    expect((await page("/sitemap.xml")).text).not.toContain("/blog/rust-in-je-hoofd<");

    // The history kept both earlier versions, with who saved them.
    const versions = readRows<{ saved_by: string }>(
      server.dataDir,
      "select saved_by from content_history where entity_id = ?",
      String(id),
    );
    expect(versions).toHaveLength(2);
    expect(versions.every((version) => version.saved_by === "coach@example.nl")).toBe(true);

    await postForm(`${server.url}/admin/blog/${id}`, { ...renamed, intent: "unpublish" }, { Cookie: admin });
    expect((await page("/blog/rust-in-je-kop")).status).toBe(404);
    expect((await page("/blog/rust-in-je-hoofd")).status).toBe(404);
    expect((await page("/blog")).text).not.toContain("Rust in je hoofd");
    expect((await page("/blog/rss.xml")).text).not.toContain("rust-in-je");
    expect((await page("/sitemap.xml")).text).not.toContain("rust-in-je");
  });

  it("a slug in use by another post is refused next to the field, with the typed values kept", async () => {
    const response = await postForm(
      `${server.url}/admin/blog/nieuw`,
      { ...post, title: "Nog een", slug: "adhd-burnout", intent: "save" },
      { Cookie: admin },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Dit adres is al in gebruik");
    expect(html).toContain('value="Nog een"');
  });

  it("the preview button (no JavaScript) shows the sanitised article and keeps what was typed", async () => {
    const response = await postForm(
      `${server.url}/admin/blog/nieuw`,
      { ...post, title: "Voorbeeldtitel", body: "## Kop\n\n<script>alert(1)</script>", intent: "preview" },
      { Cookie: admin },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h2>Kop</h2>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('value="Voorbeeldtitel"');
    expect(readRows(server.dataDir, "select id from blog_posts where title = 'Voorbeeldtitel'")).toEqual([]);
  });
});

function uploadCover(id: number, bytes: Buffer, cookie = admin, name = "foto.jpg"): Promise<Response> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${server.url}/admin/blog/omslag?artikel=${id}`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
    redirect: "manual",
  });
}

const imageRows = () => readRows(server.dataDir, "select id from uploaded_images");
const imageFiles = () => storedImageFiles(server.dataDir);

describe("the blog list (ADR 0116)", () => {
  it("lists drafts first, then by publication date, newest first, whatever was saved last", async () => {
    const save = async (title: string, publishAt: string, intent: string) => {
      const answer = await postForm(
        `${server.url}/admin/blog/nieuw`,
        { ...post, title, slug: "", publishAt, intent },
        { Cookie: admin },
      );
      expect(answer.status).toBe(303);
      return idFrom(answer.headers.get("location"));
    };
    await save("Volgorde nieuw", "2031-05-01T10:00", "publish");
    await save("Volgorde concept", "", "save");
    // Saved last, published first: it still goes below the newer one.
    await save("Volgorde oud", "2031-01-01T10:00", "publish");
    const html = await (await fetch(`${server.url}/admin/blog`, { headers: { Cookie: admin } })).text();
    const at = (title: string) => html.indexOf(`>${title}<`);
    expect(at("Volgorde concept")).toBeGreaterThan(-1);
    expect(at("Volgorde concept")).toBeLessThan(at("Volgorde nieuw"));
    expect(at("Volgorde nieuw")).toBeLessThan(at("Volgorde oud"));
  });
});

describe("cover uploads (ADR 0058)", () => {
  const postId = () =>
    readRows<{ id: number }>(server.dataDir, "select id from blog_posts where slug = 'adhd-burnout'")[0]?.id ?? 0;

  it("only an admin can upload", async () => {
    const photo = await photoWithGps(1600, 900);
    const anonymous = await uploadCover(postId(), photo, "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin-login");
    expect((await uploadCover(postId(), photo, guest)).status).toBe(403);
    expect(imageRows()).toEqual([]);
  });

  it("refuses a file that is not JPEG, PNG or WebP by its content, whatever its name", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    for (const bytes of [svg, gif, Buffer.from("\xff\xd8\xff nep-jpeg")]) {
      const response = await uploadCover(postId(), bytes);
      expect(response.headers.get("location")).toBe(`/admin/blog/${postId()}`);
      await expectNoticeOnce(server.url, response, admin, "Dit is geen JPEG-, PNG- of WebP-foto.");
    }
    expect(imageRows()).toEqual([]);
    expect(imageFiles()).toEqual([]);
  });

  it("refuses a file over 10 MB", async () => {
    const big = Buffer.concat([await photoWithGps(1600, 900), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await uploadCover(postId(), big);
    expect(response.headers.get("location")).toBe(`/admin/blog/${postId()}`);
    await expectNoticeOnce(server.url, response, admin, "Deze foto is groter dan 10 MB.");
    expect(imageRows()).toEqual([]);
    expect(imageFiles()).toEqual([]);
  });

  it("stores AVIF, WebP and JPEG at the site's widths without EXIF, shows them live, and backs them up", async () => {
    const photo = await photoWithGps(1600, 900);
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from("Telefoon"))).toBe(true);

    const response = await uploadCover(postId(), photo);
    expect(response.headers.get("location")).toBe(`/admin/blog/${postId()}`);
    await expectNoticeOnce(server.url, response, admin, "De omslagfoto is bewaard.");
    const [image] = readRows<{ id: string; widths: string; width: number; height: number }>(
      server.dataDir,
      "select * from uploaded_images",
    );
    expect(image).toMatchObject({ widths: "[640,1200]", width: 1200, height: 675 });
    expect(imageFiles().sort()).toEqual(
      ["640", "1200"].flatMap((w) => ["avif", "jpg", "webp"].map((ext) => `${image!.id}-${w}.${ext}`)).sort(),
    );
    for (const name of imageFiles()) {
      const stored = await sharp(join(server.dataDir, "images", name)).metadata();
      expect(stored.exif, name).toBeUndefined();
      expect(stored.xmp, name).toBeUndefined();
    }

    const article = await page("/blog/adhd-burnout");
    expect(article.text).toContain(`/afbeeldingen/${image!.id}-1200.jpg`);
    expect(article.text).toMatch(/<img[^>]*width="1200" height="675"/);
    const served = await fetch(`${server.url}/afbeeldingen/${image!.id}-640.avif`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect((await fetch(`${server.url}/afbeeldingen/..%2Fsite.db`)).status).toBe(404);

    const backupDir = mkdtempSync(join(tmpdir(), "blog-backup-"));
    folders.push(backupDir);
    const target = join(backupDir, "backup");
    const code = await new Promise<number | null>((resolve) => {
      spawn(process.execPath, ["scripts/backup.mjs", target], {
        env: { ...process.env, DATA_DIR: server.dataDir },
        stdio: "ignore",
      }).on("exit", resolve);
    });
    expect(code).toBe(0);
    expect(existsSync(join(target, "images", `${image!.id}-1200.jpg`))).toBe(true);
  });
});
