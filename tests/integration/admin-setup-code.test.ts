import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogin } from "~/content/admin";
import { adminPassword } from "../support/admin";
import { readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * The first-admin setup code (D12): guessing it is throttled
 * like a login, and a code too short to resist guessing stops the start.
 */
const setupCode = "setup-code-van-de-coach-1";
let server: RunningServer;

beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_SETUP_CODE: setupCode, TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

function signup(code: string, address: string) {
  return postForm(
    `${server.url}/admin-login`,
    { intent: "signup", email: "coach@example.nl", password: adminPassword, setupCode: code },
    { "X-Forwarded-For": address },
  );
}

describe("setup code guessing", () => {
  it("evaluates at most 5 of 30 parallel wrong codes from one address; then even the right code waits", async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signup(`geraden-code-${i}`, "203.0.113.7")),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 403).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    expect(visibleText(await responses.find((response) => response.status === 429)!.text())).toContain(
      adminLogin.throttled,
    );
    expect((await signup(setupCode, "203.0.113.7")).status).toBe(429);
    expect(readRows(server.dataDir, "select * from users")).toEqual([]);

    // Another address is not held up by the guesser.
    const created = await signup(setupCode, "203.0.113.8");
    expect(created.status).toBe(302);
    expect(readRows(server.dataDir, "select email from admins")).toEqual([{ email: "coach@example.nl" }]);
  });
});

describe("first-admin sign-ups at the same moment", () => {
  // A server of its own: no admin may exist yet.
  let fresh: RunningServer;
  beforeAll(async () => {
    fresh = await startBuiltServer({ ADMIN_SETUP_CODE: setupCode, TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await fresh?.stop();
    fresh?.remove();
  });

  it("let exactly one of 10 parallel sign-ups with the right code win; the others are told an admin exists", async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postForm(
          `${fresh.url}/admin-login`,
          { intent: "signup", email: `coach-${i}@example.nl`, password: adminPassword, setupCode },
          { "X-Forwarded-For": `198.51.100.${i + 1}` },
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 302)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(visibleText(await responses.find((response) => response.status === 409)!.text())).toContain(
      adminLogin.adminExists,
    );
    expect(readRows(fresh.dataDir, "select count(*) as n from admins")).toEqual([{ n: 1 }]);
    expect(readRows(fresh.dataDir, "select count(*) as n from users")).toEqual([{ n: 1 }]);
    expect(readRows(fresh.dataDir, "select count(*) as n from sessions")).toEqual([{ n: 1 }]);
    // Ten password hashes at once (about 100 ms each alone) on a machine that runs other suites too.
  }, 120_000);
});

describe("setup code strength", () => {
  it("refuses to start with an ADMIN_SETUP_CODE shorter than 16 characters, with a clear message", async () => {
    await expect(startBuiltServer({ ADMIN_SETUP_CODE: "vijftien-tekens" })).rejects.toThrow(
      /ADMIN_SETUP_CODE: moet minstens 16 tekens zijn/,
    );
  });
});
