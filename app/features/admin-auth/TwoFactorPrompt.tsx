import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { twoFactorPrompt as texts } from "~/content/admin";

/** Shown on every admin page while the signed-in admin logs in with a password only (ADR 0019). */
export function TwoFactorPrompt() {
  return (
    <aside
      aria-labelledby="tweestap-titel"
      className="mb-8 flex flex-col gap-4 rounded-2xl border-l-4 border-clay-500 bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p id="tweestap-titel" className="font-semibold text-ink">
          {texts.title}
        </p>
        <p className="mt-1 text-body">{texts.text}</p>
      </div>
      <Link to="/admin/security" className={buttonClass("primary", "md", "shrink-0 text-sm")}>
        {texts.link}
      </Link>
    </aside>
  );
}
