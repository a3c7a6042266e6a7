import { Icon } from "./icons";

/**
 * A list with a check mark before each item. The mark centres on the first
 * line of its item at any text size (1lh is the item's line height).
 */
export function CheckList({
  items,
  className = "space-y-3",
  iconClassName = "text-pine-700",
  bubble = false,
}: {
  items: readonly string[];
  className?: string;
  iconClassName?: string;
  /** Marks in a tinted circle, for lists that stand on their own. */
  bubble?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex ${bubble ? "gap-4" : "gap-3"}`}>
          {bubble ? (
            <span className="mt-[calc((1lh-2rem)/2)] inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-pine-50 text-pine-700 ring-1 ring-pine-100">
              <Icon name="check" className="size-5" />
            </span>
          ) : (
            <Icon name="check" className={`mt-[calc((1lh-1.25rem)/2)] size-5 shrink-0 ${iconClassName}`} />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
