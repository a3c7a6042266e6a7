/**
 * The site's images: files in public/images/ made by `npm run images` from
 * assets/images/ (docs/content-brief.md: how to put in a photo of the coach). Update an
 * image's description here when its source changes.
 */
export interface SiteImage {
  name: string;
  /** Where the files are: "/images" (built, the default) or "/afbeeldingen" (uploaded by the coach). */
  folder?: string;
  widths: number[];
  width: number;
  height: number;
  /** Dutch description for screen readers; empty for decoration. */
  alt: string;
}

export const heroImage: SiteImage = {
  name: "hero",
  widths: [640, 1024, 1600, 2400],
  width: 2400,
  height: 1350,
  alt: "",
};

/** The coach (home, /over-mij, /kennismaking); a neutral placeholder until a photo is supplied. */
export const portraitImage: SiteImage = {
  name: "portrait",
  widths: [480, 800, 1200],
  width: 1200,
  height: 1500,
  alt: "Portret van de coach",
};

/** The widths of a blog cover, built or uploaded (the card and the article ask for no more). */
export const blogCoverWidths = [640, 1200];

/** A default post's cover illustration (assets/images/blog-SLUG.svg), also its Open Graph image. */
export function blogCoverImage(name: string, alt: string): SiteImage {
  return { name, widths: blogCoverWidths, width: 1200, height: 630, alt };
}

/** The Open Graph image of a post or page: the image's largest JPEG. */
export const largestJpegPath = ({ name, folder = "/images", widths }: SiteImage): string =>
  `${folder}/${name}-${widths.at(-1) ?? 0}.jpg`;
