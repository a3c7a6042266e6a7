import { data } from "react-router";
import { changePages } from "~/content/booking";
import { AppointmentChange, changeStatus } from "~/features/booking/AppointmentChange";
import { cancelByToken, changePreview, type ChangeView } from "~/features/booking/visitor-booking.server";

import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/afspraak-annuleren";

/**
 * /afspraak/annuleren/<token>: the signed link in the visitor's mails. GET only
 * shows what will happen (mail scanners open links); the POST acts.
 */
const answer = (view: ChangeView) => data(view, { status: changeStatus[view.kind] });

export async function loader({ params }: Route.LoaderArgs) {
  return answer(await changePreview("cancel", params.token));
}

export async function action({ params }: Route.ActionArgs) {
  return answer(await cancelByToken(params.token));
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: changePages.cancel.metaTitle,
    description: changePages.cancel.metaTitle,
    path: "/afspraak/annuleren",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AppointmentChange action="cancel" view={actionData ?? loaderData} answered={actionData !== undefined} />;
}
