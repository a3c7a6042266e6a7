// `npm test`: type check, lint, unit tests, build, integration tests, then
// Playwright against the build. Ends with one line "N passed, N failed, N
// skipped" that sums every runner (type check and lint count as one check each).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../tests/support/built-server.mjs";

const bin = (name) => join("node_modules", ".bin", name);
let passed = 0;
let failed = 0;
let skipped = 0;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed++;
  else failed++;
}

function vitest(label, project) {
  const report = `reports/vitest-${project}.json`;
  run(label, bin("vitest"), [
    "run",
    `--project=${project}`,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  const result = readJson(report);
  if (!result) {
    failed++;
    return;
  }
  passed += result.numPassedTests;
  failed += result.numFailedTests + (result.success === false && result.numFailedTests === 0 ? 1 : 0);
  skipped += result.numPendingTests + result.numTodoTests;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

rmSync("reports", { recursive: true, force: true });

check("type check", "sh", ["-c", `${bin("react-router")} typegen && ${bin("tsc")}`]);
check("lint", bin("eslint"), ["."]);
vitest("unit tests (Vitest, no build needed)", "unit");

if (!run("build", bin("react-router"), ["build"])) {
  failed++;
} else {
  vitest("integration tests (Vitest, against the build)", "integration");

  const dataDir = mkdtempSync(join(tmpdir(), "coach-e2e-"));
  run("end-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"], {
    E2E_PORT: String(await freePort()),
    E2E_DATA_DIR: dataDir,
  });
  rmSync(dataDir, { recursive: true, force: true });
  const playwright = readJson("reports/playwright.json");
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected + (playwright.errors?.length ?? 0);
    skipped += playwright.stats.skipped;
  } else failed++;
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
