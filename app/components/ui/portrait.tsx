import type { SiteImage } from "~/content/images";
import { Picture } from "./picture";

/**
 * The coach's portrait (one image for home, /over-mij and /kennismaking): the
 * upload from /admin/website or the committed placeholder, always 4:5 with
 * its width and height in the markup; `priority` only where it is the page's
 * main image, in the first screen.
 */
export function Portrait({
  image,
  sizes,
  priority = false,
  className = "",
}: {
  image: SiteImage;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={`overflow-hidden rounded-3xl bg-sand-100 shadow-lg ring-1 ring-sand-200 ${className}`}>
      <Picture image={image} sizes={sizes} priority={priority} className="aspect-[4/5] w-full object-cover" />
    </div>
  );
}
