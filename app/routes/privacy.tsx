import { privacyPage } from "~/content/legal/privacy";
import { LegalPageView } from "~/features/legal/LegalPageView";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: privacyPage.title, description: privacyPage.metaDescription, path: "/privacy" });

export default function Privacy() {
  return <LegalPageView page={privacyPage} />;
}
