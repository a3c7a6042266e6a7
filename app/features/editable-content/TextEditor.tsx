import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { TextArea, SuccessNotice } from "~/components/ui/form";
import { editableTextLabels as labels, editableTexts, type EditableKey } from "~/content/editable";
import { VersionList } from "~/features/content-history/VersionList";
import { fieldError, type FormFailure } from "~/lib/forms/form-result";
import { EditableText } from "./EditableText";
import type { EditableEntry } from "./editable.server";

/** What "Voorbeeld tonen" answers: the typed text, and for Markdown the page's HTML. */
export interface TextPreview {
  key: EditableKey;
  text: string;
  html?: string;
}

/**
 * One text at /admin/website (ADR 0062): its page, a textarea, a preview in
 * the page's way (text as text, D24; Markdown through the site's renderer),
 * save, and its earlier versions. Works without JavaScript.
 */
export function TextEditor({
  entry,
  action,
  busy,
  failure,
  preview,
  notice,
}: {
  entry: EditableEntry;
  action: string;
  busy: boolean;
  /** A refused save of this text, with what was typed. */
  failure?: FormFailure;
  preview?: TextPreview;
  notice?: string;
}) {
  const { key } = entry;
  const { label, path, format } = editableTexts[key];
  const typed = failure?.values.text ?? preview?.text ?? entry.text;
  const titleId = `tekst-${key}`;
  return (
    <section
      aria-labelledby={`${titleId}-titel`}
      id={titleId}
      className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
    >
      <h3 id={`${titleId}-titel`} className="text-xl font-semibold">
        {label}
      </h3>
      <p className="mt-1 text-muted">
        {labels.onPage(path)} ·{" "}
        <a href={path} className="text-pine-700 underline underline-offset-4">
          {labels.view}
        </a>
      </p>
      {notice && <SuccessNotice className="mt-4" message={notice} />}
      <Form method="post" action={`${action}#${titleId}`} className="mt-5 space-y-4">
        <input type="hidden" name="key" value={key} />
        <TextArea
          label={`${labels.field}: ${label}`}
          name="text"
          rows={format === "markdown" ? 16 : 5}
          hint={format === "markdown" ? labels.markdownHint : labels.textsIntro}
          required
          defaultValue={typed}
          error={fieldError(failure, "text")}
          className={format === "markdown" ? "font-mono" : undefined}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" disabled={busy}>
            {labels.save}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
            {labels.preview}
          </Button>
        </div>
      </Form>
      {preview && (
        <div className="mt-6">
          <h4 className="font-semibold">{labels.previewTitle}</h4>
          <div
            className="mt-2 rounded-2xl bg-cream p-6 text-lg leading-relaxed ring-1 ring-sand-200"
            data-testid="preview"
          >
            {preview.html === undefined ? (
              <EditableText contentKey={key} text={preview.text} />
            ) : (
              <div className="prose-coach" dangerouslySetInnerHTML={{ __html: preview.html }} />
            )}
          </div>
        </div>
      )}
      <details className="mt-6">
        <summary className="cursor-pointer font-medium text-pine-700">
          {labels.history.title} ({entry.versions.length})
        </summary>
        <VersionList versions={entry.versions} action={action} fields={{ key }} busy={busy} />
      </details>
    </section>
  );
}
