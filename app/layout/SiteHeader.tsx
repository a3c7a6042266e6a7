import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { bookingCta, headerLabels, mainNavigation } from "~/content/navigation";
import { NavLinkItem } from "./NavLinkItem";
import { useSite } from "~/features/site/site-data";

/** Scrolling past this many pixels makes the header solid (product.md §9). */
const scrollThreshold = 10;

/**
 * Fixed site header: transparent over the page hero, solid with a shadow once
 * scrolled. `tone="dark"` gives dark text before scrolling, for pages with a
 * light hero (SPEC: about, offer, blog, burn-out coaching).
 */
export function SiteHeader({ tone }: { tone: "light" | "dark" }) {
  const site = useSite();
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > scrollThreshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  const darkText = solid || tone === "dark";
  const linkColor = darkText ? "text-ink hover:text-pine-700" : "text-cream hover:text-sand-100";

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        solid ? "bg-cream/95 shadow-md backdrop-blur" : "bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-20 max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
        <Link
          to="/home"
          className={`font-serif text-xl font-semibold tracking-tight ${darkText ? "text-ink" : "text-cream"}`}
        >
          {site.businessName}
        </Link>
        <nav aria-label={headerLabels.mainMenu} className="hidden items-center gap-7 lg:flex">
          <ul className="flex items-center gap-7">
            {mainNavigation.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} className={`text-[0.95rem] font-medium transition-colors ${linkColor}`} />
              </li>
            ))}
          </ul>
          <Link to={bookingCta.to} className={buttonClass(darkText ? "primary" : "light", "md", "text-[0.95rem]")}>
            {bookingCta.label}
          </Link>
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className={`inline-flex size-11 items-center justify-center rounded-full lg:hidden ${darkText ? "text-ink" : "text-cream"}`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "close" : "menu"} className="size-7" />
          <span className="sr-only">{menuOpen ? headerLabels.closeMenu : headerLabels.openMenu}</span>
        </button>
      </div>
      <nav
        id={menuId}
        aria-label={headerLabels.mobileMenu}
        hidden={!menuOpen}
        className="border-t border-sand-200 bg-cream lg:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-5 py-4 sm:px-8">
          {mainNavigation.map((item) => (
            <li key={item.label}>
              <NavLinkItem
                item={item}
                onNavigate={() => setMenuOpen(false)}
                className="block rounded-lg px-2 py-3 text-lg font-medium text-ink hover:bg-sand-100"
              />
            </li>
          ))}
          <li className="mt-3">
            <Link
              to={bookingCta.to}
              className={buttonClass("primary", "lg", "w-full")}
              onClick={() => setMenuOpen(false)}
            >
              {bookingCta.label}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
