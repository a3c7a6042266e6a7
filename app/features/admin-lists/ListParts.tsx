import { useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormSummary } from "~/components/ui/form";
import { adminListCommon as texts } from "~/content/admin-lists";
import { intentField } from "~/lib/forms/parse-form";
import type { FormResult } from "~/lib/forms/form-result";
import { ConfirmPanel } from "./DeleteConfirmation";
import { pageHref } from "~/lib/paging";

/** Title, description with the total, and the CSV export link of an admin list. */
export function ListHeader({
  title,
  description,
  total,
  csvHref,
}: {
  title: string;
  description: string;
  total: number;
  csvHref: string;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg">
          {description}
          {total > 0 && ` ${texts.total(total)}`}
        </p>
      </div>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        {/* reloadDocument: a file download, not a client-side navigation. */}
        <Link to={csvHref} reloadDocument download className={buttonClass("secondary", "md", "text-sm")}>
          {texts.exportCsv}
        </Link>
        <span className="text-sm text-muted">{texts.exportHint}</span>
      </div>
    </div>
  );
}

/** A list's body: the load error, the empty state, or the rows (the table and its pager). */
export function ListBody({
  error,
  empty,
  emptyText,
  children,
}: {
  error: string | null;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (error) {
    return (
      <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-danger ring-1 ring-red-200">
        {error}
      </p>
    );
  }
  if (empty) return <EmptyList>{emptyText}</EmptyList>;
  return children;
}

/** The outcome of a row action on a list (delete; tags on the subscriber list), announced (the empty live region is there before it fills). */
export function DeleteStatus({ result }: { result: FormResult | undefined }) {
  return (
    <div className="mt-6">
      <FormSummary result={result} errorTitle={texts.deleteErrorTitle} />
    </div>
  );
}

/**
 * A table that scrolls sideways on small screens; focusable so keyboard users can scroll it too.
 * With `columns` it also gives the table its caption (the label) and its header row (`false` skips a column).
 */
export function ScrollTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns?: readonly (string | false)[];
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-sand-200"
    >
      <table className="w-full min-w-max border-collapse text-left text-sm sm:text-base">
        {columns && (
          <>
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr>
                {columns.map(
                  (column) =>
                    column && (
                      <th key={column} scope="col" className={thClass}>
                        {column}
                      </th>
                    ),
                )}
              </tr>
            </thead>
          </>
        )}
        {children}
      </table>
    </div>
  );
}

/** The list's line when there are no rows (none yet, or none that match). */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="mt-6 rounded-2xl bg-white p-8 text-center text-muted ring-1 ring-sand-200">{children}</p>;
}

export const thClass = "whitespace-nowrap border-b border-sand-200 bg-sand-50 px-3 py-3 font-semibold text-ink";
export const tdClass = "border-b border-sand-100 px-3 py-2 align-middle";

export function NameCell({ name }: { name: string | null }) {
  return name ? <>{name}</> : <em className="text-muted">{texts.notGiven}</em>;
}

export function EmailCell({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-pine-800 underline underline-offset-2 hover:text-pine-900">
      {email}
    </a>
  );
}

/** Links that switch a list between views (all / a subset), the current one marked for screen readers. */
export function ListTabs({
  label,
  current,
  tabs,
}: {
  label: string;
  current: string;
  tabs: readonly { key: string; label: string; to: string }[];
}) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              aria-current={current === item.key ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-5 font-semibold ring-1 ring-inset ${
                current === item.key
                  ? "bg-pine-700 text-cream ring-pine-700"
                  : "bg-white text-pine-800 ring-pine-300 hover:bg-pine-50"
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 'Vorige' / 'Volgende' links and 'Pagina X van Y' (D23); missing links are shown as dimmed text. */
export function Pager({ search, page, pages }: { search: string; page: number; pages: number }) {
  const inactive = "inline-flex min-h-11 items-center px-5 text-muted";
  return (
    <nav aria-label={texts.pagerLabel} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageHref(search, page - 1)} rel="prev" className={buttonClass("secondary", "md", "text-sm")}>
          <span aria-hidden="true">←</span> {texts.previous}
          <span className="sr-only"> pagina</span>
        </Link>
      ) : (
        <span className={inactive} aria-hidden="true">
          {texts.previous}
        </span>
      )}
      <p>{texts.pageOf(page, pages)}</p>
      {page < pages ? (
        <Link to={pageHref(search, page + 1)} rel="next" className={buttonClass("secondary", "md", "text-sm")}>
          {texts.next}
          <span className="sr-only"> pagina</span> <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={inactive} aria-hidden="true">
          {texts.next}
        </span>
      )}
    </nav>
  );
}

function DeleteForm({ id, action, onCancel }: { id: number; action: string; onCancel: ReactNode }) {
  return (
    <Form method="post" action={action} className="mt-6 flex flex-wrap gap-3">
      <input type="hidden" name={intentField} value="delete" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-danger px-5 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-red-900"
      >
        {texts.confirmButton}
      </button>
      {onCancel}
    </Form>
  );
}

/**
 * 'Verwijderen' for one row. Without JavaScript it is a link to the list's
 * confirmation step (?verwijder=id); with JavaScript it opens a dialog instead.
 */
export function DeleteControl({
  id,
  who,
  search,
  action,
}: {
  id: number;
  who: string;
  search: string;
  action: string;
}) {
  const [open, setOpen] = useState(false);
  const params = new URLSearchParams(search);
  params.set("verwijder", String(id));
  return (
    <>
      <Link
        to={`?${params.toString()}`}
        preventScrollReset
        aria-label={texts.deleteFor(who)}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-danger underline underline-offset-2 hover:bg-red-50"
      >
        {texts.delete}
      </Link>
      <Dialog open={open} onClose={() => setOpen(false)} title={texts.confirmTitle}>
        <p>{texts.confirmText(who)}</p>
        <DeleteForm
          id={id}
          action={action}
          onCancel={
            <button type="button" onClick={() => setOpen(false)} className={buttonClass("secondary")}>
              {texts.cancel}
            </button>
          }
        />
      </Dialog>
    </>
  );
}

/** The confirmation step for browsers without JavaScript. */
export function ConfirmDeletePanel({ id, who, action }: { id: number; who: string; action: string }) {
  return (
    <ConfirmPanel title={texts.confirmTitle} text={texts.confirmText(who)}>
      <DeleteForm
        id={id}
        action={action}
        onCancel={
          <Link to={action} className={buttonClass("secondary")}>
            {texts.cancel}
          </Link>
        }
      />
    </ConfirmPanel>
  );
}
