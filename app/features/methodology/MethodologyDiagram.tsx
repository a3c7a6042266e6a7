import { useState } from "react";
import { Icon } from "~/components/ui/icons";
import type { MethodologyTopic } from "~/content/methodology";
import { methodologyLabels } from "~/content/ui-labels";
import { TopicDialog, topicColorClass } from "./TopicDialog";

/** Topics sit on a circle of this radius, as a share of the diagram's width (product.md §9). */
const radiusPercent = 30;

/**
 * Where topic `index` of `count` sits: the first at the top, then clockwise
 * (angle -90° + i·360°/count), as percentages of the square diagram.
 */
export function topicPosition(index: number, count: number): { left: number; top: number } {
  const angle = ((-90 + (index * 360) / count) * Math.PI) / 180;
  return {
    left: 50 + radiusPercent * Math.cos(angle),
    top: 50 + radiusPercent * Math.sin(angle),
  };
}

/** Rounded to keep the server-rendered and the client-rendered style identical. */
const percent = (value: number) => `${Math.round(value * 1000) / 1000}%`;

/**
 * The circular methodology diagram (product.md §2): a central node and the topics as
 * buttons around it, each opening a dialog with its explanation. The buttons
 * are a list in reading order; sizes follow the diagram's own width
 * (container queries), so it also fits a 320 px screen.
 */
export function MethodologyDiagram({ topics, centerLabel }: { topics: MethodologyTopic[]; centerLabel: string }) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const active = topics.find((topic) => topic.id === activeId) ?? null;
  const positions = topics.map((_, index) => topicPosition(index, topics.length));

  return (
    <>
      <div className="@container relative mx-auto aspect-square w-full max-w-[38rem]">
        <svg viewBox="0 0 100 100" className="absolute inset-0 size-full" aria-hidden="true" focusable="false">
          {positions.map((position, index) => (
            <line
              key={topics[index]?.id}
              x1="50"
              y1="50"
              x2={position.left}
              y2={position.top}
              className="stroke-pine-100"
              strokeWidth="1.5"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <circle
            cx="50"
            cy="50"
            r={radiusPercent}
            fill="none"
            className="stroke-pine-300"
            strokeWidth="1.5"
            strokeDasharray="4 6"
            vectorEffect="non-scaling-stroke"
          />
        </svg>

        <div
          className="absolute left-1/2 top-1/2 flex aspect-square w-[25%] -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-pine-900 p-2 text-center shadow-lg ring-2 ring-pine-100 @xs:ring-4 @md:ring-8"
          aria-hidden="true"
        >
          <span className="font-serif text-[0.7rem] font-semibold leading-tight text-cream @xs:text-xs @md:text-base @lg:text-lg">
            {centerLabel}
          </span>
        </div>

        <ul aria-label={methodologyLabels.topics} className="absolute inset-0">
          {topics.map((topic, index) => {
            const position = positions[index] ?? { left: 50, top: 50 };
            return (
              <li
                key={topic.id}
                className="absolute w-[27%] -translate-x-1/2 -translate-y-1/2"
                style={{ left: percent(position.left), top: percent(position.top) }}
              >
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setActiveId(topic.id);
                    setOpen(true);
                  }}
                  className="group flex w-full flex-col items-center gap-1.5 rounded-2xl p-1 text-center @md:gap-2"
                >
                  <span
                    className={`inline-flex size-11 items-center justify-center rounded-full shadow-md transition-transform group-hover:scale-110 group-focus-visible:scale-110 @md:size-14 @lg:size-16 ${topicColorClass[topic.color]}`}
                  >
                    <Icon name={topic.icon} className="size-5 @md:size-7" />
                  </span>
                  <span className="rounded-md bg-cream/90 px-1 text-[0.65rem] font-semibold leading-tight text-ink underline-offset-4 group-hover:underline @xs:text-xs @md:text-sm @lg:text-base">
                    {topic.title}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      <TopicDialog topic={active} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
