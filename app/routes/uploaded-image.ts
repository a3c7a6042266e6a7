import { uploadedImageResponse } from "~/features/uploaded-images/serve.server";
import type { Route } from "./+types/uploaded-image";

/** GET /afbeeldingen/:file: an image the coach uploaded (ADR 0058). */
export function loader({ params, request }: Route.LoaderArgs) {
  return uploadedImageResponse(params.file, request.method);
}
