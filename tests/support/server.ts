// Tests import the server helpers from here; the implementation is plain
// JavaScript in ./built-server.mjs so the scripts share it.
export { freePort, startBuiltServer, startDevServer, type RunningServer } from "./built-server.mjs";

/**
 * How long a hook that starts a server of its own may take: the same limit as
 * the integration files' hooks (vitest.config.ts), because in `npm test` the
 * browser specs run beside the integration files on two cores (ADR 0121).
 */
export const serverHookTimeout = 60_000;
