import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files known to run longest start first, so the integration run does not end
 * with one of them running alone on an otherwise idle machine (ADR 0121):
 * each hostile-input file sends 1,000 generated inputs to one form (ADR 0065),
 * and build-in-any-folder builds the whole site once more. Without a results
 * cache (a clean clone) Vitest would start the largest files first, and
 * these are small.
 */
const longest = /\/(hostile-[a-z-]+|build-in-any-folder)\.test\.ts$/;

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => longest.test(file.moduleId)),
      ...sorted.filter((file) => !longest.test(file.moduleId)),
    ];
  }
}

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
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
          // Worker threads instead of child processes: the whole unit run took 97 CPU-s in
          // forks and 70 in threads on this machine (ADR 0139); each file still gets its own module graph.
          pool: "threads",
        },
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
