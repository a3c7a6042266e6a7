import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { versionHistory as texts } from "~/content/content-history";
import { formatAdminDate } from "~/lib/format";
import type { VersionEntry } from "./history.server";

/**
 * The earlier versions of one thing (ADR 0058), newest first, each with who
 * saved it, when, and a button that posts `intent` with its `version` (and
 * `fields`, e.g. which text) to `action`.
 */
export function VersionList({
  versions,
  action,
  intent = "restore",
  fields = {},
  busy,
}: {
  versions: VersionEntry[];
  action: string;
  intent?: string;
  fields?: Record<string, string>;
  busy: boolean;
}) {
  if (versions.length === 0) return <p className="mt-4">{texts.empty}</p>;
  return (
    <ul className="mt-4 divide-y divide-sand-200">
      {versions.map((version) => (
        <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <span>{texts.savedBy(version.savedBy, formatAdminDate(version.savedAt))}</span>
          <Form method="post" action={action}>
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="version" value={version.id} />
            <Button type="submit" name="intent" value={intent} variant="secondary" disabled={busy}>
              {texts.restore}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
