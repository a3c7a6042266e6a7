import { ebookAdminText as text } from "~/content/ebook-admin";
import { formatAdminDate } from "~/lib/format";
import type { EbookPanelData } from "./panel.server";

const sizeFormat = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1 });

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${sizeFormat.format(bytes / 1024)} KB`
    : `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/** The current e-book's name, size and upload date, the empty state, or why it could not be read. */
export function CurrentEbook({ panel }: { panel: EbookPanelData }) {
  if (panel.error) {
    return (
      <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-danger ring-1 ring-red-200">
        {panel.error === "storage" ? text.storageError : text.loadError}
      </p>
    );
  }
  if (!panel.ebook) return <p className="mt-3 text-body">{text.empty}</p>;
  const rows: [string, string][] = [
    [text.fileName, panel.ebook.name],
    [text.fileSize, formatSize(panel.ebook.size)],
    [text.pages, panel.ebook.pages === undefined ? text.pagesUnknown : String(panel.ebook.pages)],
    [text.uploadedAt, formatAdminDate(panel.ebook.uploadedAt)],
  ];
  return (
    <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-ink">{label}</dt>
          <dd className="break-all text-body">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
