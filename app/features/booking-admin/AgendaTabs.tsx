import { adminAgenda as texts } from "~/content/admin-agenda";
import { ListTabs } from "~/features/admin-lists/ListParts";

/** The two screens of the Agenda section: the appointments first, then the settings (ADR 0116). */
export function AgendaTabs({ current }: { current: "instellingen" | "afspraken" }) {
  return (
    <ListTabs
      label={texts.sectionsLabel}
      current={current}
      tabs={[
        { key: "afspraken", label: texts.appointmentsTab, to: "/admin/agenda/afspraken" },
        { key: "instellingen", label: texts.settingsTab, to: "/admin/agenda" },
      ]}
    />
  );
}
