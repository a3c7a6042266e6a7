import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormSummary } from "~/components/ui/form";
import { adminTestimonialEditor, adminTestimonials as texts } from "~/content/admin-coach-facts";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { EmptyList, ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { adminTestimonialsPath, editTestimonialPath, newTestimonialId } from "~/features/coach-facts/admin-paths";
import { testimonialIdSchema } from "~/features/coach-facts/facts-form";
import { refreshFactPages } from "~/features/coach-facts/page-refresh.server";
import { adminTestimonials, moveTestimonial, setVisibility } from "~/features/coach-facts/testimonials.server";
import { formRefusal } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { readFlash } from "~/server/flash.server";
import type { Route } from "./+types/testimonials";

/** /admin/ervaringen: the testimonials in the site's order; reorder, show and hide (ADR 0061). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const flash = readFlash(request, ["deleted"]);
  return data(
    { testimonials: await adminTestimonials(), deleted: flash.notice === "deleted" },
    { headers: flash.headers },
  );
}

const intents = {
  up: testimonialIdSchema,
  down: testimonialIdSchema,
  show: testimonialIdSchema,
  hide: testimonialIdSchema,
};
const errors = adminTestimonialEditor.errors;

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const parsed = parseIntent(await request.formData(), intents);
  if (!parsed) return data(formRefusal("Unknown intent", errors.unknownIntent), { status: 400 });
  if (!parsed.ok) return data(formRefusal("Unknown testimonial", errors.unknown), { status: 404 });
  const { id } = parsed.value;
  if (parsed.intent === "up" || parsed.intent === "down") {
    // At the end already: nothing to do, the list is shown again as it is.
    await moveTestimonial(id, parsed.intent);
  } else {
    const outcome = await setVisibility(user.email, id, parsed.intent === "show");
    if (!outcome.ok) {
      return outcome.reason === "unknown"
        ? data(formRefusal("Unknown testimonial", errors.unknown), { status: 404 })
        : data(formRefusal("No consent", errors.noConsent), { status: 409 });
    }
    if (outcome.visible !== outcome.wasVisible) {
      await logAccess(user, outcome.visible ? "testimonial-publish" : "testimonial-hide", {
        table: "testimonials",
        id,
      });
    }
  }
  await refreshFactPages();
  throw redirect(adminTestimonialsPath, 303);
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonials, deleted } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
          <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>
        </div>
        <ButtonLink to={editTestimonialPath(newTestimonialId)}>{texts.newTestimonial}</ButtonLink>
      </div>
      <div className="mt-6">
        {deleted && !actionData ? (
          <FormSummary result={{ ok: true, code: "Deleted", message: texts.deleted }} errorTitle={texts.errorTitle} />
        ) : (
          <FormSummary result={actionData} errorTitle={texts.errorTitle} />
        )}
      </div>
      {testimonials.length === 0 ? (
        <EmptyList>{texts.empty}</EmptyList>
      ) : (
        <ScrollTable
          label={texts.tableLabel}
          columns={[texts.columns.name, texts.columns.text, texts.columns.status, texts.columns.order]}
        >
          <tbody>
            {testimonials.map((item, index) => {
              // The forms are `relative` so these stay inside the table's scroll box, not widen the page.
              const context = <span className="sr-only">{texts.rowContext(item.name)}</span>;
              return (
                <tr key={item.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <Link
                      to={editTestimonialPath(item.id)}
                      className="font-semibold text-pine-700 underline underline-offset-4"
                    >
                      {item.name}
                    </Link>
                    {item.sample && (
                      <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-sm text-body ring-1 ring-sand-200">
                        {texts.sample}
                      </span>
                    )}
                  </td>
                  <td className={`${tdClass} max-w-md whitespace-normal`}>
                    <span className="line-clamp-2">{item.text}</span>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <Form method="post" className="relative flex items-center gap-3">
                      <input type="hidden" name="id" value={item.id} />
                      <span>
                        {item.visible ? texts.shown : texts.hidden}
                        {!item.consent && !item.sample && (
                          <span className="block text-sm text-muted">{texts.noConsent}</span>
                        )}
                      </span>
                      <Button
                        type="submit"
                        name="intent"
                        value={item.visible ? "hide" : "show"}
                        variant="secondary"
                        disabled={busy}
                      >
                        {item.visible ? texts.hide : texts.show}
                        {context}
                      </Button>
                    </Form>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <Form method="post" className="relative flex gap-2">
                      <input type="hidden" name="id" value={item.id} />
                      <Button type="submit" name="intent" value="up" variant="ghost" disabled={busy || index === 0}>
                        {texts.up}
                        {context}
                      </Button>
                      <Button
                        type="submit"
                        name="intent"
                        value="down"
                        variant="ghost"
                        disabled={busy || index === testimonials.length - 1}
                      >
                        {texts.down}
                        {context}
                      </Button>
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
