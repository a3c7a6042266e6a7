// Latency figures for the benchmarks: percentiles of round trips in milliseconds.

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

/** Count, p50, p95, p99 and max of a list of round trips. */
export function spread(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1),
  };
}

/** One line of figures: '  label   n requests   p50 ...   p99 ...   max ...'. */
export function spreadLine(label, figures) {
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(8);
  return `  ${label.padEnd(30)} ${String(figures.n).padStart(6)} requests   p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}   p99 ${ms(figures.p99)}   max ${ms(figures.max)}`;
}
