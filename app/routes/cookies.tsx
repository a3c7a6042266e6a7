import { cookiePage } from "~/content/legal/cookies";
import { LegalPageView } from "~/features/legal/LegalPageView";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/cookies";

/** The footer's 'Cookie-instellingen' link points at /cookies#instellingen. */
const anchors = { "Je keuze wijzigen": "instellingen" };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: cookiePage.title, description: cookiePage.metaDescription, path: "/cookies" });

export default function Cookies() {
  return <LegalPageView page={cookiePage} anchors={anchors} />;
}
