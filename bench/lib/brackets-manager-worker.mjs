// brackets-manager's round robin of `teams` (draw.bench.ts) in a worker thread, so the bench can
// stop it (worker.terminate) when it takes too long. Plain JavaScript: tsx's loader does not
// reach worker threads. Posts back the wall and CPU time of the stage creation.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';

const { teams } = workerData;
const manager = new BracketsManager(new InMemoryDatabase());
const seeding = Array.from({ length: teams }, (_, i) => `Team ${i + 1}`);
const cpu = process.cpuUsage();
const t = performance.now();
await manager.create.stage({
  tournamentId: 0,
  name: 'League',
  type: 'round_robin',
  seeding,
  settings: { groupCount: 1 },
});
const used = process.cpuUsage(cpu);
parentPort.postMessage({ ms: performance.now() - t, cpuMs: (used.user + used.system) / 1000 });
