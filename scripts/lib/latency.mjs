// Page latency for the benchmarks: round trips from clients asking back to back, and their percentiles.

// What Chromium sends: the server may compress its answer.
const browserHeaders = { "accept-encoding": "gzip, deflate, br" };

/** One GET of `url` as a browser makes it; its round trip in ms. */
export async function roundTrip(url, dispatcher) {
  const started = performance.now();
  const response = await fetch(url, { headers: browserHeaders, dispatcher });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return performance.now() - started;
}

/** Round trips of `url` from `clients` clients, each asking again as soon as it has its answer, until `done()`. */
export async function roundTripsUntil(url, { clients, dispatcher }, done) {
  const samples = [];
  const client = async () => {
    while (!done()) samples.push(await roundTrip(url, dispatcher));
  };
  await Promise.all(Array.from({ length: clients }, client));
  return samples;
}

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
