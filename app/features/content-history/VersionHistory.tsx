import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { versionHistory as texts } from "~/content/content-history";
import { formatAdminDate } from "~/features/admin-lists/format";
import type { VersionEntry } from "./history.server";

/**
 * The earlier versions under an editor, each with a button that posts
 * `intent=restore` and `version` to the editor's own action (ADR 0058).
 */
export function VersionHistory({
  versions,
  action,
  busy,
  className = "mt-12 max-w-2xl",
}: {
  versions: VersionEntry[];
  action: string;
  busy: boolean;
  className?: string;
}) {
  return (
    <section aria-labelledby="history-title" className={className}>
      <h2 id="history-title" className="text-2xl font-semibold">
        {texts.title}
      </h2>
      {versions.length === 0 ? (
        <p className="mt-4">{texts.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200">
          {versions.map((version) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>{texts.savedBy(version.savedBy, formatAdminDate(version.savedAt))}</span>
              <Form method="post" action={action}>
                <input type="hidden" name="version" value={version.id} />
                <Button type="submit" name="intent" value="restore" variant="secondary" disabled={busy}>
                  {texts.restore}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
