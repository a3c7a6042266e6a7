import { data } from "react-router";
import { changePages } from "~/content/booking";
import { AppointmentChange, changeStatus } from "~/features/booking/AppointmentChange";
import { rescheduleByToken, changePreview, type ChangeView } from "~/features/booking/visitor-booking.server";
import { textValue } from "~/lib/forms/parse-form";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/afspraak-verzetten";

/**
 * /afspraak/verzetten/<token>: the signed link in the visitor's mails. GET only
 * shows what will happen (mail scanners open links); the POST acts.
 */
const answer = (view: ChangeView) => data(view, { status: changeStatus[view.kind] });

export async function loader({ params }: Route.LoaderArgs) {
  return answer(await changePreview("reschedule", params.token));
}

export async function action({ params, request }: Route.ActionArgs) {
  return answer(
    await rescheduleByToken(params.token, textValue(await request.formData().catch(() => new FormData()), "start")),
  );
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: changePages.reschedule.metaTitle,
    description: changePages.reschedule.metaTitle,
    path: "/afspraak/verzetten",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AppointmentChange action="reschedule" view={actionData ?? loaderData} answered={actionData !== undefined} />;
}
