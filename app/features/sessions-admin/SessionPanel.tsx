import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/form";
import { sessionPanel as texts } from "~/content/admin-sessions";
import { formatTableDate } from "~/lib/format";
import { fieldError, typedValue, type FormResult } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import type { SessionPanelData } from "./credit-action.server";
import { creditSchemas, type CreditIntent } from "./credit-form";

/** 'Sessies en tegoed' on the person card (ADR 0123): credits per type, sessions, and the coach's hand changes. */
export function SessionPanel({ data, result }: { data: SessionPanelData; result: FormResult | undefined }) {
  const busy = useNavigation().state !== "idle";
  const submit = (intent: CreditIntent, label: string) => (
    <Button type="submit" name={intentField} value={intent} disabled={busy}>
      {label}
    </Button>
  );
  const reasonField = (intent: "tegoed-toevoegen" | "tegoed-teruggeven") => (
    <TextField
      label={texts.reasonLabel}
      hint={texts.reasonHint}
      name="reason"
      {...creditSchemas[intent].reason.constraints}
      defaultValue={typedValue(result, "reason")}
      error={fieldError(result, "reason")}
    />
  );
  return (
    <>
      {/* Lists, not tables: on a phone the numbers, the status and the action stay in view. */}
      {data.counts.length === 0 ? (
        <p className="mt-4 text-muted">{texts.none}</p>
      ) : (
        <ul aria-label={texts.countsCaption} className="mt-4 space-y-3">
          {data.counts.map((count) => (
            <li
              key={count.typeId}
              data-testid={`tegoed-${count.typeId}`}
              className="rounded-2xl bg-white p-4 ring-1 ring-sand-200"
            >
              <p className="font-semibold">{count.typeName}</p>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
                {[
                  [texts.columns.left, count.left],
                  [texts.columns.booked, count.booked],
                  [texts.columns.used, count.used],
                  [texts.columns.expiry, count.nextExpiry ? formatTableDate(count.nextExpiry) : "-"],
                ].map(([term, value]) => (
                  <div key={term}>
                    <dt className="text-sm text-muted">{term}</dt>
                    <dd className="font-semibold whitespace-nowrap">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}

      {data.sessions.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{texts.sessionsTitle}</h3>
          <ul aria-label={texts.sessionsCaption} className="mt-3 divide-y divide-sand-200 border-y border-sand-200">
            {data.sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                <div>
                  <p className="font-semibold whitespace-nowrap">{session.when}</p>
                  <p className="text-sm text-muted">
                    {session.type} · {texts.statuses[session.status] ?? session.status}
                  </p>
                </div>
                {session.canMarkNoShow && (
                  <Form method="post">
                    <input type="hidden" name="appointmentId" value={session.id} />
                    <Button
                      type="submit"
                      variant="secondary"
                      name={intentField}
                      value="niet-gekomen"
                      disabled={busy}
                      aria-label={texts.noShowLabel(session.when)}
                    >
                      {texts.noShow}
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {data.types.length === 0 ? (
        <p className="mt-6 text-muted">{texts.noTypes}</p>
      ) : (
        <Form method="post" className="mt-6 max-w-xl space-y-4" key={`add-${data.counts.length}`}>
          <h3 className="text-lg font-semibold">{texts.addTitle}</h3>
          <SelectField
            label={texts.typeLabel}
            name="typeId"
            // The type the client already has credit for, else the first.
            defaultValue={typedValue(result, "typeId") ?? String(data.counts[0]?.typeId ?? data.types[0]!.id)}
            error={fieldError(result, "typeId")}
          >
            {data.types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </SelectField>
          {reasonField("tegoed-toevoegen")}
          {submit("tegoed-toevoegen", texts.add)}
        </Form>
      )}

      {data.returnable.length > 0 && (
        <Form method="post" className="mt-6 max-w-xl space-y-4" key={`return-${data.returnable.length}`}>
          <h3 className="text-lg font-semibold">{texts.returnTitle}</h3>
          <SelectField label={texts.returnLabel} name="creditId" error={fieldError(result, "creditId")}>
            {data.returnable.map((credit) => (
              <option key={credit.id} value={credit.id}>
                {texts.returnOption(credit.type, credit.when)}
              </option>
            ))}
          </SelectField>
          {reasonField("tegoed-teruggeven")}
          {submit("tegoed-teruggeven", texts.return)}
        </Form>
      )}
    </>
  );
}
