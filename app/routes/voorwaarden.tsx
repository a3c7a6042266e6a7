import { termsPage } from "~/content/legal/terms";
import { LegalPageView } from "~/features/legal/LegalPageView";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/voorwaarden";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: termsPage.title, description: termsPage.metaDescription, path: "/voorwaarden" });

export default function Terms() {
  return <LegalPageView page={termsPage} />;
}
