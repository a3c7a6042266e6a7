import { describe, expect, it } from "vitest";
import { pagesOnFirstRequest } from "./page-fill";
import { staticFile, type StaticFile } from "./static-files";

/** A renderer whose renders finish when the test says so, counting how often it was asked. */
function heldRenderer() {
  const waiting: { path: string; finish: (body: string | undefined) => void }[] = [];
  const render = (path: string) =>
    new Promise<StaticFile | undefined>((resolve) => {
      waiting.push({
        path,
        finish: (body) => resolve(body === undefined ? undefined : staticFile(path, ".html", Buffer.from(body))),
      });
    });
  return { render, waiting };
}

const text = (file: StaticFile | undefined) => file?.body.toString();

describe("pages rendered on their first request (ADR 0137)", () => {
  it("renders a marked page once for fifty requests at once, then serves it from memory", async () => {
    const files = new Map<string, StaticFile>();
    const { render, waiting } = heldRenderer();
    const pages = pagesOnFirstRequest(files, render);
    pages.invalidate(["/aanbod"], []);
    expect(pages.isStale("/aanbod")).toBe(true);

    const answers = Array.from({ length: 50 }, () => pages.fill("/aanbod"));
    expect(waiting).toHaveLength(1);
    waiting[0]!.finish("v1");
    expect((await Promise.all(answers)).map(text)).toEqual(Array(50).fill("v1"));
    expect(pages.isStale("/aanbod")).toBe(false);
    expect(text(files.get("/aanbod"))).toBe("v1");
  });

  it("answers a render that a later change overtook, but keeps only the newer one", async () => {
    const files = new Map<string, StaticFile>();
    const { render, waiting } = heldRenderer();
    const pages = pagesOnFirstRequest(files, render);
    pages.invalidate(["/blog"], []);
    const before = pages.fill("/blog");
    pages.invalidate(["/blog"], []);
    const after = pages.fill("/blog");
    expect(waiting).toHaveLength(2);
    // The newer render finishes first, the older one last: the older must not replace it.
    waiting[1]!.finish("new");
    waiting[0]!.finish("old");
    expect(text(await before)).toBe("old");
    expect(text(await after)).toBe("new");
    expect(text(files.get("/blog"))).toBe("new");
    expect(pages.isStale("/blog")).toBe(false);
  });

  it("leaves a page that no longer answers 200, and a dropped one, out of the cache", async () => {
    const files = new Map<string, StaticFile>([["/blog/weg", staticFile("/blog/weg", ".html", Buffer.from("x"))]]);
    const { render, waiting } = heldRenderer();
    const pages = pagesOnFirstRequest(files, render);
    pages.invalidate(["/blog/oud"], ["/blog/weg"]);
    expect(files.has("/blog/weg")).toBe(false);
    expect(pages.isStale("/blog/weg")).toBe(false);
    const answer = pages.fill("/blog/oud");
    waiting[0]!.finish(undefined);
    expect(await answer).toBeUndefined();
    expect(files.has("/blog/oud")).toBe(false);
    expect(pages.isStale("/blog/oud")).toBe(false);
  });

  it("keeps a page marked when its render fails, so the next request tries again", async () => {
    const files = new Map<string, StaticFile>();
    let calls = 0;
    const pages = pagesOnFirstRequest(files, async (path) => {
      calls++;
      if (calls === 1) throw new Error("database busy");
      return staticFile(path, ".html", Buffer.from("ok"));
    });
    pages.invalidate(["/over-mij"], []);
    await expect(pages.fill("/over-mij")).rejects.toThrow("database busy");
    expect(pages.isStale("/over-mij")).toBe(true);
    expect(text(await pages.fill("/over-mij"))).toBe("ok");
    expect(calls).toBe(2);
  });
});
