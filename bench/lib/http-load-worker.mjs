// The client side of httpLoad (load.ts), in plain JavaScript because tsx's loader does not reach
// worker threads: GETs one URL over `concurrency` keep-alive connections, a warm-up then the
// measured run, and posts back the latencies' summary. With `mix` ({ url, bodies, every }), every
// `every`-th request is instead a POST of the next of `bodies` (JSON text) to `mix.url`, its
// latencies kept apart (`mixed`).
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers = {}, concurrency, seconds, warmUpSeconds, mix } = workerData;
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

let sent = 0;
let posted = 0;
const post = () =>
  new Promise((resolve, reject) => {
    const body = mix.bodies[posted++ % mix.bodies.length];
    const req = request(
      new URL(mix.url),
      { agent, method: 'POST', headers: { ...headers, 'content-type': 'application/json' } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

async function run(limitMs) {
  const latencies = [];
  const postLatencies = [];
  const statuses = {};
  let failed = 0;
  const begin = performance.now();
  const deadline = begin + limitMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const posting = mix && ++sent % mix.every === 0;
      const status = await (posting ? post() : get()).catch(() => 0);
      (posting ? postLatencies : latencies).push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status < 200 || status >= 300) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  postLatencies.sort((a, b) => a - b);
  const mixed = mix && {
    done: postLatencies.length,
    rps: postLatencies.length / elapsed,
    p50: quantile(postLatencies, 0.5),
    p99: quantile(postLatencies, 0.99),
  };
  return {
    mixed,
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
