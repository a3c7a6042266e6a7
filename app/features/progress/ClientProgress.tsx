import { Card } from "~/components/ui/layout";
import { progressTexts } from "~/content/progress";
import type { Progress } from "./progress.server";
import { ProgressView } from "./ProgressView";

const texts = progressTexts.client;

/** The signed-in client page's 'Je voortgang' (ADR 0146): the self-test's results over time, chart and table. */
export function ClientProgress({ progress }: { progress: Progress }) {
  return (
    <Card>
      <section aria-labelledby="voortgang">
        <h2 id="voortgang" className="text-2xl font-semibold">
          {texts.title}
        </h2>
        <p className="mt-3 text-lg leading-relaxed">{texts.intro}</p>
        <ProgressView progress={progress} empty={texts.none} />
      </section>
    </Card>
  );
}
