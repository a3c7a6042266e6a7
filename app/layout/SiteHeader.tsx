import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { bookingCta, mainNavigation, menuLabels } from "~/content/navigation";
import { NavLinkItem } from "./NavLinkItem";
import { useMenuToggle } from "./use-menu-toggle";
import { useSite } from "~/features/site/site-data";

/** Scrolling past this many pixels makes the header solid (product.md §9). */
const scrollThreshold = 10;
/** On /home the booking bar waits until this share of the screen is scrolled: the hero has the same button. */
const homeHeroShare = 0.6;

/**
 * Fixed site header. It is solid until a script has seen that the page is at
 * the top of its hero, so it stays legible without JavaScript: on a
 * dark hero it is solid pine, which looks the same as transparent there. With
 * JavaScript it turns transparent at the top and cream with a shadow once
 * scrolled. `tone="dark"` (light hero: about, offer, blog, burn-out coaching)
 * gives dark text before scrolling. The phone menu is a <details>, so it opens
 * without JavaScript as well.
 */
export function SiteHeader({ tone }: { tone: "light" | "dark" }) {
  const site = useSite();
  const { pathname } = useLocation();
  /** null until a script has measured: the server and a page without JS render solid. */
  const [atTop, setAtTop] = useState<boolean | null>(null);
  const [inHomeHero, setInHomeHero] = useState(false);
  const { menuOpen, setMenuOpen, closeMenu, detailsRef, toggleRef } = useMenuToggle();

  useEffect(() => {
    const update = () => {
      setAtTop(window.scrollY <= scrollThreshold);
      setInHomeHero(window.scrollY < window.innerHeight * homeHeroShare);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const transparent = atTop === true && !menuOpen;
  const unmeasuredDark = atTop === null && tone === "light" && !menuOpen;
  const lightText = tone === "light" && (transparent || unmeasuredDark);
  const background = transparent
    ? "bg-transparent"
    : unmeasuredDark
      ? "bg-pine-900"
      : "bg-cream/95 shadow-md backdrop-blur";
  const linkColor = lightText ? "text-cream hover:text-sand-100" : "text-ink hover:text-pine-700";

  return (
    <>
      <header
        data-site-header
        data-scrolled={atTop !== true}
        className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${background}`}
      >
        <div className="mx-auto flex h-header max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
          <Link
            to="/home"
            className={`font-serif text-xl font-semibold tracking-tight ${lightText ? "text-cream" : "text-ink"}`}
          >
            {site.businessName}
          </Link>
          <nav aria-label={menuLabels.main} className="hidden items-center gap-7 lg:flex">
            <ul className="flex items-center gap-7">
              {mainNavigation.map((item) => (
                <li key={item.label}>
                  <NavLinkItem item={item} className={`text-[0.95rem] font-medium transition-colors ${linkColor}`} />
                </li>
              ))}
            </ul>
            <Link to={bookingCta.to} className={buttonClass(lightText ? "light" : "primary", "md", "text-[0.95rem]")}>
              {bookingCta.label}
            </Link>
          </nav>
          <details
            ref={detailsRef}
            className="lg:hidden"
            open={menuOpen}
            onToggle={(event) => setMenuOpen(event.currentTarget.open)}
          >
            <summary
              ref={toggleRef}
              className={`flex size-11 cursor-pointer list-none items-center justify-center rounded-full [&::-webkit-details-marker]:hidden ${lightText ? "text-cream" : "text-ink"}`}
            >
              <Icon name={menuOpen ? "close" : "menu"} className="size-7" />
              <span className="sr-only">{menuOpen ? menuLabels.close : menuLabels.open}</span>
            </summary>
            <nav
              aria-label={menuLabels.mobile}
              className="absolute inset-x-0 top-header max-h-[calc(100svh-var(--spacing-header))] overflow-y-auto border-t border-sand-200 bg-cream shadow-md"
            >
              <ul className="mx-auto flex max-w-6xl flex-col px-5 py-4 sm:px-8">
                {mainNavigation.map((item) => (
                  <li key={item.label}>
                    <NavLinkItem
                      item={item}
                      onNavigate={closeMenu}
                      className="block rounded-lg px-2 py-3 text-lg font-medium text-ink hover:bg-sand-100"
                    />
                  </li>
                ))}
                <li className="mt-3">
                  <Link to={bookingCta.to} className={buttonClass("primary", "lg", "w-full")} onClick={closeMenu}>
                    {bookingCta.label}
                  </Link>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </header>
      {showsBookingBar(pathname) && <BookingBar away={pathname === "/home" && inHomeHero} />}
    </>
  );
}

/** One person's own pages: an appointment, a payment, an invoice, the client page. */
const personalPages = ["/afspraak/", "/betalen/", "/factuur/", "/client/"];

/**
 * The booking page and an appointment's or a client's own pages (confirmation,
 * cancel, move; payment, invoice, the client page) need no booking button; the
 * self-test's questions need the whole phone screen (ADR 0093).
 */
function showsBookingBar(pathname: string): boolean {
  return (
    pathname !== bookingCta.to && !personalPages.some((prefix) => pathname.startsWith(prefix)) && pathname !== "/test"
  );
}

/**
 * Phones: the booking button stays within thumb reach at the bottom of every
 * page but the booking page itself (the header has no room for it at 375 px).
 * On /home it slides in below the hero, whose own button is the same (`away`);
 * without JavaScript it is always there.
 * Below the cookie banner (z-30), so the banner's choice comes first.
 */
function BookingBar({ away }: { away: boolean }) {
  return (
    <nav
      aria-label={menuLabels.bookingBar}
      data-booking-bar
      inert={away}
      className={`fixed inset-x-0 bottom-0 z-20 border-t border-sand-200 bg-cream/95 px-5 py-3 backdrop-blur transition-transform duration-300 lg:hidden ${away ? "translate-y-full" : ""}`}
    >
      <Link to={bookingCta.to} className={buttonClass("primary", "md", "w-full")}>
        {bookingCta.label}
        <Icon name="arrowRight" />
      </Link>
    </nav>
  );
}
