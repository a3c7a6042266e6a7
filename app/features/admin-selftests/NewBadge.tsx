import { adminSelfTests as texts } from "~/content/admin-selftests";

/** 'Nieuw': not opened by the coach yet (D22). */
export function NewBadge() {
  return (
    <span className="ml-2 rounded-full bg-pine-700 px-2.5 py-0.5 text-sm font-semibold text-cream">
      {texts.newBadge}
    </span>
  );
}
