import { data, Link } from "react-router";
import { ebookAdminText as text } from "~/content/ebook-admin";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { EbookAdminPanel } from "~/features/ebook-admin/EbookAdminPanel";
import { ebookPanelData } from "~/features/ebook-admin/panel.server";
import type { Route } from "./+types/ebook";

/**
 * The coach's e-book (product.md §2, §8; D16, D17): the current file, a
 * preview, a test link, the upload and sending it to waiting requests. Its
 * forms post to /admin/ebook/*, which answer back here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { panel, headers } = await ebookPanelData(request);
  return data({ panel }, { headers });
}

export const meta: Route.MetaFunction = () => [{ title: text.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminEbook({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{text.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{text.intro}</p>
      <p className="mt-2 text-muted">
        {text.publicPage.text}{" "}
        <Link
          to="/ebook-download"
          className="font-semibold text-pine-700 underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700"
        >
          {text.publicPage.link}
        </Link>
      </p>
      <EbookAdminPanel panel={loaderData.panel} />
    </>
  );
}
