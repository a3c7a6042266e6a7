/**
 * Moves every script of a page behind its first paint (ADR 0068).
 *
 * React Router's `<Scripts>` writes `<link rel="modulepreload">` for each module
 * and an inline module whose static imports load the route modules: both start
 * downloading as soon as the HTML is parsed and share a slow line with the
 * stylesheet and the font subsets. The page is complete without them (D7), so
 * this rewrite drops the preloads and turns the static imports into dynamic ones
 * that start once the browser reports the first contentful paint. The same
 * preloads are then added at once, so all modules still load side by side in one
 * round trip instead of as a chain.
 *
 * Works on React Router's production output (pinned version); in development
 * Vite's client and hot reloading own the scripts and the page is left alone.
 */

const modulePreload = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g;
const bootstrap = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const staticRouteImport = /^import \* as (route\d+) from ("[^"]+");\n/gm;
const routeModules = /^\s*window\.__reactRouterRouteModules = (\{[^\n]*\});\s*import\(("[^"]+")\);\s*$/m;

/**
 * The wait for the first paint: the paint entry, or the tab being shown (a
 * hidden tab paints nothing), or after 3 s whatever else happened.
 */
const afterFirstPaint = `new Promise((painted) => {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    painted();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", painted, { once: true });
  setTimeout(painted, 3000);
})`;

export function scriptsAfterPaint(html: string): string {
  const script = bootstrap.exec(html);
  if (!script) return html;
  const [whole, open = "", body = "", close = ""] = script;
  const imports = [...body.matchAll(staticRouteImport)];
  const tail = routeModules.exec(body);
  if (imports.length === 0 || !tail) {
    // A framework upgrade changed the bootstrap: fail the build, not the visitor's page.
    throw new Error("scriptsAfterPaint: React Router's bootstrap script has an unknown shape");
  }
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const [, modules = "", entry = ""] = tail;
  const names = imports.map((match) => match[1]);
  const urls = imports.map((match) => `import(${match[2]})`);
  const rewritten =
    body.replace(staticRouteImport, "").replace(routeModules, "") +
    `\n${afterFirstPaint}` +
    `.then(() => {\n  for (const href of ${JSON.stringify(preloads)})` +
    ` document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));` +
    `\n  return Promise.all([${urls.join(", ")}]);\n})` +
    `.then(([${names.join(", ")}]) => {\n  window.__reactRouterRouteModules = ${modules};\n  return import(${entry});\n});`;
  return html.replace(modulePreload, "").replace(whole, () => open + rewritten + close);
}
