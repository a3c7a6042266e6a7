import { adhdCoaching } from "~/content/services";
import { seoMeta } from "~/features/seo/meta";
import { ServicePageView } from "~/features/services/ServicePageView";
import type { Route } from "./+types/adhd-coaching";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: adhdCoaching.metaTitle,
    description: adhdCoaching.metaDescription,
    path: adhdCoaching.path,
  });

export default function AdhdCoaching() {
  return <ServicePageView page={adhdCoaching} heroTone="dark" />;
}
