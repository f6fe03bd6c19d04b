import autocannon from 'autocannon';

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, time-outs and answers other than 2xx. */
  errors: number;
  requests: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
}

/** One autocannon run (HTTP/1.1 keep-alive, no pipelining). */
export async function cannon(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    method: options.method ?? 'GET',
    timeout: 10,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/** A short run first, so the JIT, caches and pools are warm when the measured run starts. */
export async function warmThenMeasure(
  options: LoadOptions,
  warmSeconds: number,
): Promise<LoadResult> {
  await cannon({ ...options, seconds: warmSeconds });
  return cannon(options);
}

export interface LoopResult {
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** How long a load page measures each call, after how long a warm-up: shorter with --quick. */
export const loadSeconds = (quick: boolean) => ({
  seconds: quick ? 3 : 10,
  warmSeconds: quick ? 1 : 3,
});

/** One call of `once`, timed: its latency in ms when it answers true, null when false or thrown. */
export async function timed(once: () => Promise<boolean>): Promise<number | null> {
  const t0 = performance.now();
  let ok = false;
  try {
    ok = await once();
  } catch {
    ok = false;
  }
  return ok ? performance.now() - t0 : null;
}

/**
 * A closed loop: `concurrency` workers each call `once` again as soon as it settles, for
 * `seconds`; every latency is kept, so any percentile is exact (autocannon has no p95).
 */
export async function closedLoop(
  concurrency: number,
  seconds: number,
  once: () => Promise<boolean>,
): Promise<LoopResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const latency = await timed(once);
      if (latency === null) errors++;
      else latencies.push(latency);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
