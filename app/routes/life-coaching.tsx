import { lifeCoaching } from "~/content/services";
import { sessionUser } from "~/features/admin-auth/session.server";
import { EditableText } from "~/features/editable-content/EditableText";
import { editableText } from "~/features/editable-content/editable.server";
import { seoMeta } from "~/features/seo/meta";
import { ServicePageView } from "~/features/services/ServicePageView";
import type { Route } from "./+types/life-coaching";

/** Server-rendered (not prerendered): the intro is the admin-editable text life_coaching_intro (D24). */
export async function loader({ request }: Route.LoaderArgs) {
  const [intro, user] = await Promise.all([editableText("life_coaching_intro"), sessionUser(request)]);
  return { intro, canEdit: user?.isAdmin === true };
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
      intro={<EditableText contentKey="life_coaching_intro" text={loaderData.intro} canEdit={loaderData.canEdit} />}
    />
  );
}
