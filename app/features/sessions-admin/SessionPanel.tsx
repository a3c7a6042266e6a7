import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/form";
import { sessionPanel as texts } from "~/content/admin-sessions";
import { ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
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
      {data.counts.length === 0 ? (
        <p className="mt-4 text-muted">{texts.none}</p>
      ) : (
        <ScrollTable
          label={texts.countsCaption}
          columns={[
            texts.columns.type,
            texts.columns.left,
            texts.columns.booked,
            texts.columns.used,
            texts.columns.expiry,
          ]}
        >
          <tbody>
            {data.counts.map((count) => (
              <tr key={count.typeId} data-testid={`tegoed-${count.typeId}`}>
                <td className={`${tdClass} font-semibold`}>{count.typeName}</td>
                <td className={tdClass}>{count.left}</td>
                <td className={tdClass}>{count.booked}</td>
                <td className={tdClass}>{count.used}</td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {count.nextExpiry ? formatTableDate(count.nextExpiry) : "-"}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}

      {data.sessions.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{texts.sessionsTitle}</h3>
          <ScrollTable
            label={texts.sessionsCaption}
            columns={[
              texts.sessionColumns.when,
              texts.sessionColumns.type,
              texts.sessionColumns.status,
              texts.sessionColumns.actions,
            ]}
          >
            <tbody>
              {data.sessions.map((session) => (
                <tr key={session.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>{session.when}</td>
                  <td className={tdClass}>{session.type}</td>
                  <td className={tdClass}>{texts.statuses[session.status] ?? session.status}</td>
                  <td className={tdClass}>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
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
            defaultValue={typedValue(result, "typeId") ?? String(data.types[0]!.id)}
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
