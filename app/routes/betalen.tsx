import { data, Form, Link, useNavigation } from "react-router";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { FormSummary, RadioGroup, TextField } from "~/components/ui/form";
import { paymentPage as text } from "~/content/payments";
import { formatInvoiceEuro } from "~/features/coach-facts/euro";
import { LinkOutcome, LinkPage } from "~/features/newsletter/LinkOutcome";
import {
  checkoutAction,
  paymentPageView,
  type CheckoutResult,
  type PaymentPageView,
  type TransferDetails,
} from "~/features/payments/payment-page.server";
import { seoMeta } from "~/features/seo/meta";
import { useSite } from "~/features/site/site-data";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import type { Route } from "./+types/betalen";

/**
 * /betalen/<token>: the payment page of an offer (D33, ADR 0105). Works
 * without JavaScript; nothing from another site is loaded until the client
 * chooses iDEAL and is sent to Mollie. While Mollie's answer is awaited the
 * page reloads itself every five seconds (a meta refresh, no script).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const view = await paymentPageView(params.token);
  const status = view.kind === "offer" ? 200 : view.kind === "invalid" ? 404 : 410;
  return data(view, { status });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return checkoutAction(params.token, request, context.clientAddress);
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  // The token is in the address: it must not travel to another site (Mollie) as a referrer.
  // "same-origin", not "no-referrer": that would make the form's Origin "null", refused as cross-site.
  "Referrer-Policy": "same-origin",
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seoMeta(matches, { title: text.metaTitle, description: text.description, path: "/betalen", noindex: true }),
  ...(loaderData?.kind === "offer" && loaderData.state === "waiting" ? [{ httpEquiv: "refresh", content: "5" }] : []),
];

const headingId = "betalen-titel";

export default function PaymentPage({ loaderData: view, actionData }: Route.ComponentProps) {
  const site = useSite();
  if (view.kind !== "offer") {
    return (
      <LinkPage title={text.metaTitle} headingId={headingId}>
        <LinkOutcome headingId={headingId} title={text[view.kind].title} body={text[view.kind].body} problem>
          <p className="mt-4 text-lg leading-relaxed">{text.contact(site.email)}</p>
        </LinkOutcome>
      </LinkPage>
    );
  }
  return (
    <LinkPage title={text.metaTitle} headingId={headingId}>
      <Offer view={view} />
      <State view={view} result={actionData as CheckoutResult | undefined} />
      <p className="mt-8 text-sm text-muted">{text.contact(site.email)}</p>
    </LinkPage>
  );
}

type OfferView = Extract<PaymentPageView, { kind: "offer" }>;

function Offer({ view }: { view: OfferView }) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">{text.forYou(view.clientName)}</p>
      <h2 id={headingId} className="mt-2 text-2xl font-semibold break-words sm:text-3xl">
        {view.description}
      </h2>
      {view.personalLine && <p className="mt-4 text-lg leading-relaxed whitespace-pre-line">{view.personalLine}</p>}
      {view.features.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{text.included}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {view.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      )}
      {view.sessionTerms.sessions.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{text.sessionsTitle}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {view.sessionTerms.sessions.map((session) => (
              <li key={session.name}>{text.sessionLine(session.count, session.name, session.minutes)}</li>
            ))}
          </ul>
          <p className="mt-2">{text.sessionPolicy(view.sessionTerms.creditMonths, view.sessionTerms.cancelHours)}</p>
        </>
      )}
      <h3 className="mt-6 text-lg font-semibold">{text.price}</h3>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {view.vatRate > 0 && (
          <>
            <dt>{text.exclVat}</dt>
            <dd className="text-right tabular-nums">{formatInvoiceEuro(view.amounts.exclCents)}</dd>
            <dt>{text.vat(view.vatRate)}</dt>
            <dd className="text-right tabular-nums">{formatInvoiceEuro(view.amounts.vatCents)}</dd>
          </>
        )}
        <dt className="font-semibold">{text.total}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatInvoiceEuro(view.amounts.inclCents)}</dd>
      </dl>
      {view.vatNote && <p className="mt-2 text-sm text-muted">{view.vatNote}</p>}
    </>
  );
}

function State({ view, result }: { view: OfferView; result: CheckoutResult | undefined }) {
  const outcome = (key: "paid" | "failed" | "expired" | "canceled" | "refunded" | "waiting", problem: boolean) => (
    <div className="mt-8 border-t border-sand-200 pt-6">
      <LinkOutcome
        headingId={`${headingId}-status`}
        title={text.states[key].title}
        body={text.states[key].body}
        problem={problem}
      />
    </div>
  );
  switch (view.state) {
    case "paid":
    case "refunded":
      return (
        <>
          {outcome(view.state, false)}
          {view.invoicePath && (
            <ButtonLink to={view.invoicePath} variant="secondary" className="mt-6" reloadDocument>
              {text.invoice}
            </ButtonLink>
          )}
        </>
      );
    case "waiting":
      return (
        <>
          {outcome("waiting", false)}
          <a href="" className={`mt-6 ${buttonClass("secondary")}`}>
            {text.states.waiting.reload}
          </a>
        </>
      );
    case "transfer":
      return view.transfer ? <Transfer transfer={view.transfer} invoicePath={view.invoicePath} /> : null;
    case "failed":
    case "expired":
    case "canceled":
      return (
        <>
          {outcome(view.state, true)}
          <Choose view={view} result={result} />
        </>
      );
    case "choose":
      return <Choose view={view} result={result} />;
  }
}

function Transfer({ transfer, invoicePath }: { transfer: TransferDetails; invoicePath: string | null }) {
  const amount = formatInvoiceEuro(transfer.amountCents);
  return (
    <section aria-labelledby="overschrijving" className="mt-8 border-t border-sand-200 pt-6">
      <h2 id="overschrijving" className="text-xl font-semibold">
        {text.transfer.title}
      </h2>
      <p className="mt-2">{text.transfer.intro}</p>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
        <dl className="grid flex-1 grid-cols-1 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">{text.transfer.amount}</dt>
          <dd className="tabular-nums">{amount}</dd>
          <dt className="font-semibold">{text.transfer.iban}</dt>
          <dd className="tabular-nums">{transfer.iban}</dd>
          <dt className="font-semibold">{text.transfer.holder}</dt>
          <dd className="break-words">{transfer.holder}</dd>
          <dt className="font-semibold">{text.transfer.reference}</dt>
          <dd className="tabular-nums">{transfer.reference}</dd>
        </dl>
        <img
          src={transfer.qrDataUrl}
          alt={text.transfer.qrLabel(amount, transfer.reference)}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-lg bg-white ring-1 ring-sand-200"
        />
      </div>
      <p className="mt-4">{text.transfer.after}</p>
      {invoicePath && (
        <Link
          to={invoicePath}
          reloadDocument
          className="mt-4 inline-block font-semibold text-pine-800 underline underline-offset-2"
        >
          {text.invoice}
        </Link>
      )}
    </section>
  );
}

function Choose({ view, result }: { view: OfferView; result: CheckoutResult | undefined }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="mt-8 space-y-6 border-t border-sand-200 pt-6" noValidate>
      <FormSummary result={result} errorTitle={text.methodLegend} />
      <RadioGroup
        legend={text.methodLegend}
        name="method"
        defaultValue={typedValue(result, "method") ?? (view.methods.length === 1 ? view.methods[0] : undefined)}
        error={fieldError(result, "method")}
        options={view.methods.map((method) => ({
          value: method,
          label: text.methods[method],
          hint: text.methodHints[method],
        }))}
      />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{text.addressLegend}</legend>
        <p className="text-sm text-muted">{text.addressHint}</p>
        <TextField
          label={text.street}
          name="street"
          autoComplete="billing address-line1"
          maxLength={120}
          defaultValue={typedValue(result, "street")}
          error={fieldError(result, "street")}
        />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <TextField
            label={text.postalCode}
            name="postalCode"
            autoComplete="billing postal-code"
            maxLength={12}
            defaultValue={typedValue(result, "postalCode")}
            error={fieldError(result, "postalCode")}
          />
          <TextField
            label={text.city}
            name="city"
            autoComplete="billing address-level2"
            maxLength={80}
            defaultValue={typedValue(result, "city")}
            error={fieldError(result, "city")}
          />
        </div>
      </fieldset>
      {view.terms && (
        <section aria-labelledby="betalingsvoorwaarden">
          <h3 id="betalingsvoorwaarden" className="text-lg font-semibold">
            {text.termsTitle}
          </h3>
          <p className="mt-2 break-words whitespace-pre-line">{view.terms}</p>
        </section>
      )}
      <p className="text-sm">
        {text.termsLine}{" "}
        <Link to="/voorwaarden" className="font-semibold text-pine-800 underline underline-offset-2">
          {text.terms}
        </Link>
        .
      </p>
      <Button type="submit" size="lg" disabled={busy}>
        {text.submit}
      </Button>
    </Form>
  );
}
