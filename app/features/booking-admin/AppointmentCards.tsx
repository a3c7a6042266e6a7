import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { intentField } from "~/lib/forms/parse-form";
import { adminAppointments as texts } from "~/content/admin-agenda";
import { EmailCell } from "~/features/admin-lists/ListParts";
import type { AppointmentRow } from "./appointment-list.server";

const statusClass = {
  gepland: "bg-pine-50 text-success ring-pine-100",
  verzet: "bg-sand-100 text-body ring-sand-200",
  geannuleerd: "bg-red-50 text-danger ring-red-200",
  geweest: "bg-sand-100 text-body ring-sand-200",
} as const;

/**
 * The appointments as cards (ADR 0116): stacked on a phone, one row each from
 * 1024 px, with the status and the action always in view; nothing scrolls sideways.
 */
export function AppointmentCards({
  label,
  rows,
  cancelLink,
  formAction,
}: {
  label: string;
  rows: AppointmentRow[];
  cancelLink: (id: number) => string;
  /** Where the row's forms post: the list as it is shown. */
  formAction: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <ul aria-label={label} className="mt-6 space-y-3">
      {rows.map((row) => (
        <li
          key={row.id}
          className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 lg:grid-cols-[13rem_minmax(0,16rem)_minmax(0,1fr)_auto] lg:items-start lg:gap-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-2 lg:flex-col lg:items-start">
            <h2 className="text-lg font-semibold text-ink">
              {row.date} <span className="whitespace-nowrap">{texts.at(row.time)}</span>
            </h2>
            <span
              className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${statusClass[row.status]}`}
            >
              {row.noShow ? texts.noShowStatus : texts.statuses[row.status]}
            </span>
          </div>
          <div className="min-w-0 break-words">
            <Link
              to={row.personHref}
              aria-label={texts.person(row.name)}
              className="font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-900"
            >
              {row.name}
            </Link>
            <p className="mt-1 text-sm">
              <EmailCell email={row.email} />
            </p>
            {row.phone && <p className="mt-1 text-sm">{row.phone}</p>}
          </div>
          <div className="min-w-0">
            {row.question ? (
              <p className="line-clamp-4 whitespace-pre-line break-words">{row.question}</p>
            ) : (
              <p className="text-muted">{texts.noQuestion}</p>
            )}
          </div>
          {row.cancellable && (
            <Link
              to={cancelLink(row.id)}
              aria-label={texts.cancelLabel(row.name, `${row.date} ${row.time}`)}
              className={buttonClass("dangerOutline", "md", "justify-self-start text-sm")}
            >
              {texts.cancel}
            </Link>
          )}
          {row.canMarkNoShow && (
            <Form method="post" action={formAction} className="justify-self-start">
              <input type="hidden" name="appointmentId" value={row.id} />
              <Button
                type="submit"
                variant="secondary"
                size="md"
                name={intentField}
                value="niet-gekomen"
                disabled={busy}
                aria-label={texts.noShowLabel(row.name, `${row.date} ${row.time}`)}
                className="text-sm"
              >
                {texts.noShow}
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
