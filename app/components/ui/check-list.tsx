import { Icon } from "./icons";

/**
 * A list with a check mark before each item. The mark centres on the first
 * line of its item at any text size (1lh is the item's line height).
 * Check marks are for what the visitor gains; `mark="dot"` gives a neutral
 * bullet for complaints and symptoms, which nobody should tick off as a gain.
 */
export function CheckList({
  items,
  className = "space-y-3",
  iconClassName = "text-pine-700",
  bubble = false,
  mark = "check",
}: {
  items: readonly string[];
  className?: string;
  iconClassName?: string;
  /** Marks in a tinted circle, for lists that stand on their own. */
  bubble?: boolean;
  mark?: "check" | "dot";
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex ${bubble ? "gap-4" : "gap-3"}`}>
          {mark === "dot" ? (
            <span
              aria-hidden="true"
              className={`mt-[calc((1lh-0.625rem)/2)] size-2.5 shrink-0 rounded-full bg-sand-200 ring-4 ring-sand-100 ${bubble ? "mx-[0.6875rem]" : "mx-[0.3125rem]"}`}
            />
          ) : bubble ? (
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
