import { cookiePageFor, cookiePageHead } from "~/content/legal/cookies";
import { LegalPageView } from "~/features/legal/LegalPageView";
import { seoMeta } from "~/features/seo/meta";
import { useBookingProvider } from "~/features/site/site-data";
import type { Route } from "./+types/cookies";

/** The footer's 'Cookie-instellingen' link points at /cookies#instellingen. */
const anchors = { "Je keuze wijzigen": "instellingen" };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: cookiePageHead.title, description: cookiePageHead.metaDescription, path: "/cookies" });

/** Names the external agenda only when the site runs with it (ADR 0095). */
export default function Cookies() {
  return <LegalPageView page={cookiePageFor(useBookingProvider())} anchors={anchors} />;
}
