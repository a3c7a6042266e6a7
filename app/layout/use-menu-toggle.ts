import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * State of a header's <details> menu (ADR 0045): closed again after every
 * navigation, and Escape closes it and puts focus back on its toggle. Without
 * JavaScript the <details> opens and closes by itself.
 */
export function useMenuToggle() {
  // The key changes on every navigation, also to the page already shown (its own menu link).
  const { key } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLElement>(null);

  useEffect(() => setMenuOpen(false), [key]);

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

  return { menuOpen, setMenuOpen, toggleRef };
}
