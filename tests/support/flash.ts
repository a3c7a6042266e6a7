import { expect } from "vitest";
import { visibleText } from "./forms";
import { forgeToken } from "./tokens";

/** The flash cookie's name over plain HTTP, where most test servers run (ADR 0098). */
const flashName = "melding";
/** Its name either way: `__Host-` when the server's PUBLIC_URL is HTTPS (ADR 0069). */
const anyFlashName = `(__Host-)?${flashName}`;

/** The flash a redirect set, as the browser sends it back. */
export function flashOf(response: Response): string {
  const flash = response.headers.getSetCookie().find((cookie) => new RegExp(`^${anyFlashName}=`).test(cookie));
  expect(flash, "the redirect sets no flash").toBeDefined();
  return flash!.split(";")[0]!;
}

/** A flash exactly as the server sets it after a save, for a page checked with its notice showing. */
export function forgedFlash(secret: string, path: string, key: string): string {
  return `${flashName}=${forgeToken(secret, "flash", JSON.stringify([path, key]), Date.now() + 60_000)}`;
}

/**
 * Follows a post/redirect/get like a browser: the page the redirect leads to
 * shows `notice` and clears the flash; its reload (without the cleared cookie)
 * does not show it again. Gives the first page's visible text.
 */
export async function expectNoticeOnce(
  baseUrl: string,
  response: Response,
  cookie: string,
  notice: string,
): Promise<string> {
  expect(response.status).toBe(303);
  const location = response.headers.get("location")!;
  expect(location, "a notice in the address").not.toMatch(/[?&](melding|opgeslagen)=/);
  const first = await fetch(`${baseUrl}${location}`, { headers: { Cookie: `${cookie}; ${flashOf(response)}` } });
  const text = visibleText(await first.text());
  expect(text).toContain(notice);
  expect(first.headers.getSetCookie()).toContainEqual(
    expect.stringMatching(new RegExp(`^${anyFlashName}=;.*Max-Age=0`)),
  );
  const reload = await fetch(`${baseUrl}${location}`, { headers: { Cookie: cookie } });
  expect(visibleText(await reload.text())).not.toContain(notice);
  return text;
}
