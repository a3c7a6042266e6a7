import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/** Delays before scrolling (product.md §9): on /home, and after navigating there first. */
const delayOnHome = 100;
const delayAfterNavigation = 300;

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  // Stops below the fixed header: html's scroll-padding-top is its height (ADR 0114).
  const headerOffset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const top = target.getBoundingClientRect().top + window.scrollY - headerOffset;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  target.focus({ preventScroll: true });
}

/** Scrolls to a home-page section, going to /home first when elsewhere. */
export function useScrollToSection(): (id: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      if (pathname === "/home") {
        window.setTimeout(() => scrollToSection(id), delayOnHome);
        return;
      }
      // Counted from when /home has rendered: on a slow phone the page can take longer than the delay.
      void Promise.resolve(navigate("/home")).then(() =>
        window.setTimeout(() => scrollToSection(id), delayAfterNavigation),
      );
    },
    [navigate, pathname],
  );
}
