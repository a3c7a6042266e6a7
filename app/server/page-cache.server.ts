/**
 * Pages served from memory that change at run time (ADR 0057). The server
 * (server/app.ts) holds the in-memory pages and registers how to render one
 * into them; a feature whose data changed names the pages that changed and
 * the pages that are gone. In development nothing is cached, so nothing is
 * registered and a refresh does nothing.
 */
export type PageRenderer = (paths: readonly string[], dropped: readonly string[]) => Promise<void>;

// On globalThis for the same reason as the database handle: in development two module copies exist.
const slot = Symbol.for("coach.page-renderer");
interface Batch {
  paths: Set<string>;
  dropped: Set<string>;
  done: Promise<void>;
}
interface State {
  render?: PageRenderer;
  last?: Promise<void>;
  waiting?: Batch;
  /** Every path asked for and not dropped since: what `refreshEveryPage` renders again. */
  rendered: Set<string>;
}
const state: State = ((globalThis as Record<symbol, State | undefined>)[slot] ??= { rendered: new Set() });

export function setPageRenderer(render: PageRenderer): void {
  state.render = render;
}

/**
 * Renders `paths` again into the in-memory pages and removes `dropped` from
 * them. Refreshes run one after another, so a render that read the database
 * before a later save never finishes after that save's render and puts the
 * older page back; calls made while one waits to start join it (it reads the
 * database after all of their changes), so fifty saves at once render a few
 * times, not fifty. A path both named and dropped is rendered: the renderer
 * leaves out a path that no longer answers 200 anyway.
 */
export function refreshPages(paths: readonly string[], dropped: readonly string[] = []): Promise<void> {
  const render = state.render;
  if (!render) return Promise.resolve();
  for (const path of paths) state.rendered.add(path);
  for (const path of dropped) if (!paths.includes(path)) state.rendered.delete(path);
  if (state.waiting) {
    for (const path of paths) state.waiting.paths.add(path);
    for (const path of dropped) state.waiting.dropped.add(path);
    return state.waiting.done;
  }
  const batch = { paths: new Set(paths), dropped: new Set(dropped) };
  const run = () => {
    state.waiting = undefined;
    return render(
      [...batch.paths],
      [...batch.dropped].filter((path) => !batch.paths.has(path)),
    );
  };
  const done = (state.last ?? Promise.resolve()).then(run, run);
  state.waiting = { ...batch, done };
  state.last = done.catch(() => undefined);
  return done;
}

/**
 * Renders every page in the cache again: after a change every page shows
 * (the business details in the footer of each, D32, ADR 0089). Joins a
 * refresh that waits to start, like any other call.
 */
export function refreshEveryPage(): Promise<void> {
  return refreshPages([...state.rendered]);
}
