import { data } from "react-router";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { invoiceLinkPage as text } from "~/content/invoices";
import { invoiceLinkView } from "~/features/invoices/downloads.server";
import { dutchDate } from "~/features/invoices/dates";
import { LinkOutcome, LinkPage } from "~/features/newsletter/LinkOutcome";
import { seoMeta } from "~/features/seo/meta";
import { useSite } from "~/features/site/site-data";
import type { Route } from "./+types/factuur";

/**
 * /factuur/<token>: the client's signed link to an invoice (D33, ADR 0102).
 * The token names the invoice by id, so no personal data is in the address;
 * the page names the invoice and offers its stored PDF.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const view = await invoiceLinkView(params.token);
  const status = { ok: 200, invalid: 404, expired: 410, error: 503 }[view.kind];
  return data(view, { status });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: text.metaTitle, description: text.description, path: "/factuur", noindex: true });

export default function InvoiceLink({ loaderData: view }: Route.ComponentProps) {
  const site = useSite();
  const ready = view.kind === "ok";
  const words = ready ? undefined : text[view.kind];
  return (
    <LinkPage title={text.metaTitle} headingId="factuur-titel">
      <LinkOutcome
        headingId="factuur-titel"
        title={ready ? text.ready.title(view.document, view.number) : words!.title}
        body={ready ? text.ready.body(dutchDate(view.issueDate)) : words!.body}
        problem={!ready}
      >
        {ready ? (
          // A plain link to the file: the browser saves it, no script involved.
          <a href={view.pdfPath} className={`mt-8 ${buttonClass("primary", "lg")}`} download>
            {text.ready.button}
          </a>
        ) : (
          <>
            <p className="mt-4 text-lg leading-relaxed">{text.contact(site.email)}</p>
            <ButtonLink to="/home" variant="secondary" className="mt-8">
              {text.home}
            </ButtonLink>
          </>
        )}
      </LinkOutcome>
    </LinkPage>
  );
}
