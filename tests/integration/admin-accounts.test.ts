import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAccounts, adminLogin } from "~/content/admin";
import { adminPassword, loginCookie, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { expectNoticeOnce } from "../support/flash";
import { startBuiltServer, type RunningServer } from "../support/server";

/** The admins screen (/admin/admins): an admin adds another admin (D12) under product.md §5/D13's password rules. */
let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startBuiltServer();
  seedUser(server.dataDir, "coach@example.nl");
  cookie = await loginCookie(server.url, "coach@example.nl");
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

/** The form as the coach sends it: her own password confirms the change (ADR 0084). */
const add = (fields: Record<string, string>) =>
  postForm(`${server.url}/admin/admins`, { currentPassword: adminPassword, ...fields }, { Cookie: cookie });
const userCount = () => readRows<{ n: number }>(server.dataDir, "select count(*) as n from users")[0]!.n;

describe("adding an admin", () => {
  it.each([
    [
      "a password under 12 characters",
      { email: "nieuw@example.nl", password: "elf-tekens!" },
      adminLogin.passwordTooShort,
    ],
    [
      "a password over 200 characters",
      { email: "nieuw@example.nl", password: "x".repeat(201) },
      adminLogin.passwordTooLong,
    ],
    ["no e-mail address", { email: "", password: "een-goed-wachtwoord" }, adminLogin.emailRequired],
    ["markup as e-mail address", { email: "<script>@x.nl", password: "een-goed-wachtwoord" }, adminLogin.emailRequired],
    [
      "an address that already has an account",
      { email: "Coach@Example.nl", password: "een-goed-wachtwoord" },
      adminAccounts.emailTaken,
    ],
  ])("refuses %s with a Dutch message and creates nothing", async (_, fields, message) => {
    const before = userCount();
    const response = await add(fields);
    expect(response.status).toBe(400);
    const text = visibleText(await response.text());
    expect(text).toContain(adminAccounts.failedTitle);
    expect(text).toContain(message);
    expect(userCount()).toBe(before);
  });

  it("shows the message next to the password, keeps the address and never sends the password back", async () => {
    const html = await (await add({ email: "nieuw@example.nl", password: "kort-geheim" })).text();
    expect(fieldMessage(html, "password")).toBe(adminLogin.passwordTooShort);
    expect(fieldMessage(html, "email")).toBeUndefined();
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="nieuw@example.nl"/);
    expect(html).not.toContain("kort-geheim");
  });

  it("adds the admin (e-mail lower-cased), lists it, and the new admin can log in", async () => {
    const response = await add({ email: " Tweede@Example.NL ", password: "twaalf-tekens" });
    const page = await expectNoticeOnce(server.url, response, cookie, adminAccounts.successTitle);
    expect(page).toContain(adminAccounts.successTitle);
    expect(page).toContain("Beheeraccounts (2)");
    expect(page).toMatch(/coach@example\.nl \(jij\) (ma|di|wo|do|vr|za|zo) \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(page).toContain("tweede@example.nl");
    expect(readRows(server.dataDir, "select email from admins order by id")).toEqual([
      { email: "coach@example.nl" },
      { email: "tweede@example.nl" },
    ]);
    const second = await loginCookie(server.url, "tweede@example.nl", "twaalf-tekens");
    expect((await fetch(`${server.url}/admin`, { headers: { Cookie: second } })).status).toBe(200);
  });
});
