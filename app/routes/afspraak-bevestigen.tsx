import { data, redirect } from "react-router";
import { changePages } from "~/content/booking";
import { AppointmentChange, changeStatus } from "~/features/booking/AppointmentChange";
import { confirmRequest, requestPreview, type RequestView } from "~/features/booking/booking-requests.server";
import { textValue } from "~/lib/forms/parse-form";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/afspraak-bevestigen";

/**
 * /afspraak/bevestigen/<token>: the signed link in the mail that answers a
 * booking form (ADR 0080). GET only shows the time asked for and the free
 * times (mail scanners open links); the POST books, then shows "Je afspraak
 * staat" like a booking did before.
 */
function answer(view: RequestView) {
  if (view.kind === "booked") return redirect(view.viewPath, 303);
  return data(view, { status: changeStatus[view.kind] });
}

export async function loader({ params }: Route.LoaderArgs) {
  return answer(await requestPreview(params.token));
}

export async function action({ params, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  return answer(await confirmRequest(params.token, textValue(form, "start") || null));
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: changePages.confirm.metaTitle,
    description: changePages.confirm.metaTitle,
    path: "/afspraak/bevestigen",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AppointmentChange action="confirm" view={actionData ?? loaderData} answered={actionData !== undefined} />;
}
