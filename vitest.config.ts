import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two projects so `npm run test:unit` needs no build: "unit" holds the pure
// tests next to the code, "integration" the tests against the built server.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
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
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
