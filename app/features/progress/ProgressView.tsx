import { progressTexts } from "~/content/progress";
import { tdClass, thClass } from "~/features/admin-lists/ListParts";
import { dutchDateOf } from "~/features/invoices/dates";
import type { Progress } from "./progress.server";

const texts = progressTexts.table;
// About the width of a phone's card, so its text stays legible there; wider screens scale it up to max-w-md.
const width = 300;
const height = 170;
const plot = { left: 30, right: 22, top: 22, bottom: 30 };
const shortDate = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "short", timeZone: "Europe/Amsterdam" });

/**
 * The scores over time as a small line chart (ADR 0146): server-rendered SVG,
 * hidden from assistive technology because the table under it carries the
 * same data with dates, scores and the Dutch profile names.
 */
function ScoreChart({ progress }: { progress: Progress }) {
  const { points, max } = progress;
  const innerWidth = width - plot.left - plot.right;
  const innerHeight = height - plot.top - plot.bottom;
  const x = (index: number) =>
    plot.left + (points.length === 1 ? innerWidth / 2 : (index / (points.length - 1)) * innerWidth);
  const y = (score: number) => plot.top + innerHeight - (score / max) * innerHeight;
  const ticks = [0, max / 3, (2 * max) / 3, max].map(Math.round);
  // Every date fits up to six points; beyond that, the first and last (the table has them all).
  const labelled = (index: number) => points.length <= 6 || index === 0 || index === points.length - 1;
  // The outer dates keep inside the frame.
  const anchorOf = (index: number) =>
    points.length === 1 ? "middle" : index === 0 ? "start" : index === points.length - 1 ? "end" : "middle";
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      className="mt-5 block h-auto w-full max-w-md text-[12px]"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={plot.left} x2={width - plot.right} y1={y(tick)} y2={y(tick)} className="stroke-sand-200" />
          <text x={plot.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-muted">
            {tick}
          </text>
        </g>
      ))}
      {points.length > 1 && (
        <polyline
          points={points.map((point, index) => `${x(index)},${y(point.score)}`).join(" ")}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          className="stroke-pine-700"
        />
      )}
      {points.map((point, index) => (
        <g key={point.id}>
          <circle cx={x(index)} cy={y(point.score)} r={5} strokeWidth={2} className="fill-pine-700 stroke-white" />
          <text x={x(index)} y={y(point.score) - 10} textAnchor="middle" className="fill-ink font-semibold">
            {point.score}
          </text>
          {labelled(index) && (
            <text x={x(index)} y={height - 8} textAnchor={anchorOf(index)} className="fill-muted">
              {shortDate.format(new Date(point.at))}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

/** The chart with the table of the same results under it; `empty` when there are none yet. */
export function ProgressView({ progress, empty }: { progress: Progress; empty: string }) {
  if (progress.points.length === 0) return <p className="mt-4 text-muted">{empty}</p>;
  return (
    <>
      <ScoreChart progress={progress} />
      <p className="mt-2 text-sm text-muted">{texts.scale(progress.max)}</p>
      <div
        role="region"
        aria-label={texts.caption}
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl bg-white ring-1 ring-sand-200"
      >
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {texts.date}
              </th>
              <th scope="col" className={thClass}>
                {texts.outcome}
              </th>
            </tr>
          </thead>
          <tbody>
            {progress.points.map((point) => (
              <tr key={point.id}>
                <th scope="row" className={`${tdClass} font-normal`}>
                  <time dateTime={point.at}>{dutchDateOf(point.at)}</time>
                  {point.beforeIntro && <span className="block text-sm text-muted">{texts.beforeIntro}</span>}
                </th>
                {/* One cell for the score, its band and the profiles: three columns do not fit a phone. */}
                <td className={tdClass}>
                  <span className="font-semibold">{texts.scoreOf(point.score, progress.max)}</span>
                  <span className="text-muted"> · {point.band}</span>
                  <span className="block">{point.profiles}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
