import { Button } from "~/components/ui/button";
import { TextField, SuccessNotice } from "~/components/ui/form";
import { Portrait } from "~/components/ui/portrait";
import { editableTextLabels, portraitLabels as labels } from "~/content/editable";
import type { SiteImage } from "~/content/images";
import type { VersionEntry } from "~/features/content-history/history.server";
import { VersionList } from "~/features/content-history/VersionList";
import { PhotoField } from "~/features/uploaded-images/PhotoField";
import { maxAltLength } from "./alt";
import { adminWebsitePath, portraitUploadPath } from "./paths";

/** The portrait at /admin/website: the current photo, an upload with its description, earlier photos. */
export function PortraitSection({
  image,
  uploaded,
  versions,
  outcome,
  restored,
  busy,
}: {
  image: SiteImage;
  uploaded: boolean;
  versions: VersionEntry[];
  /** The flash after an upload (ADR 0098): "bewaard" or why it was refused. */
  outcome?: string;
  restored: boolean;
  busy: boolean;
}) {
  const refusal = outcome && outcome !== "bewaard" ? labels.refused[outcome] : undefined;
  return (
    <section aria-labelledby="portret-titel" id="portret" className="mt-10 max-w-3xl scroll-mt-24">
      <h2 id="portret-titel" className="text-2xl font-semibold">
        {labels.title}
      </h2>
      <p className="mt-2">{labels.text}</p>
      {(outcome === "bewaard" || restored) && (
        <SuccessNotice className="mt-4" message={restored ? labels.restored : labels.saved} />
      )}
      <div className="mt-6 grid gap-8 sm:grid-cols-[12rem_1fr]">
        <figure>
          <Portrait image={image} sizes="12rem" className="w-48" />
          <figcaption className="mt-2 text-sm text-muted">{uploaded ? labels.current : labels.placeholder}</figcaption>
        </figure>
        {/* A native multipart post: the file streams to the server (ADR 0034), which answers with a 303 back here. */}
        <form method="post" encType="multipart/form-data" action={portraitUploadPath} className="space-y-4">
          {/* Before the file, so the description arrives first in the body. */}
          <TextField
            label={labels.alt}
            name="alt"
            hint={labels.altHint}
            required
            maxLength={maxAltLength}
            defaultValue={uploaded ? image.alt : ""}
            error={outcome === "alt" ? refusal : undefined}
          />
          <PhotoField error={outcome === "alt" ? undefined : refusal} />
          <Button type="submit" disabled={busy}>
            {labels.upload}
          </Button>
        </form>
      </div>
      <details className="mt-6">
        <summary className="cursor-pointer font-medium text-pine-700">
          {editableTextLabels.history.title} ({versions.length})
        </summary>
        <VersionList versions={versions} action={adminWebsitePath} intent="portrait-restore" busy={busy} />
      </details>
    </section>
  );
}
