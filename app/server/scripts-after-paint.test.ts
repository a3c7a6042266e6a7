import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint.server";

// The shape React Router 7's <Scripts> writes in a production build.
const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/><link rel="stylesheet" href="/assets/app-C.css"/></head><body><main>Tekst</main><script>window.__reactRouterContext = {};</script><script type="module" async="" nonce="n1">;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/home-D.js";
  window.__reactRouterManifest = {"version":"1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("scriptsAfterPaint", () => {
  const html = scriptsAfterPaint(page);

  it("leaves no module preload or static import that would load before the first paint", () => {
    expect(html).not.toContain('rel="modulepreload" href');
    expect(html).not.toMatch(/^import \* as/m);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-C.css"/>');
  });

  it("keeps the bootstrap's nonce, manifest and route modules, and loads them after the paint", () => {
    expect(html).toContain('<script type="module" async="" nonce="n1">');
    expect(html).toContain('window.__reactRouterManifest = {"version":"1"};');
    const wait = html.indexOf('"first-contentful-paint"');
    const routes = html.indexOf('import("/assets/root-B.js"), import("/assets/home-D.js")');
    const entry = html.indexOf('import("/assets/entry.client-A.js")');
    expect(wait).toBeGreaterThan(0);
    expect(routes).toBeGreaterThan(wait);
    expect(entry).toBeGreaterThan(routes);
    expect(html).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(html).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  });

  it("the rewritten bootstrap is valid JavaScript", () => {
    const body = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(body).toContain("first-contentful-paint");
    // A module body with dynamic imports only parses as a plain async function body.
    expect(() => new Function(body)).not.toThrow();
  });

  it("rewrites a server-rendered page, where the nonce comes first, alike", () => {
    const rendered = scriptsAfterPaint(
      page
        .replace('<script type="module" async="" nonce="n1">', '<script nonce="n1" type="module" async="">')
        .replaceAll('.js"/>', '.js" nonce="n1"/>'),
    );
    expect(rendered).not.toContain('modulepreload" href');
    expect(rendered).not.toMatch(/^import \* as/m);
    expect(rendered).toContain('<script nonce="n1" type="module" async="">');
  });

  it("leaves a page without React Router's bootstrap alone and refuses a bootstrap it does not know", () => {
    expect(scriptsAfterPaint("<p>Geen scripts</p>")).toBe("<p>Geen scripts</p>");
    expect(() => scriptsAfterPaint('<script type="module">import "/x.js";</script>')).toThrow(/unknown shape/);
  });
});
