import { Form } from "react-router";
import { adminNewsletter as texts } from "~/content/admin-lists";

/**
 * The tags of one subscriber, each with a remove button, and a small form to add
 * one (on the subscriber list and the person card, ADR 0056). Without `action`
 * the forms post to the page they are on.
 */
export function TagEditor({ id, email, tags, action }: { id: number; email: string; tags: string[]; action?: string }) {
  return (
    <div className="space-y-2">
      {tags.length === 0 ? (
        <span className="text-muted">{texts.noTags}</span>
      ) : (
        <ul className="flex flex-wrap gap-1">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-sand-100 py-0.5 pl-2.5 pr-1 text-sm text-ink"
            >
              {tag}
              <Form method="post" action={action}>
                <input type="hidden" name="id" value={id} />
                <input type="hidden" name="tag" value={tag} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-tag"
                  aria-label={texts.removeTag(tag, email)}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-sand-200"
                >
                  ×
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" action={action} className="flex items-center gap-1">
        <input type="hidden" name="id" value={id} />
        <input
          type="text"
          name="tag"
          required
          maxLength={40}
          aria-label={texts.addTagLabel(email)}
          className="w-28 rounded-lg border border-sand-300 px-2 py-1 text-sm"
        />
        <button
          type="submit"
          name="intent"
          value="add-tag"
          className="rounded-full px-3 py-1 text-sm font-semibold text-pine-700 ring-1 ring-pine-300 hover:bg-pine-50"
        >
          {texts.addTag}
        </button>
      </Form>
    </div>
  );
}
