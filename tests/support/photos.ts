import { readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/** A JPEG with a GPS position in its EXIF block, as a phone makes it. */
export function photoWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#7a9a6b" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Telefoon" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 22/1 0/1" } })
    .toBuffer();
}

/** The files of uploaded images in a data folder (not the temporary uploads). */
export function storedImageFiles(dataDir: string): string[] {
  return readdirSync(join(dataDir, "images")).filter((name) => !name.startsWith("."));
}
