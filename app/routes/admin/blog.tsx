import { SuccessNotice } from "~/components/ui/form";
import { data, Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { adminBlog as texts } from "~/content/admin-blog";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { adminPosts } from "~/features/blog/admin-posts.server";
import { editPostPath, newPostId } from "~/features/blog/admin-paths";
import { formatAdminDate } from "~/lib/format";
import { ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { readFlash } from "~/server/flash.server";
import type { Route } from "./+types/blog";

/** /admin/blog: every post with its status (concept, gepland, gepubliceerd), ADR 0057. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const flash = readFlash(request, ["deleted"]);
  return data({ posts: await adminPosts(), deleted: flash.notice === "deleted" }, { headers: flash.headers });
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { posts, deleted } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
          <p className="mt-3 text-lg">{texts.intro}</p>
        </div>
        <ButtonLink to={editPostPath(newPostId)}>{texts.newPost}</ButtonLink>
      </div>
      {deleted && <SuccessNotice className="mt-6" message={texts.deleted} />}
      {posts.length === 0 ? (
        <p className="mt-8">{texts.empty}</p>
      ) : (
        <ScrollTable
          label={texts.tableLabel}
          columns={[texts.columns.title, texts.columns.status, texts.columns.date, texts.columns.updated]}
        >
          <tbody>
            {posts.map((post) => (
              <tr key={post.id}>
                <td className={tdClass}>
                  <Link to={editPostPath(post.id)} className="font-semibold text-pine-700 underline underline-offset-4">
                    {post.title}
                  </Link>
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{texts.status[post.status]}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatAdminDate(post.publishedAt)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatAdminDate(post.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
