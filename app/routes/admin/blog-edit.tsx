import { data, type ShouldRevalidateFunction } from "react-router";
import { adminBlogEditor as texts } from "~/content/admin-blog";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { adminBlogPath, editPostPath, newPostId } from "~/features/blog/admin-paths";
import { deletePost, editablePost, historyEntity, restoreVersion, savePost } from "~/features/blog/admin-posts.server";
import { coverFlash, coverOutcomes } from "~/features/blog/cover-upload.server";
import { PostEditor, type EditorNotice, type PreviewAnswer } from "~/features/blog/PostEditor";
import { refreshBlogPages } from "~/features/blog/page-refresh.server";
import { postSchema, versionSchema } from "~/features/blog/post-form";
import { readingMinutes } from "~/features/blog/reading-time";
import { versionsOf } from "~/features/content-history/history.server";
import { formFailure, formRefusal, type FormFailure } from "~/lib/forms/form-result";
import { parseForm, parseIntent, textValue } from "~/lib/forms/parse-form";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import { renderMarkdown } from "~/server/markdown.server";
import type { Route } from "./+types/blog-edit";

/** The post id in the path, or undefined for /admin/blog/nieuw; anything else is a 404. */
function postIdOf(param: string): number | undefined {
  if (param === newPostId) return undefined;
  const id = /^\d{1,15}$/.test(param) ? Number(param) : 0;
  if (id <= 0) throw data(null, { status: 404 });
  return id;
}

const notices: readonly EditorNotice[] = ["saved", "published", "scheduled", "unpublished", "restored"];

/** /admin/blog/:id: write, preview, publish, schedule, restore and delete one post (ADR 0057). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = postIdOf(params.id);
  // The editor's notices and the cover upload's answers (routes/admin/blog-cover.ts), each shown once (ADR 0098).
  const flash = readFlash(request, [...notices, ...coverOutcomes.map(coverFlash)]);
  const base = {
    notice: notices.find((notice) => notice === flash.notice),
    cover: coverOutcomes.find((outcome) => coverFlash(outcome) === flash.notice),
    confirmDelete: new URL(request.url).searchParams.get("verwijderen") === "bevestigen",
  };
  const headers = flash.headers;
  if (id === undefined) return data({ ...base, post: undefined, versions: [], preview: "" }, { headers });
  const post = await editablePost(id);
  if (!post) throw data(null, { status: 404 });
  const versions = await versionsOf(historyEntity, id);
  return data({ ...base, post, versions, preview: renderMarkdown(post.body) }, { headers });
}

const intents = {
  save: postSchema,
  publish: postSchema,
  unpublish: postSchema,
  preview: {},
  restore: versionSchema,
  delete: {},
};

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const id = postIdOf(params.id);
  const form = await request.formData();
  const parsed = parseIntent(form, intents);
  if (!parsed) return data(formRefusal("Unknown intent", texts.errors.unknown), { status: 400 });

  if (parsed.intent === "preview") {
    // Rendered exactly as the article will be: the same sanitised Markdown.
    const body = textValue(form, "body").slice(0, 100_000);
    // The typed values come back too: without JavaScript the page is rendered again with them.
    const { values } = parseForm(postSchema, form);
    return {
      preview: { html: renderMarkdown(body), readingMinutes: readingMinutes(body), values } satisfies PreviewAnswer,
    };
  }
  if (parsed.intent === "delete") {
    if (id === undefined || !(await deletePost(id))) throw data(null, { status: 404 });
    await logAccess(user, "blog-delete", { table: "blog_posts", id });
    await refreshBlogPages();
    throw redirectWithFlash(adminBlogPath, "deleted");
  }
  if (parsed.intent === "restore") {
    if (id === undefined || !parsed.ok || !(await restoreVersion(user.email, id, parsed.value.version))) {
      return data(formRefusal("Unknown version", texts.errors.version), { status: 400 });
    }
    await refreshBlogPages();
    throw redirectWithFlash(editPostPath(id), "restored");
  }

  if (!parsed.ok)
    return data<FormFailure>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  const publication = parsed.intent === "save" ? "keep" : parsed.intent;
  const outcome = await savePost(user.email, id, parsed.value, publication);
  if (!outcome.ok) {
    return data<FormFailure>(
      formFailure(
        outcome.code,
        [{ field: outcome.field, code: outcome.code, message: outcome.message }],
        parsed.values,
      ),
      { status: 400 },
    );
  }
  const live = outcome.status !== "concept";
  const wasLive = outcome.before !== undefined && outcome.before !== "concept";
  if (live && !wasLive) await logAccess(user, "blog-publish", { table: "blog_posts", id: outcome.id });
  if (!live && wasLive) await logAccess(user, "blog-unpublish", { table: "blog_posts", id: outcome.id });
  await refreshBlogPages();
  const notice: EditorNotice =
    publication === "unpublish"
      ? "unpublished"
      : outcome.status === "gepland"
        ? "scheduled"
        : outcome.status === "gepubliceerd" && !wasLive
          ? "published"
          : "saved";
  throw redirectWithFlash(editPostPath(outcome.id), notice);
}

/**
 * The live preview posts as the coach types; it changes nothing, so it does not
 * reload the page's data. A reload then would also eat the flash of a save that
 * landed just before (ADR 0098) and take its notice away.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData?.post ? texts.editTitle : texts.newTitle },
  { name: "robots", content: "noindex" },
];

export default function AdminBlogEdit({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && "ok" in actionData ? actionData : undefined;
  const previewed = actionData && "preview" in actionData ? actionData.preview : undefined;
  return <PostEditor {...loaderData} failure={failure} previewed={previewed} />;
}
