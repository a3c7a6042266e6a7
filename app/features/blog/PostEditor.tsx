import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, TextArea, TextField, SuccessNotice } from "~/components/ui/form";
import { Picture } from "~/components/ui/picture";
import { adminBlog, adminBlogEditor as texts } from "~/content/admin-blog";
import { blogPath } from "~/content/public-pages";
import { localParts } from "~/lib/amsterdam-time";
import type { VersionEntry } from "~/features/content-history/history.server";
import { VersionHistory } from "~/features/content-history/VersionHistory";
import { DeleteConfirmation, DeleteLink } from "~/features/admin-lists/DeleteConfirmation";
import { fieldError, type FormFailure } from "~/lib/forms/form-result";
import { PhotoField } from "~/features/uploaded-images/PhotoField";
import { adminBlogPath, coverUploadPath, editPostPath } from "./admin-paths";
import type { EditablePost } from "./admin-posts.server";
import { postSchema } from "./post-form";

export type EditorNotice = "saved" | "published" | "scheduled" | "unpublished" | "restored";

export interface PreviewAnswer {
  html: string;
  readingMinutes: number;
  /** What was typed, for the page rendered again after a preview without JavaScript. */
  values: Record<string, string>;
}

/** An ISO instant as a `datetime-local` value in the coach's time zone. */
function localInputValue(iso: string | null): string {
  if (!iso) return "";
  const p = localParts(Date.parse(iso));
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

const coverRefusals = texts.cover.refused as Record<string, string | undefined>;

/** The blog editor (ADR 0057): fields, a live preview in the article's style, cover, history, delete. */
export function PostEditor({
  post,
  versions,
  preview,
  notice,
  cover,
  confirmDelete,
  failure,
  previewed,
}: {
  post: EditablePost | undefined;
  versions: VersionEntry[];
  preview: string;
  notice?: EditorNotice;
  cover?: string;
  confirmDelete: boolean;
  failure?: FormFailure;
  /** The answer of "Voorbeeld bijwerken" (the button, not the live preview). */
  previewed?: PreviewAnswer;
}) {
  const busy = useNavigation().state === "submitting";
  const previewFetcher = useFetcher<{ preview: PreviewAnswer }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = previewFetcher.data?.preview ?? previewed;
  const [previewHtml, setPreviewHtml] = useState(latest?.html ?? preview);
  useEffect(() => {
    if (latest) setPreviewHtml(latest.html);
  }, [latest]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const typed = (field: string, fallback: string) => (failure ?? previewed)?.values[field] ?? fallback;
  const action = editPostPath(post?.id ?? "nieuw");
  const minutes = latest?.readingMinutes ?? post?.readingMinutes;
  const live = post?.status === "gepubliceerd";

  /** The live preview: the form as it is now, rendered by the server a moment after typing stops. */
  const schedulePreview = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const body = new FormData(form);
      body.set("intent", "preview");
      void previewFetcher.submit(body, { method: "post", action });
    }, 300);
  };

  return (
    <>
      <p>
        <Link to={adminBlogPath} className="font-semibold text-pine-700 underline underline-offset-4">
          {texts.back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{post ? texts.editTitle : texts.newTitle}</h1>
      {post && (
        <p className="mt-3 text-lg">
          {texts.statusLabel} <strong>{adminBlog.status[post.status]}</strong>
          {post.status === "gepubliceerd" && (
            <>
              {" · "}
              <a href={blogPath(post.slug)} className="text-pine-700 underline underline-offset-4">
                {texts.viewLive}
              </a>
            </>
          )}
        </p>
      )}
      {notice && <SuccessNotice className="mt-6" message={texts[notice]} />}

      {post && confirmDelete && <DeleteConfirmation action={action} busy={busy} texts={texts.delete} />}

      <div className="mt-10 grid grid-cols-1 gap-10 xl:grid-cols-2">
        <Form
          method="post"
          action={action}
          className="space-y-5"
          onInput={(event) => schedulePreview(event.currentTarget)}
          // A preview posted after the save would reload the page's data behind the save's
          // redirect and take its notice away (ADR 0098): a pending one is dropped.
          onSubmit={() => clearTimeout(timer.current)}
        >
          <TextField
            label={texts.fields.title}
            name="title"
            {...postSchema.title.constraints}
            defaultValue={typed("title", post?.title ?? "")}
            error={fieldError(failure, "title")}
          />
          <TextField
            label={texts.fields.slug}
            name="slug"
            hint={texts.fields.slugHint}
            {...postSchema.slug.constraints}
            defaultValue={typed("slug", post?.slug ?? "")}
            error={fieldError(failure, "slug")}
          />
          <TextArea
            label={texts.fields.description}
            name="description"
            rows={3}
            hint={texts.fields.descriptionHint}
            {...postSchema.description.constraints}
            defaultValue={typed("description", post?.description ?? "")}
            error={fieldError(failure, "description")}
          />
          <TextField
            label={texts.fields.tags}
            name="tags"
            hint={texts.fields.tagsHint}
            {...postSchema.tags.constraints}
            defaultValue={typed("tags", post?.tags.join(", ") ?? "")}
            error={fieldError(failure, "tags")}
          />
          <TextField
            label={texts.fields.keywords}
            name="keywords"
            hint={texts.fields.keywordsHint}
            {...postSchema.keywords.constraints}
            defaultValue={typed("keywords", post?.keywords.join(", ") ?? "")}
            error={fieldError(failure, "keywords")}
          />
          <TextField
            label={texts.fields.publishAt}
            name="publishAt"
            type="datetime-local"
            hint={texts.fields.publishAtHint}
            defaultValue={typed("publishAt", localInputValue(post?.publishedAt ?? null))}
            error={fieldError(failure, "publishAt")}
          />
          <TextField
            label={texts.fields.coverAlt}
            name="coverAlt"
            hint={texts.fields.coverAltHint}
            {...postSchema.coverAlt.constraints}
            required={Boolean(post?.cover)}
            defaultValue={typed("coverAlt", post?.coverAlt ?? "")}
            error={fieldError(failure, "coverAlt")}
          />
          <TextArea
            label={texts.fields.body}
            name="body"
            rows={18}
            formatting
            hint={texts.fields.bodyHint}
            {...postSchema.body.constraints}
            defaultValue={typed("body", post?.body ?? "")}
            error={fieldError(failure, "body")}
            className="font-mono"
          />
          {minutes !== undefined && <p className="text-muted">{texts.readingTime(minutes)}</p>}
          <FormSummary errorTitle={texts.failedTitle} result={failure} />
          <div className="flex flex-wrap gap-3">
            {live ? (
              // A live post is updated, not published again: it stays on the site (ADR 0117).
              <Button type="submit" name="intent" value="publish" disabled={busy}>
                {busy ? texts.busy : texts.update}
              </Button>
            ) : (
              <>
                <Button type="submit" name="intent" value="save" disabled={busy}>
                  {busy ? texts.busy : texts.save}
                </Button>
                <Button type="submit" name="intent" value="publish" variant="secondary" disabled={busy}>
                  {texts.publish}
                </Button>
              </>
            )}
            {post && post.status !== "concept" && (
              <Button type="submit" name="intent" value="unpublish" variant="secondary" disabled={busy}>
                {texts.unpublish}
              </Button>
            )}
            <Button type="submit" name="intent" value="preview" variant="ghost" disabled={busy}>
              {texts.previewButton}
            </Button>
          </div>
        </Form>

        <section aria-labelledby="preview-title" aria-live="polite">
          <h2 id="preview-title" className="text-2xl font-semibold">
            {texts.previewTitle}
          </h2>
          <div className="mt-4 rounded-2xl bg-cream p-6 ring-1 ring-sand-200 sm:p-8">
            {previewHtml ? (
              <div className="prose-coach" data-testid="preview" dangerouslySetInnerHTML={{ __html: previewHtml }} />
            ) : (
              <p className="text-muted">{texts.previewEmpty}</p>
            )}
          </div>
        </section>
      </div>

      <section aria-labelledby="cover-title" className="mt-12 max-w-2xl">
        <h2 id="cover-title" className="text-2xl font-semibold">
          {texts.cover.title}
        </h2>
        {cover === "bewaard" && <SuccessNotice className="mt-4" message={texts.coverSaved} />}
        {post ? (
          <>
            {post.cover ? (
              <figure className="mt-4">
                <Picture image={post.cover} sizes="40rem" className="aspect-[40/21] w-full rounded-2xl object-cover" />
                <figcaption className="mt-2 text-sm text-muted">{texts.cover.current}</figcaption>
              </figure>
            ) : (
              <p className="mt-4">{texts.cover.none}</p>
            )}
            {/* A native multipart post: the file streams to the server (ADR 0034), which answers with a 303 back here. */}
            <form
              method="post"
              encType="multipart/form-data"
              action={`${coverUploadPath}?artikel=${post.id}`}
              className="mt-6 space-y-4"
            >
              <PhotoField error={cover ? coverRefusals[cover] : undefined} />
              <Button type="submit">{texts.cover.upload}</Button>
            </form>
          </>
        ) : (
          <p className="mt-4">{texts.cover.saveFirst}</p>
        )}
      </section>

      {post && <VersionHistory versions={versions} action={action} busy={busy} />}

      {post && !confirmDelete && <DeleteLink action={action} label={texts.delete.open} />}
    </>
  );
}
