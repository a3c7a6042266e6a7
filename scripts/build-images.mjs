// Turns the source images in assets/images/ into sized AVIF, WebP and JPEG
// files in public/images/ (name-WIDTH.ext), cropped to the shape the site
// reserves for them (app/content/images.ts). To use a photo of the coach, put
// it in assets/images/ as portrait.jpg (or .png): a photo wins over the SVG
// placeholder of the same name. Then run `npm run images`.
import { mkdirSync, readdirSync } from "node:fs";
import { basename, extname, join } from "node:path";
import sharp from "sharp";

const sourceDir = "assets/images";
const outDir = "public/images";
/** Widths made per image and its height as a share of the width. */
const formats = {
  hero: { widths: [640, 1024, 1600, 2400], ratio: 1350 / 2400 },
  portrait: { widths: [480, 800, 1200], ratio: 5 / 4 },
  blog: { widths: [640, 1200], ratio: 630 / 1200 },
};

const files = readdirSync(sourceDir);
const hasPhoto = (name) => files.some((file) => file !== `${name}.svg` && basename(file, extname(file)) === name);

mkdirSync(outDir, { recursive: true });
for (const file of files) {
  const name = basename(file, extname(file));
  if (extname(file) === ".svg" && hasPhoto(name)) continue;
  const format = formats[name] ?? formats[name.split("-")[0]];
  if (!format) throw new Error(`No sizes for ${file}: add its name to the formats in scripts/build-images.mjs`);
  for (const width of format.widths) {
    const height = Math.round(width * format.ratio);
    // "attention" keeps the face in view when a photo is cropped to the portrait's shape.
    const image = sharp(join(sourceDir, file), { density: 150 }).resize({
      width,
      height,
      fit: "cover",
      position: "attention",
    });
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
