// A small closed-loop load generator: `concurrency` requests in flight until `total` are done
// or the time limit passes, each one's latency recorded.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

export type LoadResult = {
  done: number;
  failed: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
};

/** The q-quantile (0..1) of sorted numbers, nearest rank. */
const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

/** Fires `request` with `concurrency` in flight until `total` finish or `limitMs` passes. */
export async function runLoad(
  request: () => Promise<number>,
  options: { total: number; concurrency: number; limitMs: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let started = 0;
  let failed = 0;
  const begin = performance.now();
  const deadline = begin + options.limitMs;
  const worker = async () => {
    while (started < options.total && performance.now() < deadline) {
      started++;
      const t0 = performance.now();
      let status = 0;
      try {
        status = await request();
      } catch {
        status = 0;
      }
      latencies.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status < 200 || status >= 300) failed++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    done: latencies.length,
    failed,
    seconds,
    rps: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    statuses,
  };
}

export type HttpLoad = {
  url: string;
  headers?: Record<string, string>;
  concurrency: number;
  seconds: number;
  warmUpSeconds: number;
  /** Every `every`-th request a POST of the next of `bodies` (JSON text) to `url` instead. */
  mix?: { url: string; bodies: string[]; every: number };
};

/**
 * GETs `url` over `concurrency` keep-alive connections for `seconds` (after a warm-up) from a
 * worker thread, so the client's own work does not run on the server's event loop. node:http
 * rather than fetch: fetch costs the client several times what the bare route costs the server.
 */
export function httpLoad(
  options: HttpLoad,
): Promise<LoadResult & { latencies: Float64Array; mixed?: Pick<LoadResult, 'done' | 'rps' | 'p50' | 'p99'> }> {
  const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** Several runs of one endpoint as one result: requests and time add up, percentiles over every latency. */
export function mergeLoads(runs: (LoadResult & { latencies: Float64Array })[]): LoadResult {
  const latencies = runs.flatMap((r) => Array.from(r.latencies)).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const statuses: Record<number, number> = {};
  for (const r of runs)
    for (const [status, n] of Object.entries(r.statuses))
      statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
  return {
    done: latencies.length,
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
    seconds,
    rps: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    statuses,
  };
}
