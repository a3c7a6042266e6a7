import type { ReactNode } from "react";

/** One card of an Agenda screen: a titled section with an optional intro. */
export function AgendaSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl">{intro}</p>}
      {children}
    </section>
  );
}

/** Minutes after midnight as 'HH:MM'. */
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The small red text button that removes one row of an Agenda list. */
export const removeButtonClass =
  "inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-danger underline underline-offset-2 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-clay-500";
