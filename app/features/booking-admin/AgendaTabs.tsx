import { adminAgenda as texts } from "~/content/admin-agenda";
import { adminSessions as sessionTexts } from "~/content/admin-sessions";
import { ListTabs } from "~/features/admin-lists/ListParts";

/** The screens of the Agenda section: the appointments first, then the settings (ADR 0116), then the paid sessions (ADR 0122). */
export function AgendaTabs({ current }: { current: "instellingen" | "afspraken" | "sessies" }) {
  return (
    <ListTabs
      label={texts.sectionsLabel}
      current={current}
      tabs={[
        { key: "afspraken", label: texts.appointmentsTab, to: "/admin/agenda/afspraken" },
        { key: "instellingen", label: texts.settingsTab, to: "/admin/agenda" },
        { key: "sessies", label: sessionTexts.tab, to: "/admin/agenda/sessies" },
      ]}
    />
  );
}
