import type { SVGProps } from "react";

/** Stroke icons (24 px grid). Decorative unless given a title by the caller. */
const paths = {
  arrowRight: "M5 12h14M13 5l7 7-7 7",
  arrowLeft: "M19 12H5M11 5l-7 7 7 7",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  chevronLeft: "M15 5l-7 7 7 7",
  chevronRight: "M9 5l7 7-7 7",
  chevronDown: "M5 9l7 7 7-7",
  check: "M5 12.5l4.5 4.5L19 7",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  phone: "M6.5 3.5h3l1.5 4-2 1.5a11 11 0 005.5 5.5l1.5-2 4 1.5v3a2 2 0 01-2 2A16.5 16.5 0 014.5 5.5a2 2 0 012-2z",
  mapPin: "M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0113 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  video: "M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2",
  star: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z",
  pause: "M8 5v14M16 5v14",
  play: "M7 5l12 7-12 7z",
  sparkles:
    "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z",
  radar: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 12l6-6",
  battery: "M3 8h15v8H3zM21 11v2M6 11h5v2H6z",
  home: "M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-5h4v5",
  mirror: "M12 21c-4 0-6.5-3.5-6.5-9S8 3 12 3s6.5 3.5 6.5 9-2.5 9-6.5 9zM9.5 8.5c.5-1.2 1.4-2 2.5-2.3",
  linkedin:
    "M4 9h3.5v11H4zM5.75 6.5a1.75 1.75 0 100-3.5 1.75 1.75 0 000 3.5zM10 9h3.3v1.6c.5-.9 1.7-1.9 3.6-1.9 3.5 0 4.1 2.3 4.1 5.3v6H17.5v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z",
  instagram:
    "M7.5 3h9A4.5 4.5 0 0121 7.5v9a4.5 4.5 0 01-4.5 4.5h-9A4.5 4.5 0 013 16.5v-9A4.5 4.5 0 017.5 3zM12 16a4 4 0 100-8 4 4 0 000 8zM17.3 6.7h.01",
  pencil: "M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4",
  quote:
    "M9.5 7C6.5 8 5 10.3 5 13.5V17h4.5v-4.5H7c0-2 1-3.4 2.5-4zM18.5 7c-3 1-4.5 3.3-4.5 6.5V17h4.5v-4.5H16c0-2 1-3.4 2.5-4z",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = "size-5", ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
