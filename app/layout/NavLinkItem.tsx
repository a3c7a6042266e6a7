import { Link } from "react-router";
import type { NavItem } from "~/content/navigation";
import { useScrollToSection } from "./scroll-to-section";

/** A page link, or a link to a home section that scrolls there smoothly (works without JS too). */
export function NavLinkItem({
  item,
  className,
  onNavigate,
}: {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
}) {
  const scrollTo = useScrollToSection();
  if ("to" in item) {
    return (
      <Link to={item.to} className={className} onClick={onNavigate} prefetch="intent">
        {item.label}
      </Link>
    );
  }
  return (
    <a
      href={`/home#${item.section}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onNavigate?.();
        scrollTo(item.section);
      }}
    >
      {item.label}
    </a>
  );
}
