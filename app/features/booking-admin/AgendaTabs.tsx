import { Link } from "react-router";
import { adminAgenda as texts } from "~/content/admin-agenda";

/** The two screens of the Agenda section: settings and appointments. */
export function AgendaTabs({ current }: { current: "instellingen" | "afspraken" }) {
  const items = [
    { key: "instellingen", label: texts.settingsTab, to: "/admin/agenda" },
    { key: "afspraken", label: texts.appointmentsTab, to: "/admin/agenda/afspraken" },
  ] as const;
  return (
    <nav aria-label={texts.sectionsLabel} className="mb-6">
      <ul className="flex flex-wrap gap-4 border-b border-sand-200">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              aria-current={current === item.key ? "page" : undefined}
              className={`inline-flex min-h-11 items-center border-b-4 px-1 font-semibold ${
                current === item.key
                  ? "border-pine-700 text-ink"
                  : "border-transparent text-pine-800 hover:border-pine-300"
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
