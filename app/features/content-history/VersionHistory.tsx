import { versionHistory as texts } from "~/content/content-history";
import type { VersionEntry } from "./history.server";
import { VersionList } from "./VersionList";

/** The earlier versions under an editor, with its heading (ADR 0058): the blog post, a testimonial, the prices. */
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
      <VersionList versions={versions} action={action} busy={busy} />
    </section>
  );
}
