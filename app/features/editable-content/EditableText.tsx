import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { editableTextLabels as labels, type EditableKey } from "~/content/editable";
import { summaryLines } from "~/features/forms/form-result";
import { editSchema, type EditResult } from "./edit-form";

/**
 * A text on a public page that an admin can edit in place (product.md §4 'Editable
 * text', D24): everyone sees the text as paragraphs; an admin also sees a
 * pencil that opens a textarea with Save and Cancel. Saving unchanged text
 * just closes the editor.
 */
export function EditableText({
  contentKey,
  text,
  canEdit,
}: {
  contentKey: EditableKey;
  text: string;
  canEdit: boolean;
}) {
  const fetcher = useFetcher<EditResult>();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  const [notice, setNotice] = useState<{ ok: boolean; title: string; text: string } | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const fieldId = useId();

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      setShown(answer.text);
      setEditing(false);
      setNotice({ ok: true, title: labels.savedTitle, text: labels.savedText });
      pencilRef.current?.focus();
    } else {
      setNotice({ ok: false, title: labels.failedTitle, text: summaryLines(answer).join(" ") || labels.failedText });
    }
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (editing) textareaRef.current?.focus();
  }, [editing]);

  const paragraphs = shown.split(/\n{2,}/).map((paragraph) => <p key={paragraph}>{paragraph}</p>);
  if (!canEdit)
    return (
      <div data-editable-key={contentKey} className="space-y-4">
        {paragraphs}
      </div>
    );

  return (
    <div data-editable-key={contentKey} className="space-y-4">
      {editing ? (
        <fetcher.Form
          method="post"
          action="/admin/content"
          className="space-y-3"
          onSubmit={(event) => {
            if (draft.trim() === shown.trim()) {
              event.preventDefault();
              setEditing(false);
            }
          }}
        >
          <input type="hidden" name="key" value={contentKey} />
          <label htmlFor={fieldId} className="sr-only">
            {labels.field}
          </label>
          <textarea
            ref={textareaRef}
            id={fieldId}
            name="text"
            value={draft}
            {...editSchema.text.constraints}
            rows={6}
            onChange={(event) => setDraft(event.target.value)}
            className="block w-full rounded-xl border border-sand-200 bg-white p-4 text-base text-ink"
          />
          <div className="flex gap-3">
            <Button type="submit" variant="light" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? labels.saving : labels.save}
            </Button>
            <Button
              variant="onDark"
              onClick={() => {
                setDraft(shown);
                setEditing(false);
              }}
            >
              {labels.cancel}
            </Button>
          </div>
        </fetcher.Form>
      ) : (
        <>
          {paragraphs}
          <Button
            ref={pencilRef}
            variant="light"
            className="min-h-9 px-3 text-sm"
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            <Icon name="pencil" className="size-4" />
            {labels.edit}
          </Button>
        </>
      )}
      <div role="status" className={notice ? "rounded-xl bg-pine-800 px-4 py-3 text-base text-cream" : "sr-only"}>
        {notice && (
          <>
            <strong>{notice.title}</strong> — {notice.text}
          </>
        )}
      </div>
    </div>
  );
}
