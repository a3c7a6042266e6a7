import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { twoFactorPrompt as texts } from "~/content/admin";

/**
 * Shown on every admin page while the signed-in admin logs in with a password
 * only (ADR 0019); small, and 'Later' hides it for a week in this browser (ADR 0116).
 */
export function TwoFactorPrompt({ back }: { back: string }) {
  return (
    <aside
      aria-labelledby="tweestap-titel"
      className="mb-6 flex flex-col gap-3 rounded-xl border-l-4 border-clay-500 bg-white px-4 py-3 shadow-sm ring-1 ring-sand-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p id="tweestap-titel" className="font-semibold text-ink">
          {texts.title}
        </p>
        <p className="mt-1 hidden text-sm text-body sm:block">{texts.text}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Link to="/admin/security" className={buttonClass("primary", "md", "text-sm")}>
          {texts.link}
        </Link>
        <Form method="post" action="/admin/tweestap-later" reloadDocument>
          <input type="hidden" name="terug" value={back} />
          <button type="submit" className={buttonClass("ghost", "md", "text-sm")}>
            {texts.later}
          </button>
        </Form>
      </div>
    </aside>
  );
}
