import { lifeCoaching } from "~/content/services";
import { seoMeta } from "~/features/seo/meta";
import { ServicePageView } from "~/features/services/ServicePageView";
import type { Route } from "./+types/life-coaching";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: lifeCoaching.metaTitle,
    description: lifeCoaching.metaDescription,
    path: lifeCoaching.path,
  });

/** The intro is the admin-editable text life_coaching_intro (D24); it shows the default for now. */
export default function LifeCoaching() {
  return <ServicePageView page={lifeCoaching} heroTone="dark" editableIntroKey="life_coaching_intro" />;
}
