import { data, Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { FormSummary, RadioGroup, TextArea } from "~/components/ui/form";
import { Panel } from "~/components/ui/panel";
import { adminInvoices as texts, vatRegimeLabels } from "~/content/invoices";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { ScrollTable } from "~/features/admin-lists/ListParts";
import { formatInvoiceEuro } from "~/features/coach-facts/euro";
import { invoiceYears, periodFromSearch } from "~/features/invoices/admin-period.server";
import { invoicesIn, summarise } from "~/features/invoices/bookkeeping.server";
import { vatSettingSchema } from "~/features/invoices/settings-form";
import { readVatSetting, saveVatSetting } from "~/features/invoices/settings.server";
import { vatRegimes } from "~/features/invoices/vat";
import { fieldError, formFailure, typedValue, type FormFailure } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/invoices";

const path = "/admin/facturen";

/**
 * 'Facturen en btw' (D33, ADR 0103, ADR 0104): a quarter's or year's totals
 * per btw rate with the bookkeeper's downloads, and the btw setting new
 * invoices get. The overview shows sums only, no client.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const { period, invalid } = periodFromSearch(url.searchParams);
  const summary = summarise(await invoicesIn(period));
  const flash = readFlash(request, ["saved"]);
  return data(
    {
      period,
      invalid,
      years: await invoiceYears(),
      summary,
      setting: await readVatSetting(),
      saved: flash.notice === "saved",
    },
    { headers: flash.headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = parseForm(vatSettingSchema, await request.formData());
  if (!parsed.ok) {
    return data<FormFailure>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  }
  const { regeling, grond } = parsed.value;
  if (regeling === "exempt" && grond === "") {
    return data<FormFailure>(
      formFailure(
        "Validation failed",
        [{ field: "grond", code: "Required", message: texts.groundRequired }],
        parsed.values,
      ),
      { status: 400 },
    );
  }
  await saveVatSetting({ regime: regeling, exemptionGround: grond });
  await logAccess(admin, "vat-setting-changed");
  // Post/redirect/get: a reload must not post again.
  throw redirectWithFlash(path, "saved");
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminInvoices({ loaderData, actionData }: Route.ComponentProps) {
  const { period, summary } = loaderData;
  const name = texts.periodName(period.year, period.quarter);
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>

      <Panel id="overzicht" title={texts.overviewTitle(name)} className="mt-8 max-w-4xl">
        <PeriodChoice years={loaderData.years} year={period.year} quarter={period.quarter} />
        {loaderData.invalid && (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-danger ring-1 ring-red-200">
            {texts.period.invalid}
          </p>
        )}
        {summary.total.count === 0 ? (
          <p className="mt-6">{texts.empty}</p>
        ) : (
          <>
            <p className="mt-6">{texts.counts(summary.invoices, summary.credits)}</p>
            <ScrollTable
              label={texts.totalsCaption}
              columns={[
                texts.totalsColumns.regime,
                texts.totalsColumns.count,
                texts.totalsColumns.excl,
                texts.totalsColumns.vat,
                texts.totalsColumns.incl,
              ]}
            >
              {summary.totals.map((line) => (
                <tr key={`${line.regime}-${line.rate}`} className="border-t border-sand-100">
                  <th scope="row" className="px-4 py-3 text-left font-medium">
                    {vatRegimeLabels[line.regime]}
                  </th>
                  <Amounts count={line.count} excl={line.exclCents} vat={line.vatCents} incl={line.inclCents} />
                </tr>
              ))}
              <tr className="border-t-2 border-sand-200 font-semibold">
                <th scope="row" className="px-4 py-3 text-left">
                  {texts.totalsRow}
                </th>
                <Amounts
                  count={summary.total.count}
                  excl={summary.total.exclCents}
                  vat={summary.total.vatCents}
                  incl={summary.total.inclCents}
                />
              </tr>
            </ScrollTable>
            <p className="mt-4 text-sm text-muted">{texts.returnHint}</p>
          </>
        )}
        <h3 className="mt-8 text-xl font-semibold">{texts.downloadsTitle}</h3>
        <ul className="mt-4 grid gap-5 sm:grid-cols-2">
          <li>
            {/* reloadDocument: a file download, not a client-side navigation. */}
            <Link
              to={`${path}/export/facturen-${period.key}.csv`}
              reloadDocument
              download
              className={buttonClass("secondary")}
            >
              {texts.csv}
            </Link>
            <p className="mt-2 text-sm text-muted">{texts.csvHint}</p>
          </li>
          <li>
            <Link
              to={`${path}/export/ubl-${period.key}.zip`}
              reloadDocument
              download
              className={buttonClass("secondary")}
            >
              {texts.ubl}
            </Link>
            <p className="mt-2 text-sm text-muted">{texts.ublHint}</p>
            {summary.withoutUbl > 0 && <p className="mt-2 text-sm">{texts.ublSkipped(summary.withoutUbl)}</p>}
          </li>
        </ul>
      </Panel>

      <VatSettingForm
        setting={loaderData.setting}
        saved={loaderData.saved}
        result={actionData as FormFailure | undefined}
      />
    </>
  );
}

function Amounts({ count, excl, vat, incl }: { count: number; excl: number; vat: number; incl: number }) {
  const cell = "px-4 py-3 text-right tabular-nums";
  return (
    <>
      <td className={cell}>{count}</td>
      <td className={cell}>{formatInvoiceEuro(excl)}</td>
      <td className={cell}>{formatInvoiceEuro(vat)}</td>
      <td className={cell}>{formatInvoiceEuro(incl)}</td>
    </>
  );
}

/** A GET form, so the chosen period is in the address and the downloads follow it. */
function PeriodChoice({ years, year, quarter }: { years: number[]; year: number; quarter: number | null }) {
  const select =
    "mt-2 block min-h-11 rounded-xl border border-sand-200 bg-white px-4 py-2 text-base text-ink shadow-sm focus-visible:outline-3 focus-visible:outline-clay-500";
  return (
    <Form method="get" className="mt-5 flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor="jaar" className="block font-medium text-ink">
          {texts.period.year}
        </label>
        <select id="jaar" name="jaar" defaultValue={String(year)} className={select}>
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="kwartaal" className="block font-medium text-ink">
          {texts.period.quarter}
        </label>
        <select
          id="kwartaal"
          name="kwartaal"
          defaultValue={quarter === null ? "jaar" : String(quarter)}
          className={select}
        >
          {[1, 2, 3, 4].map((option) => (
            <option key={option} value={option}>
              {texts.period.quarterOption(option)}
            </option>
          ))}
          <option value="jaar">{texts.period.wholeYear}</option>
        </select>
      </div>
      <Button type="submit" variant="secondary">
        {texts.period.show}
      </Button>
    </Form>
  );
}

function VatSettingForm({
  setting,
  saved,
  result,
}: {
  setting: { regime: (typeof vatRegimes)[number]; exemptionGround: string };
  saved: boolean;
  result: FormFailure | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Panel id="btw" title={texts.settingsTitle} className="mt-8 max-w-4xl">
      <p className="mt-3">{texts.settingsIntro}</p>
      <div className="mt-4">
        <FormSummary
          result={result ?? (saved ? { ok: true, code: "Saved", message: texts.saved } : undefined)}
          errorTitle={texts.failedTitle}
        />
      </div>
      <Form method="post" className="mt-6 space-y-6">
        <RadioGroup
          legend={texts.regimeLegend}
          name="regeling"
          options={vatRegimes.map((regime) => ({ value: regime, ...texts.regimes[regime] }))}
          defaultValue={typedValue(result, "regeling") ?? setting.regime}
          error={fieldError(result, "regeling")}
        />
        <TextArea
          label={texts.groundLabel}
          name="grond"
          rows={3}
          hint={texts.groundHint}
          {...vatSettingSchema.grond.constraints}
          defaultValue={typedValue(result, "grond") ?? setting.exemptionGround}
          error={fieldError(result, "grond")}
        />
        <Button type="submit" disabled={busy}>
          {texts.save}
        </Button>
      </Form>
    </Panel>
  );
}
