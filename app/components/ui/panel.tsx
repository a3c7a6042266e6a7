import type { ReactNode } from "react";

/** A white card section of an admin screen, named by its heading for screen readers. */
export function Panel({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-7 ${className}`}
    >
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
