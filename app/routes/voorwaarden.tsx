import { termsPage, withSessionPolicy } from "~/content/legal/terms";
import { sessionPolicy } from "~/features/booking/session-credits.server";
import { LegalPageView } from "~/features/legal/LegalPageView";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/voorwaarden";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: termsPage.title, description: termsPage.metaDescription, path: "/voorwaarden" });

/** The cancel and credit terms as the coach set them; the page cache renders it again when she changes them. */
export async function loader() {
  return { policy: await sessionPolicy() };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={termsPage} fill={(text) => withSessionPolicy(text, loaderData.policy)} />;
}
