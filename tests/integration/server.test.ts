import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticPublicPaths, unlistedPaths } from "~/content/public-pages";
import { loginCookie, seedUser } from "../support/admin";
import { startBuiltServer, type RunningServer } from "../support/server";

let server: RunningServer;

beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? "",
  );
}

function scriptSrc(response: Response): string {
  const csp = response.headers.get("content-security-policy") ?? "";
  return csp.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
}

describe("prerendered pages", () => {
  it("are served with a CSP that lists the hash of every inline script and nothing unsafe", async () => {
    const response = await fetch(`${server.url}/home`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    const policy = scriptSrc(response);
    expect(policy).not.toContain("unsafe-inline");
    for (const script of scripts) {
      expect(policy).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    }
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answer a repeat visit with 304 and compress for browsers that accept it", async () => {
    const first = await fetch(`${server.url}/aanbod`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/aanbod`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    const raw = await fetch(`${server.url}/aanbod`, { headers: { "Accept-Encoding": "br" } });
    expect(raw.headers.get("content-encoding")).toBe("br");
  });

  it("redirect a trailing slash to the canonical path", async () => {
    const response = await fetch(`${server.url}/aanbod/?x=1`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/aanbod?x=1");
  });

  it("serve hashed assets as immutable", async () => {
    const html = await (await fetch(`${server.url}/home`)).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(`${server.url}${asset}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("server-rendered pages", () => {
  it("carry a fresh nonce on every inline script and in the CSP, and log the unknown path", async () => {
    const first = await fetch(`${server.url}/niet-bestaand-pad`);
    const second = await fetch(`${server.url}/niet-bestaand-pad`);
    expect(first.status).toBe(404);
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc(first))?.[1];
    expect(nonce).toBeTruthy();
    expect(scriptSrc(second)).not.toContain(nonce);
    const html = await first.text();
    const tags = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag[1]).toContain(`nonce="${nonce}"`);
    expect(server.logs()).toContain('"path":"/niet-bestaand-pad"');
  });
});

describe("scripts of a page", () => {
  it("wait for the first paint on prerendered and server-rendered pages alike (ADR 0068)", async () => {
    for (const path of ["/home", "/kennismaking", "/niet-bestaand-pad"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).not.toContain('rel="modulepreload"');
      const bootstrap = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      expect(bootstrap, path).toContain('"first-contentful-paint"');
      expect(bootstrap, path).not.toMatch(/^import /m);
    }
  });

  it("load at once in the admin portal, where the coach types straight away", async () => {
    const html = await (await fetch(`${server.url}/admin-login`)).text();
    expect(html).toContain('rel="modulepreload"');
    expect(html).not.toContain('"first-contentful-paint"');
  });
});

describe("machine-readable files", () => {
  it("the sitemap lists every public page with an absolute URL", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("xml");
    const xml = await response.text();
    for (const path of staticPublicPaths) {
      const entry = `<loc>http://localhost:3000${path}</loc>`;
      if (unlistedPaths.has(path)) expect(xml).not.toContain(entry);
      else expect(xml).toContain(entry);
    }
    expect(xml).toContain("<loc>http://localhost:3000/blog/adhd-burnout</loc>");
    expect(xml).not.toContain("/admin");
  });

  it("robots.txt keeps crawlers out of the admin portal and names the sitemap", async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toMatch(/Disallow: \/admin/);
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  it("the RSS feed has one item per article", async () => {
    const xml = await (await fetch(`${server.url}/blog/rss.xml`)).text();
    expect(xml).toContain("<rss");
    expect(xml.match(/<item>/g)?.length).toBe(3);
    expect(xml).toContain("<link>http://localhost:3000/blog/adhd-pieken-dalen</link>");
  });
});

describe("answers that are not pages", () => {
  // docs/backend.md: a page gets the page CSP; any other answer may load nothing at all.
  const strict = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

  it("get default-src 'none', rendered per request or not, found or not; pages keep theirs", async () => {
    seedUser(server.dataDir, "csp@example.nl");
    const cookie = await loginCookie(server.url, "csp@example.nl");
    const portrait = /src="(\/afbeeldingen\/[^"]+)"/.exec(await (await fetch(`${server.url}/over-mij`)).text())?.[1];
    const resources: [string, Record<string, string>?][] = [
      ["/healthz"],
      ["/robots.txt"],
      ["/sitemap.xml"],
      ["/blog/rss.xml"],
      ["/agenda/kapot.ics"],
      ["/afspraak/kapot/agenda.ics"],
      ["/client/kapot/agenda.ics"],
      ["/afbeeldingen/bestaat-niet.jpg"],
      ...(portrait ? [[portrait] as [string]] : []),
      ["/admin/newsletter.csv", { Cookie: cookie }],
      ["/admin/agenda/afspraken.csv", { Cookie: cookie }],
    ];
    for (const [path, headers] of resources) {
      const response = await fetch(`${server.url}${path}`, { headers });
      await response.arrayBuffer();
      expect(response.headers.get("content-type") ?? "", path).not.toContain("text/html");
      expect(response.headers.get("content-security-policy"), path).toBe(strict);
    }
    for (const path of ["/home", "/kennismaking", "/niet-bestaand-pad", "/download/ebook/kapot"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      expect(scriptSrc(response), path).toMatch(/^script-src 'self'/);
    }
  });
});
