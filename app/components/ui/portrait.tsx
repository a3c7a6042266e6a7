import { portraitImage } from "~/content/images";
import { Picture } from "./picture";

/**
 * The coach's portrait (one image for home, /over-mij and /kennismaking):
 * `priority` only where it is the page's main image, in the first screen.
 */
export function Portrait({
  sizes,
  priority = false,
  className = "",
}: {
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={`overflow-hidden rounded-3xl bg-sand-100 shadow-lg ring-1 ring-sand-200 ${className}`}>
      <Picture image={portraitImage} sizes={sizes} priority={priority} className="aspect-[4/5] w-full object-cover" />
    </div>
  );
}
