import { Icon } from "~/components/ui/icons";
import { ebookAdminText as text } from "~/content/ebook-admin";
import { summaryLines } from "~/lib/forms/form-result";
import { noticeTitle, type PanelNotice } from "./notice";

/**
 * The panel's toast. Both live regions are always in the page (a region that
 * appears or changes role is not reliably announced): a success is read out
 * politely, a failure at once.
 */
export function PanelToast({ notice, onClose }: { notice: PanelNotice | null; onClose: () => void }) {
  const box = (ok: boolean) =>
    notice?.ok === ok ? (
      <div
        className={`mt-6 flex items-start justify-between gap-4 rounded-xl px-4 py-3 ring-1 ${
          ok ? "bg-pine-50 text-pine-900 ring-pine-300" : "bg-red-50 text-danger ring-red-200"
        }`}
      >
        <p>
          <strong className="block">{noticeTitle(notice)}</strong>
          {notice.ok ? notice.message : summaryLines(notice).join(" ")}
        </p>
        <button
          type="button"
          onClick={onClose}
          className="-m-1 rounded-full p-2 hover:bg-white/60 focus-visible:outline-3 focus-visible:outline-clay-500"
        >
          <Icon name="close" className="size-4" />
          <span className="sr-only">{text.closeNotice}</span>
        </button>
      </div>
    ) : null;
  return (
    <>
      <div role="status">{box(true)}</div>
      <div role="alert">{box(false)}</div>
    </>
  );
}
