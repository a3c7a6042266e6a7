import { LinkChecker, LinkState } from "linkinator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * Crawls the real built server from / through every internal link (pages,
 * scripts, styles, images, fragments) and every address in the sitemap: none
 * may be broken. External sites are never fetched (there is no internet in CI,
 * and their health is not ours to test).
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startBuiltServer({ LOG_LEVEL: "warn" });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

/** Addresses in an XML file's `<tag>`s; they carry the build-time PUBLIC_URL, which the crawl maps onto the test server. */
async function listedUrls(path: string, tag: string): Promise<string[]> {
  const xml = await (await fetch(`${server.url}${path}`)).text();
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, "g"))].map((match) => match[1]!);
}

describe("internal links", () => {
  it("none is broken, from / and from the sitemap and the RSS feed", async () => {
    const listed = [...(await listedUrls("/sitemap.xml", "loc")), ...(await listedUrls("/blog/rss.xml", "link"))];
    expect(listed.length).toBeGreaterThan(20);
    const publicOrigin = new URL(listed[0]!).origin;
    const rewrite = (url: string) => url.replace(publicOrigin, server.url);

    const checker = new LinkChecker();
    const result = await checker.check({
      path: [`${server.url}/`, ...new Set(listed.map(rewrite))],
      recurse: true,
      concurrency: 8,
      // Per link; generous because other test files share the cores (ADR 0065): under load a
      // 10 s limit timed out on working redirects. A broken link still fails at once.
      timeout: 30_000,
      checkFragments: true,
      // Canonical, Open Graph and sitemap links name the public address: check them here.
      urlRewriteExpressions: [
        { pattern: new RegExp(`^${publicOrigin.replace(/[.]/g, "\\.")}`), replacement: server.url },
      ],
      // Each free day and time on /kennismaking is a link to the same page for another day or time (dozens,
      // rendered per request); tests/integration/booking-visit.test.ts and tests/e2e/booking.spec.ts follow them.
      linksToSkip: async (link) =>
        (!link.startsWith(`${server.url}/`) && link !== server.url) || /\/kennismaking\?(tijd|dag)=/.test(link),
    });

    const broken = result.links
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => `${link.status ?? "?"} ${link.url} (on ${link.parent ?? "start"})`);
    expect(broken).toEqual([]);
    const checked = result.links.filter((link) => link.state === LinkState.OK).map((link) => link.url);
    // The crawl really went through the site: every listed page and the built assets were fetched.
    for (const url of listed) expect(checked).toContain(rewrite(url));
    expect(checked.some((url) => url.includes("/assets/"))).toBe(true);
  }, 60_000);
});
