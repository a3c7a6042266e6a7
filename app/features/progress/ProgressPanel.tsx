import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { progressTexts } from "~/content/progress";
import { formatAdminDate } from "~/lib/format";
import { intentField } from "~/lib/forms/parse-form";
import type { ProgressPanelData } from "./progress-action.server";
import { retakeIntent } from "./progress-form";
import { ProgressView } from "./ProgressView";

const texts = progressTexts.card;

/** The card's 'Voortgang' panel (ADR 0146): the results over time, and asking a client to take the test again. */
export function ProgressPanel({ data }: { data: ProgressPanelData }) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <ProgressView progress={data.progress} empty={texts.none} />
      {data.open && (
        <p className="mt-5">
          {texts.open
            .replace("{date}", formatAdminDate(data.open.requestedAt))
            .replace("{until}", formatAdminDate(data.open.expiresAt))}
        </p>
      )}
      {data.canAsk ? (
        <Form method="post" className="mt-5">
          <Button type="submit" name={intentField} value={retakeIntent} variant="secondary" disabled={busy}>
            {texts.ask}
          </Button>
          <p className="mt-2 text-sm text-muted">{texts.askHint}</p>
        </Form>
      ) : (
        <p className="mt-5 text-muted">{texts.noPackage}</p>
      )}
    </>
  );
}
