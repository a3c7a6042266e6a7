import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { clientPage } from "~/content/client-page";
import { formatAdminDate } from "~/lib/format";
import { intentField } from "~/lib/forms/parse-form";

const texts = clientPage.card;

/** The card's 'Klantpagina' panel (ADR 0124): the live link to copy, a new one, or none. */
export function ClientLinkPanel({ link }: { link: { url: string; expiresAt: string } | undefined }) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <p className="mt-4">{texts.text}</p>
      {link ? (
        <>
          <label htmlFor="klantlink" className="mt-4 block font-semibold">
            {texts.linkLabel}
          </label>
          <input
            id="klantlink"
            readOnly
            value={link.url}
            className="mt-2 w-full rounded-lg border border-sand-300 bg-sand-50 px-3 py-2 font-mono text-sm"
          />
          <p className="mt-2 text-muted">{texts.validUntil.replace("{date}", formatAdminDate(link.expiresAt))}</p>
        </>
      ) : (
        <p className="mt-4 text-muted">{texts.none}</p>
      )}
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" name={intentField} value="klantlink-maken" variant="secondary" disabled={busy}>
          {link ? texts.renew : texts.make}
        </Button>
        {link && (
          <Button type="submit" name={intentField} value="klantlink-intrekken" variant="dangerOutline" disabled={busy}>
            {texts.revoke}
          </Button>
        )}
      </Form>
    </>
  );
}
