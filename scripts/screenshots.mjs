// `npm run screenshots`: every public page at 375 and 1280 px, once as a first-time
// visitor sees it (cookie banner open) and once after a choice was made, full
// page, into one folder, plus contact-sheet.png so the whole site fits on one screen.
// SCREENSHOTS_DIR picks the folder (default reports/screenshots), SCREENSHOT_PAGES
// a comma-separated subset; pass --no-build to reuse an existing build.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { buildIfNeeded } from "./lib/build.mjs";
import { startBuiltServer } from "../tests/support/built-server.mjs";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.mjs";
import { publicPages } from "./lib/public-pages.mjs";

const outDir = process.env.SCREENSHOTS_DIR ?? "reports/screenshots";
const widths = [375, 1280];
const states = ["banner", "no-banner"];
/** How much of each page the contact sheet shows: the first screens are the first impression. */
const sheetTile = { width: 300, height: 560 };

buildIfNeeded();
mkdirSync(outDir, { recursive: true });
const server = await startBuiltServer({ LOG_LEVEL: "error" });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const shots = [];
try {
  const only = process.env.SCREENSHOT_PAGES?.split(",");
  const pages = only ?? (await publicPages(server.url));
  for (const path of pages) {
    for (const width of widths) {
      for (const state of states) {
        const context = await browser.newContext({
          viewport: { width, height: width < 800 ? 740 : 800 },
          locale: "nl-NL",
          timezoneId: "Europe/Amsterdam",
          reducedMotion: "reduce",
        });
        if (state === "no-banner")
          await context.addInitScript(() =>
            localStorage.setItem(
              "cookie-consent",
              JSON.stringify({ analytics: false, marketing: false, necessary: true }),
            ),
          );
        const page = await context.newPage();
        await page.goto(server.url + path, { waitUntil: "networkidle" });
        // Scroll through once so lazy images load, as they would for a reader.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          window.scrollTo(0, 0);
          await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
          await document.fonts.ready;
        });
        const file = join(outDir, `${path.slice(1).replaceAll("/", "_") || "root"}-${width}-${state}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await context.close();
        shots.push({ file, width, state });
        console.log(file);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

// Contact sheet: one row per page, its four shots side by side, cropped to the top.
const columns = widths.length * states.length;
const tiles = await Promise.all(
  shots.map(({ file }) =>
    sharp(file)
      .resize({ width: sheetTile.width, height: sheetTile.height, fit: "cover", position: "top" })
      .png()
      .toBuffer(),
  ),
);
const gap = 12;
const rows = Math.ceil(tiles.length / columns);
await sharp({
  create: {
    width: columns * (sheetTile.width + gap) + gap,
    height: rows * (sheetTile.height + gap) + gap,
    channels: 3,
    background: "#e2d3bb",
  },
})
  .composite(
    tiles.map((input, i) => ({
      input,
      left: gap + (i % columns) * (sheetTile.width + gap),
      top: gap + Math.floor(i / columns) * (sheetTile.height + gap),
    })),
  )
  .png()
  .toFile(join(outDir, "contact-sheet.png"));
console.log(`Screenshots and contact-sheet.png in ${outDir}/`);
