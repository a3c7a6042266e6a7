import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./tests/support/slow-first-sequencer";

// Two projects so `npm run test:unit` needs no build: "unit" holds the pure
// tests next to the code, "integration" the tests against the built server.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Vitest's default on two cores is one file at a time; these files mostly
          // wait on their own server and SMTP catcher (own port, data folder and
          // rate-limit buckets each), so three at once keep both cores busy (ADR 0065).
          maxWorkers: 3,
          // Room for three files sharing two cores; no test relies on this limit.
          testTimeout: 40_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
