import { ebookDownload } from "~/features/ebook/download.server";
import type { Route } from "./+types/download-ebook";

/** GET /download/ebook/:token: the signed link from the e-book mail (D16). */
export function loader({ params, request }: Route.LoaderArgs) {
  return ebookDownload(params.token, request.method);
}
