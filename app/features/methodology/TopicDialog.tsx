import { Dialog } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icons";
import type { MethodologyTopic, TopicColor } from "~/content/methodology";
import { methodologyLabels } from "~/content/ui-labels";
import { CheckList } from "~/components/ui/check-list";

/**
 * The content's colour names mapped onto the site palette (app.css): a
 * background with an icon colour that keeps at least 5:1 contrast on it.
 */
export const topicColorClass: Record<TopicColor, string> = {
  sage: "bg-pine-100 text-pine-800 ring-1 ring-inset ring-pine-300/60",
  sand: "bg-sand-100 text-clay-600 ring-1 ring-inset ring-sand-200",
  sky: "bg-pine-300 text-pine-900",
  clay: "bg-clay-600 text-cream",
  moss: "bg-pine-500 text-cream",
  slate: "bg-ink text-sand-100",
};

/**
 * The explanation of one methodology topic (product.md §2): overview, key points and
 * practical approach in the shared modal dialog. `topic` stays set while the
 * dialog closes, so its content does not flash away.
 */
export function TopicDialog({
  topic,
  open,
  onClose,
}: {
  topic: MethodologyTopic | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open && topic !== null} onClose={onClose} title={topic?.title ?? ""}>
      {topic && (
        <div className="space-y-8 text-lg leading-relaxed">
          <div className="flex items-start gap-4">
            <span
              className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${topicColorClass[topic.color]}`}
            >
              <Icon name={topic.icon} className="size-6" />
            </span>
            <p className="font-medium text-ink">{topic.description}</p>
          </div>
          <section>
            <h3 className="text-xl font-semibold">{methodologyLabels.overview}</h3>
            <p className="mt-2">{topic.content.overview}</p>
          </section>
          <section>
            <h3 className="text-xl font-semibold">{methodologyLabels.keyPoints}</h3>
            <CheckList items={topic.content.keyPoints} className="mt-3 space-y-2" />
          </section>
          <section className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200 sm:p-6">
            <h3 className="text-xl font-semibold">{methodologyLabels.practicalApproach}</h3>
            <p className="mt-2">{topic.content.practicalApproach}</p>
          </section>
        </div>
      )}
    </Dialog>
  );
}
