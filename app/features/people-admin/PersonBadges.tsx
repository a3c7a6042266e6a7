import { adminPeople as texts } from "~/content/admin-people";
import type { PersonKind, PersonStatus } from "~/features/people/activity";

/** What a person did, as small labels (the list and the card). */
export function KindBadges({ kinds }: { kinds: readonly PersonKind[] }) {
  return (
    <ul className="flex flex-wrap gap-1">
      {kinds.map((kind) => (
        <li key={kind} className="rounded-full bg-sand-100 px-2.5 py-0.5 text-sm text-ink">
          {texts.kinds[kind]}
        </li>
      ))}
    </ul>
  );
}

export function StatusBadge({ status }: { status: PersonStatus }) {
  const fresh = status === "nieuw";
  return (
    <span
      className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${
        fresh ? "bg-pine-50 text-success ring-pine-100" : "bg-sand-100 text-body ring-sand-200"
      }`}
    >
      {texts.statuses[status]}
    </span>
  );
}
