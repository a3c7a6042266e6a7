// Debian's Chromium: the full browser for Lighthouse, the page benchmark and the
// screenshots (what a visitor's Chrome does), and its headless shell for the tests.

/** `CHROMIUM_PATH`, or Debian's package `chromium`. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the tests drive: Debian's `chromium-headless-shell`, the same
 * Blink without the full browser around it, as Playwright itself runs headless
 * tests. It used about 40% less CPU than the full browser for the same admin
 * screens (ADR 0138), and the tests share two cores. `TEST_CHROMIUM_PATH` overrides it.
 */
export const testChromiumPath = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** Flags that keep Chromium quiet on a machine without internet. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
