import { useEffect, useRef, type ReactNode } from "react";

/**
 * Fades its content in when 10% of it is visible and out again when it
 * leaves (product.md §2). Rendered visible, so pages without JavaScript or with
 * reduced motion show everything at once.
 */
export function Reveal({ children, className = "" }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        element.dataset.reveal = entry?.isIntersecting ? "in" : "out";
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} data-reveal="in" className={className}>
      {children}
    </div>
  );
}
