/**
 * Pages served from memory that change at run time (ADR 0057). The server
 * (server/app.ts) holds the in-memory pages and registers what to do after a
 * change (render them again on their next request, ADR 0137); a feature whose
 * data changed names the pages that changed and the pages that are gone. In
 * development nothing is cached, so nothing is registered and a refresh does
 * nothing.
 */
export type PageRenderer = (paths: readonly string[], dropped: readonly string[]) => Promise<void>;

// On globalThis for the same reason as the database handle: in development two module copies exist.
const slot = Symbol.for("coach.page-renderer");
interface State {
  render?: PageRenderer;
  /** Every path asked for and not dropped since: what `refreshEveryPage` renders again. */
  rendered: Set<string>;
}
const state: State = ((globalThis as Record<symbol, State | undefined>)[slot] ??= { rendered: new Set() });

export function setPageRenderer(render: PageRenderer): void {
  state.render = render;
}

/**
 * After a change: `paths` are rendered again on their next request (ADR 0137)
 * and `dropped` leave the in-memory pages. A path both named and dropped is
 * kept: the renderer leaves out a path that no longer answers 200 anyway.
 * Fifty saves at once mark the pages fifty times and render them once, on the
 * next visit.
 */
export function refreshPages(paths: readonly string[], dropped: readonly string[] = []): Promise<void> {
  const render = state.render;
  if (!render) return Promise.resolve();
  for (const path of paths) state.rendered.add(path);
  for (const path of dropped) if (!paths.includes(path)) state.rendered.delete(path);
  return render(
    paths,
    dropped.filter((path) => !paths.includes(path)),
  );
}

/**
 * Every page in the cache again: after a change every page shows it (the
 * business details in the footer of each, D32, ADR 0089).
 */
export function refreshEveryPage(): Promise<void> {
  return refreshPages([...state.rendered]);
}
