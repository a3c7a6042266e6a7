import type { Page, Response } from "@playwright/test";

/** A returning visitor's stored cookie choice, so the banner stays away; `analytics` lets events go out (D20). */
export async function storeCookieChoice(page: Page, analytics = false): Promise<void> {
  await page.addInitScript((choice) => window.localStorage.setItem("cookie-consent", JSON.stringify(choice)), {
    necessary: true,
    analytics,
    marketing: false,
  });
}

/**
 * The answer to the next form post to `path`: React Router's fetch of
 * `<path>.data` with JavaScript, the browser's own POST of `<path>` without.
 */
export function nextFormPost(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return response.request().method() === "POST" && (url.pathname === path || url.pathname === `${path}.data`);
  });
}
