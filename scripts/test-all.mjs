// `npm test`: type check and lint, unit tests and build, then integration tests,
// then Playwright against the build. Ends with one line "N passed, N failed, N
// skipped" that sums every runner (type check and lint count as one check each).
// The type check with the lint (one process, ADR 0147), the unit tests and the
// build share no state (lint skips build/, the unit tests need no build), so
// they run side by side on the two cores; their output is printed whole, one
// after the other (ADR 0065).
import { spawn, spawnSync } from "node:child_process";
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

/** Runs a command with its output kept, printed under its label when it ends; resolves true on exit 0. */
function runQuietly(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: "1" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      console.log(`\n▶ ${label}\n${output}`);
      resolve(code === 0);
    });
  });
}

const vitestArgs = (project) => [
  "run",
  `--project=${project}`,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=reports/vitest-${project}.json`,
];

function countVitest(project) {
  const result = readJson(`reports/vitest-${project}.json`);
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

const [, , buildOk] = await Promise.all([
  runQuietly("type check and lint (one TypeScript program, ADR 0147)", "sh", [
    "-c",
    `${bin("react-router")} typegen && node scripts/check-code.mjs`,
  ]),
  runQuietly("unit tests (Vitest, no build needed)", bin("vitest"), vitestArgs("unit")),
  runQuietly("build", bin("react-router"), ["build"]),
]);
const codeChecks = readJson("reports/code-checks.json") ?? { types: false, lint: false };
for (const ok of [codeChecks.types, codeChecks.lint]) {
  if (ok) passed++;
  else failed++;
}
countVitest("unit");

if (!buildOk) {
  failed++;
} else {
  run("integration tests (Vitest, against the build)", bin("vitest"), vitestArgs("integration"));
  countVitest("integration");

  const dataDir = mkdtempSync(join(tmpdir(), "coach-e2e-"));
  run("end-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"], {
    E2E_PORT: String(await freePort()),
    E2E_CALENDLY_PORT: String(await freePort()),
    E2E_DATA_DIR: dataDir,
  });
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-calendly`, { recursive: true, force: true });
  const playwright = readJson("reports/playwright.json");
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected + (playwright.errors?.length ?? 0);
    skipped += playwright.stats.skipped;
  } else failed++;
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
