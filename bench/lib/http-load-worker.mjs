// The client side of httpLoad (load.ts), in plain JavaScript because tsx's loader does not reach
// worker threads: GETs one URL over `concurrency` keep-alive connections, a warm-up then the
// measured run, and posts back the latencies' summary.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers = {}, concurrency, seconds, warmUpSeconds } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const target = new URL(url);

const get = () =>
  new Promise((resolve, reject) => {
    const req = request(target, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

async function run(limitMs) {
  const latencies = [];
  const statuses = {};
  let failed = 0;
  const begin = performance.now();
  const deadline = begin + limitMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const status = await get().catch(() => 0);
      latencies.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status < 200 || status >= 300) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    done: latencies.length,
    failed,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    statuses,
    latencies: Float64Array.from(latencies),
  };
}

await run(warmUpSeconds * 1000);
const result = await run(seconds * 1000);
agent.destroy();
parentPort.postMessage(result);
