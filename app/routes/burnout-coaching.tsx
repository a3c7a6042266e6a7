import { burnoutCoaching } from "~/content/services";
import { seoMeta } from "~/features/seo/meta";
import { ServicePageView } from "~/features/services/ServicePageView";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/burnout-coaching";

/** The burn-out page has a light hero, so the header starts with dark text (product.md §2). */
export const handle: RouteHandle = { headerTone: "dark" };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: burnoutCoaching.metaTitle,
    description: burnoutCoaching.metaDescription,
    path: burnoutCoaching.path,
  });

export default function BurnoutCoaching() {
  return <ServicePageView page={burnoutCoaching} heroTone="light" />;
}
