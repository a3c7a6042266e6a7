import type { ReactNode } from "react";

/** One titled card of the security screen; `highlight` marks what needs attention now (the recovery codes). */
export function SecurityPanel({
  id,
  title,
  highlight = false,
  children,
}: {
  id: string;
  title: string;
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`mt-8 max-w-3xl rounded-2xl bg-white p-6 shadow-sm sm:p-8 ${highlight ? "ring-2 ring-pine-700" : "ring-1 ring-sand-200"}`}
    >
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
