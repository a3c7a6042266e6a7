/**
 * The site's images: files in public/images/ made by `npm run images` from
 * assets/images/. Replace a source (for example a portrait of the coach as
 * assets/images/path.jpg) and update its description here.
 */
export interface SiteImage {
  name: string;
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

export const aboutImage: SiteImage = {
  name: "path",
  widths: [480, 800, 1200],
  width: 1200,
  height: 1500,
  alt: "Een wandelpad door de duinen in het ochtendlicht",
};
