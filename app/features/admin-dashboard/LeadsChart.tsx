import type { ReactNode } from "react";
import { adminLeadsChart as texts } from "~/content/admin";
import { leadSeriesKeys, type LeadSeriesKey } from "~/features/leads/lead-series";
import type { WeeklyLeads } from "./weekly-leads";

/**
 * Leads per week as a hand-made SVG line chart. Colours come from the palette
 * (each at least 3:1 against white, WCAG 1.4.11) but never carry meaning on
 * their own: every series also has its own marker shape and dash pattern,
 * repeated in the legend, and the numbers are in a table below the chart.
 */
const seriesStyle: Record<LeadSeriesKey, { colour: string; dash: string; marker: Marker }> = {
  newsletter: { colour: "stroke-pine-700 fill-pine-700", dash: "", marker: "circle" },
  ebooks: { colour: "stroke-clay-500 fill-clay-500", dash: "8 4", marker: "square" },
  selftests: { colour: "stroke-muted fill-muted", dash: "2 4", marker: "triangle" },
  intakes: { colour: "stroke-ink fill-ink", dash: "10 4 2 4", marker: "diamond" },
};

type Marker = "circle" | "square" | "triangle" | "diamond";

function MarkerShape({
  shape,
  x,
  y,
  size,
  children,
}: {
  shape: Marker;
  x: number;
  y: number;
  size: number;
  children?: ReactNode;
}) {
  const r = size / 2;
  switch (shape) {
    case "circle":
      return (
        <circle cx={x} cy={y} r={r}>
          {children}
        </circle>
      );
    case "square":
      return (
        <rect x={x - r * 0.9} y={y - r * 0.9} width={r * 1.8} height={r * 1.8}>
          {children}
        </rect>
      );
    case "triangle":
      return (
        <polygon points={`${x},${y - r * 1.15} ${x + r * 1.1},${y + r * 0.8} ${x - r * 1.1},${y + r * 0.8}`}>
          {children}
        </polygon>
      );
    case "diamond":
      return (
        <polygon points={`${x},${y - r * 1.25} ${x + r * 1.1},${y} ${x},${y + r * 1.25} ${x - r * 1.1},${y}`}>
          {children}
        </polygon>
      );
  }
}

/** A round axis maximum and step: 1, 2 or 5 times a power of ten, about four steps. */
function axisScale(max: number): { top: number; step: number } {
  if (max <= 4) return { top: 4, step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  return { top: Math.ceil(max / step) * step, step };
}

interface Layout {
  width: number;
  height: number;
  font: number;
  marker: number;
  tick: (week: number) => string;
}

/** One drawing of the chart; the page has a narrow and a wide one and CSS shows the one that fits. */
function ChartSvg({
  data,
  layout,
  id,
  className,
}: {
  data: WeeklyLeads;
  layout: Layout;
  id: string;
  className: string;
}) {
  const { width, height, font, marker } = layout;
  const left = font * 3;
  const right = 8;
  const top = font;
  const bottom = font * 2.4;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const max = Math.max(0, ...leadSeriesKeys.flatMap((key) => data.counts[key]));
  const { top: axisTop, step } = axisScale(max);
  const slot = plotWidth / data.weeks.length;
  const x = (index: number, series: number) => left + (index + 0.5) * slot + (series - 1.5) * (marker * 0.7);
  const y = (value: number) => top + plotHeight - (value / axisTop) * plotHeight;
  const ticks = Array.from({ length: axisTop / step + 1 }, (_, i) => i * step);
  const first = data.weeks[0]!.week;
  const last = data.weeks.at(-1)!.week;
  const totals = leadSeriesKeys
    .map((key) => `${texts.series[key]} ${data.counts[key].reduce((a, b) => a + b, 0)}`)
    .join(", ");

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      className={`h-auto w-full ${className}`}
      style={{ maxWidth: width }}
      fontSize={font}
    >
      <title id={`${id}-title`}>{texts.chartSummary(first, last, totals)}</title>
      {ticks.map((value) => (
        <g key={value}>
          <line
            x1={left}
            x2={width - right}
            y1={y(value)}
            y2={y(value)}
            className={value === 0 ? "stroke-muted" : "stroke-sand-200"}
            strokeWidth={1}
          />
          <text x={left - 6} y={y(value)} dy="0.35em" textAnchor="end" className="fill-muted">
            {value}
          </text>
        </g>
      ))}
      {data.weeks.map((week, index) => (
        <text key={week.monday} x={x(index, 1.5)} y={height - font * 0.8} textAnchor="middle" className="fill-muted">
          {layout.tick(week.week)}
        </text>
      ))}
      {leadSeriesKeys.map((key, series) => {
        const style = seriesStyle[key];
        const points = data.counts[key].map((value, index) => ({ px: x(index, series), py: y(value), value, index }));
        return (
          <g key={key} className={style.colour}>
            <polyline
              points={points.map((p) => `${p.px},${p.py}`).join(" ")}
              fill="none"
              strokeWidth={2}
              strokeDasharray={style.dash || undefined}
              strokeLinejoin="round"
            />
            {points.map((p) => (
              <MarkerShape key={p.index} shape={style.marker} x={p.px} y={p.py} size={marker}>
                <title>{texts.pointTitle(texts.series[key], data.weeks[p.index]!.week, p.value)}</title>
              </MarkerShape>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

// Three drawings, each shown (CSS) at widths where its text stays 11-14 px: phone, tablet, desktop.
const layouts = [
  { id: "narrow", className: "sm:hidden", layout: { width: 320, height: 240, font: 12, marker: 6, tick: String } },
  {
    id: "medium",
    className: "hidden sm:block lg:hidden",
    layout: { width: 600, height: 280, font: 13, marker: 8, tick: texts.weekTick },
  },
  {
    id: "wide",
    className: "hidden lg:block",
    layout: { width: 960, height: 320, font: 14, marker: 9, tick: texts.weekTick },
  },
] satisfies { id: string; className: string; layout: Layout }[];

const dayMonth = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "short", timeZone: "UTC" });
function shortDay(isoDay: string): string {
  return dayMonth.format(new Date(`${isoDay}T00:00:00Z`));
}

export function LeadsChart({ data }: { data: WeeklyLeads }) {
  const total = (key: LeadSeriesKey) => data.counts[key].reduce((a, b) => a + b, 0);
  const empty = leadSeriesKeys.every((key) => total(key) === 0);
  return (
    <section
      aria-labelledby="leads-chart-title"
      className="mt-10 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-7"
    >
      <h2 id="leads-chart-title" className="text-2xl font-semibold">
        {texts.title}
      </h2>
      <p className="mt-1 text-muted">{texts.description}</p>
      <ul aria-label={texts.legendLabel} className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
        {leadSeriesKeys.map((key) => {
          const style = seriesStyle[key];
          return (
            <li key={key} className="flex items-center gap-3">
              <svg viewBox="0 0 36 16" className={`h-4 w-9 shrink-0 ${style.colour}`} aria-hidden="true">
                <line x1="0" x2="36" y1="8" y2="8" strokeWidth={2} strokeDasharray={style.dash || undefined} />
                <MarkerShape shape={style.marker} x={18} y={8} size={9} />
              </svg>
              <span>
                <span className="block font-semibold text-ink">{texts.series[key]}</span>
                <span className="block text-sm text-muted">{texts.seriesTotal(total(key))}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {empty && <p className="mt-4 text-muted">{texts.empty}</p>}
      <div className="mt-5">
        {layouts.map(({ id, className, layout }) => (
          <ChartSvg key={id} data={data} layout={layout} id={`leads-chart-${id}`} className={className} />
        ))}
      </div>
      <details className="mt-5">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-pine-800 underline underline-offset-4">
          {texts.tableToggle}
        </summary>
        <div className="mt-3 overflow-x-auto" role="region" aria-label={texts.tableCaption} tabIndex={0}>
          <table className="w-full min-w-max border-collapse text-left text-sm">
            <caption className="sr-only">{texts.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className="border-b border-sand-200 px-3 py-2 font-semibold text-ink">
                  {texts.weekColumn}
                </th>
                {leadSeriesKeys.map((key) => (
                  <th
                    key={key}
                    scope="col"
                    className="border-b border-sand-200 px-3 py-2 text-right font-semibold text-ink"
                  >
                    {texts.series[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((week, index) => (
                <tr key={week.monday}>
                  <th scope="row" className="border-b border-sand-100 px-3 py-2 font-normal whitespace-nowrap">
                    {texts.weekRow(week.week, shortDay(week.monday), shortDay(week.sunday))}
                  </th>
                  {leadSeriesKeys.map((key) => (
                    <td key={key} className="border-b border-sand-100 px-3 py-2 text-right tabular-nums">
                      {data.counts[key][index]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="px-3 py-2 font-semibold text-ink">
                  {texts.totalRow}
                </th>
                {leadSeriesKeys.map((key) => (
                  <td key={key} className="px-3 py-2 text-right font-semibold text-ink tabular-nums">
                    {total(key)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </section>
  );
}
