import type { SiteImage } from "~/content/images";

/**
 * A responsive image from public/images (made by `npm run images`): AVIF and
 * WebP with a JPEG fallback, sized to avoid layout shift, lazy unless it is
 * the page's main image.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  eager = priority,
  className = "",
}: {
  image: SiteImage;
  sizes: string;
  /** The page's main image in its first screen: eager and fetched first. */
  priority?: boolean;
  /** Loaded at once but at normal priority: may be in the first screen, is not the hero. */
  eager?: boolean;
  className?: string;
}) {
  const { name, folder = "/images", widths, alt, width, height } = image;
  const srcSet = (ext: string) => widths.map((w) => `${folder}/${name}-${w}.${ext} ${w}w`).join(", ");
  const fallback = `${folder}/${name}-${widths[Math.min(1, widths.length - 1)]}.jpg`;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={fallback}
        srcSet={srcSet("jpg")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
