import type { SiteImage } from "~/content/images";

/** Uploaded images are served from here (routes/uploaded-image.ts), files in DATA_DIR/images. */
export const uploadedImageFolder = "/afbeeldingen";

/** An uploaded image row as a `<Picture>` image. */
export function uploadedImage(
  image: { id: string; widths: string; width: number; height: number },
  alt: string,
): SiteImage {
  return {
    name: image.id,
    folder: uploadedImageFolder,
    widths: JSON.parse(image.widths) as number[],
    width: image.width,
    height: image.height,
    alt,
  };
}
