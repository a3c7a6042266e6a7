import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * State of a header's <details> menu (ADR 0045): closed again after every
 * navigation, and Escape closes it and puts focus back on its toggle. Without
 * JavaScript the <details> opens and closes by itself.
 *
 * A tap before hydration opens the <details> natively while React still holds
 * "closed"; setting that same state again would change nothing, and the menu
 * would stay open over the next page. So the hook takes the element's state on
 * hydration and closes the element itself.
 */
export function useMenuToggle() {
  // The key changes on every navigation, also to the page already shown (its own menu link).
  const { key } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);

  const closeMenu = () => {
    if (detailsRef.current) detailsRef.current.open = false;
    setMenuOpen(false);
  };

  // On hydration: keep a menu that was opened before; after that, every navigation closes it.
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) {
      if (detailsRef.current?.open) setMenuOpen(true);
      return;
    }
    shownKey.current = key;
    closeMenu();
  }, [key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        closeMenu();
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return { menuOpen, setMenuOpen, closeMenu, detailsRef, toggleRef };
}
