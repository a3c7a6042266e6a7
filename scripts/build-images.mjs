// Turns the source images in assets/images/ into sized AVIF, WebP and JPEG
// files in public/images/ (name-WIDTH.ext). Replace a source (for example
// with a real photo of the coach, same name, .jpg or .png) and run
// `npm run images`.
import { mkdirSync, readdirSync } from "node:fs";
import { basename, extname, join } from "node:path";
import sharp from "sharp";

const sourceDir = "assets/images";
const outDir = "public/images";
const widths = { hero: [640, 1024, 1600, 2400], path: [480, 800, 1200] };

mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(sourceDir)) {
  const name = basename(file, extname(file));
  for (const width of widths[name] ?? [640, 1200]) {
    const image = sharp(join(sourceDir, file), { density: 150 }).resize({ width });
    await image
      .clone()
      .avif({ quality: 50, effort: 6 })
      .toFile(join(outDir, `${name}-${width}.avif`));
    await image
      .clone()
      .webp({ quality: 72 })
      .toFile(join(outDir, `${name}-${width}.webp`));
    await image
      .clone()
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(join(outDir, `${name}-${width}.jpg`));
  }
}
console.log(`Images written to ${outDir}/`);
