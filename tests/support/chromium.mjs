// Debian's Chromium, for Playwright, the page benchmark and Lighthouse alike.

/** `CHROMIUM_PATH`, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
