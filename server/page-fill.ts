import type { StaticFile } from "./static-files";

/** Renders one path as the page cache keeps it; undefined when it does not answer 200. */
export type PageRender = (path: string) => Promise<StaticFile | undefined>;

/**
 * The pages whose data changes at run time (ADR 0057, ADR 0137), rendered on
 * their first request instead of when they change: a change marks them stale,
 * and the first request for a stale page renders it into the cache, once,
 * however many requests arrive together. A render that a later change
 * overtook is answered to the requests that waited for it but not kept, so
 * an older page never replaces a newer one. A path that no longer answers 200
 * leaves the cache; requests for it then render per request (404, 301).
 */
export function pagesOnFirstRequest(files: Map<string, StaticFile>, render: PageRender) {
  /** Stale paths, with the change that made them so. */
  const stale = new Map<string, number>();
  const rendering = new Map<string, Promise<StaticFile | undefined>>();
  let changes = 0;

  return {
    /** `paths` are rendered again on their next request; `dropped` leave the cache. */
    invalidate(paths: readonly string[], dropped: readonly string[]): void {
      for (const path of dropped) {
        files.delete(path);
        stale.delete(path);
        rendering.delete(path);
      }
      changes++;
      for (const path of paths) {
        files.delete(path);
        stale.set(path, changes);
        // A request after this change must not be answered with a render that started before it.
        rendering.delete(path);
      }
    },

    isStale: (path: string): boolean => stale.has(path),

    /** The page for a stale `path`, rendered now (or joined, if its render is under way). */
    fill(path: string): Promise<StaticFile | undefined> {
      const change = stale.get(path);
      if (change === undefined) return Promise.resolve(files.get(path));
      const underWay = rendering.get(path);
      if (underWay) return underWay;
      const rendered = render(path)
        .then((file) => {
          if (stale.get(path) === change) {
            stale.delete(path);
            if (file) files.set(path, file);
          }
          return file;
        })
        .finally(() => {
          if (rendering.get(path) === rendered) rendering.delete(path);
        });
      rendering.set(path, rendered);
      return rendered;
    },
  };
}
