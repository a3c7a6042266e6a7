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
const state: { render?: PageRenderer; last?: Promise<void> } = ((
  globalThis as Record<symbol, { render?: PageRenderer; last?: Promise<void> } | undefined>
)[slot] ??= {});

export function setPageRenderer(render: PageRenderer): void {
  state.render = render;
}

/**
 * Renders `paths` again into the in-memory pages and removes `dropped` from
 * them. Refreshes run one after another: a render that read the database
 * before a later save can never finish after that save's render and put the
 * older page back.
 */
export function refreshPages(paths: readonly string[], dropped: readonly string[] = []): Promise<void> {
  const render = state.render;
  if (!render) return Promise.resolve();
  const next = (state.last ?? Promise.resolve()).then(
    () => render(paths, dropped),
    () => render(paths, dropped),
  );
  state.last = next.catch(() => undefined);
  return next;
}
