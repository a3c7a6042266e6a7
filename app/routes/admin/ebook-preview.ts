import { ebookAdminText } from "~/content/ebook-admin";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { ebookFileResponse } from "~/features/ebook/download.server";
import { currentEbook } from "~/server/ebook-storage.server";
import type { Route } from "./+types/ebook-preview";

/** GET /admin/ebook/preview: the current e-book, shown inline in the coach's browser. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const ebook = currentEbook();
  const response = ebook && (await ebookFileResponse(ebook, request.method, "inline"));
  return (
    response ??
    new Response(ebookAdminText.empty, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    })
  );
}
