import { lifeCoaching } from "~/content/services";
import { EditableText } from "~/features/editable-content/EditableText";
import { editableText } from "~/features/editable-content/editable.server";
import { seoMeta } from "~/features/seo/meta";
import { ServicePageView } from "~/features/services/ServicePageView";
import type { Route } from "./+types/life-coaching";

/** The intro is the coach's text life_coaching_intro (D24, /admin/website); rendered into the page cache (ADR 0062). */
export async function loader() {
  return { intro: await editableText("life_coaching_intro") };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: lifeCoaching.metaTitle,
    description: lifeCoaching.metaDescription,
    path: lifeCoaching.path,
  });

export default function LifeCoaching({ loaderData }: Route.ComponentProps) {
  return (
    <ServicePageView
      page={lifeCoaching}
      heroTone="dark"
      intro={<EditableText contentKey="life_coaching_intro" text={loaderData.intro} />}
    />
  );
}
