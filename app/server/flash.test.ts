import { afterEach, expect, it, vi } from "vitest";
import { configureSettings } from "./env.server";
import { flashCookieName, readFlash, redirectWithFlash } from "./flash.server";
import { signToken } from "./secret.server";

configureSettings({ APP_SECRET: "flash-test-secret-0123456789abcdef", LOG_LEVEL: "silent" });

const keys = ["saved", "restored"] as const;

/** The cookie a browser sends back after the redirect's Set-Cookie. */
function cookieOf(response: Response): string {
  return response.headers.get("Set-Cookie")!.split(";")[0]!;
}

function get(path: string, cookie?: string): Request {
  return new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: `other=1; ${cookie}` } : {} });
}

afterEach(() => vi.useRealTimers());

it("redirects without anything in the address and shows the notice once on the page it leads to", () => {
  const response = redirectWithFlash("/admin/bedrijfsgegevens#gegevens", "saved");
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/admin/bedrijfsgegevens#gegevens");
  const setCookie = response.headers.get("Set-Cookie")!;
  expect(setCookie).toMatch(
    new RegExp(`^${flashCookieName}=[\\w-]+\\.[\\w-]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`),
  );

  const first = readFlash(get("/admin/bedrijfsgegevens", cookieOf(response)), keys);
  expect(first.notice).toBe("saved");
  // The answer clears the cookie, so the reload (which sends none) shows nothing.
  expect(first.headers).toEqual({ "Set-Cookie": `${flashCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` });
  expect(readFlash(get("/admin/bedrijfsgegevens"), keys)).toEqual({ notice: undefined, headers: {} });
});

it("leaves a flash for another page to that page", () => {
  const cookie = cookieOf(redirectWithFlash("/admin/pakketten", "saved"));
  expect(readFlash(get("/admin/bedrijfsgegevens", cookie), keys)).toEqual({ notice: undefined, headers: {} });
  expect(readFlash(get("/admin/pakketten", cookie), keys).notice).toBe("saved");
});

it("shows nothing for a key the page does not know, a forged or an expired flash, and clears it", () => {
  const unknown = cookieOf(redirectWithFlash("/admin/pakketten", "<script>"));
  expect(readFlash(get("/admin/pakketten", unknown), keys).notice).toBeUndefined();
  const forged = `${flashCookieName}=${cookieOf(redirectWithFlash("/admin/pakketten", "saved")).split("=")[1]!.slice(0, -2)}xx`;
  const read = readFlash(get("/admin/pakketten", forged), keys);
  expect(read.notice).toBeUndefined();
  expect(read.headers).toEqual({ "Set-Cookie": `${flashCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` });

  vi.useFakeTimers({ now: Date.parse("2026-11-26T05:00:00Z") });
  const late = cookieOf(redirectWithFlash("/admin/pakketten", "saved"));
  vi.setSystemTime(Date.parse("2026-11-26T05:01:01Z"));
  expect(readFlash(get("/admin/pakketten", late), keys).notice).toBeUndefined();
});

it("carries whole counts for the notice's text, and only whole non-negative ones", () => {
  const sent = cookieOf(redirectWithFlash("/admin/e-book?versturen=bevestigen", "saved", { sent: 3, failed: 0 }));
  expect(readFlash(get("/admin/e-book", sent), keys)).toMatchObject({
    notice: "saved",
    counts: { sent: 3, failed: 0 },
  });
  for (const counts of [{ sent: -5 }, { sent: 1.5 }, { sent: "3" }, [3]]) {
    const token = signToken("flash", JSON.stringify(["/admin/e-book", "saved", counts]), Date.now() + 60_000);
    const read = readFlash(get("/admin/e-book", `${flashCookieName}=${token}`), keys);
    expect(read).toMatchObject({ notice: "saved", counts: undefined });
  }
});
