// The tournament draw (issue 15): round robin of 64 and 512 teams and a knockout of 1,024, by
// @rally/domain's pure functions, beside brackets-manager (with its in-memory storage,
// brackets-memory-db) and tods-competition-factory on the same inputs in the same run.
// Targets: round robin 512 at least 10× faster than brackets-manager; knockout 1,024 under 2 ms.
// Figures are printed, never asserted (the machine is shared).
//
// The libraries do more than the draw: brackets-manager writes every participant, round and
// match to its storage; tods-competition-factory builds a TODS draw definition (structures,
// positions, matchUps with ids) inside a tournament record. Both are still what a project would
// call to "make the draw", so that is what is timed; the setup (participants, the tournament
// record) is not.
//
// Their round robin grows much faster than ours (brackets-manager 256 teams ≈ 40 s, 512 many
// minutes; tods-competition-factory 128 teams ≈ 50 s), so the slow cases run once and some are
// off by default:
//   BENCH_DRAW_BM512=0     skips brackets-manager's round robin of 512 (default: run once)
//   BENCH_DRAW_BM512_MINUTES=20  stops it after that long (in a worker thread; a lower bound is printed)
//   BENCH_DRAW_TODS=0      skips tods-competition-factory altogether
//   BENCH_DRAW_TODS512=1   also tries tods-competition-factory's round robin of 512 (hours)
// Run: npm run bench -- draw
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { knockoutBracket, knockoutSeeding, roundRobin } from '@rally/domain';

const ours = Number(process.env.BENCH_DRAW_RUNS ?? 31);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (msValue: number) =>
  msValue < 10
    ? `${msValue.toFixed(3)} ms`
    : msValue < 10_000
      ? `${msValue.toFixed(0)} ms`
      : msValue < 600_000
        ? `${(msValue / 1000).toFixed(1)} s`
        : msValue < 7_200_000
          ? `${(msValue / 60_000).toFixed(0)} min`
          : `${(msValue / 3_600_000).toFixed(1)} h`;
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Wall-clock median and best; `cpu` the median CPU time of a run (the machine is shared). */
type Timing = { median: number; best: number; runs: number; cpu?: number };
async function time(runs: number, fn: () => unknown | Promise<unknown>, warmup = 0): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const values: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage();
    const t = performance.now();
    await fn();
    values.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  return { median: median(values), best: Math.min(...values), runs, cpu: median(cpus) };
}
const show = (t: Timing) =>
  t.runs === 1
    ? `${fmt(t.median)} (1 run)`
    : `median ${fmt(t.median)}, best ${fmt(t.best)}${t.cpu !== undefined && t.cpu >= 1 ? `, CPU median ${fmt(t.cpu)}` : ''} (${t.runs} runs)`;

console.log(`load average ${loadavg()[0].toFixed(1)}; node ${process.version}`);
const results: Record<string, Record<string, Timing | string>> = {
  'round robin 64': {},
  'round robin 512': {},
  'knockout 1,024': {},
};

// --- @rally/domain
results['round robin 64'].rally = await time(ours, () => roundRobin(ids(64)), 5);
results['round robin 512'].rally = await time(ours, () => roundRobin(ids(512)), 3);
results['knockout 1,024'].rally = await time(ours * 10, () => knockoutSeeding(ids(1024)), 20);
const bracket = await time(ours * 10, () => knockoutBracket(ids(1024)), 20);
const rr512 = roundRobin(ids(512));
console.log(
  `\n@rally/domain: round robin 512 = ${rr512.length} rounds, ${rr512.reduce((s, r) => s + r.fixtures.length, 0).toLocaleString('en')} fixtures`,
);
console.log(`  round robin 64:   ${show(results['round robin 64'].rally as Timing)}`);
console.log(`  round robin 512:  ${show(results['round robin 512'].rally as Timing)}`);
console.log(`  knockout 1,024:   ${show(results['knockout 1,024'].rally as Timing)} (first round, 512 slots)`);
console.log(`  knockout 1,024 whole bracket (1,023 slots, byes placed): ${show(bracket)}`);

// --- brackets-manager
console.log('\nbrackets-manager (+ brackets-memory-db):');
let bmRoundRobin512 = false;
const bmLimitMinutes = Number(process.env.BENCH_DRAW_BM512_MINUTES ?? 20);
try {
  const { BracketsManager } = await import('brackets-manager');
  const { InMemoryDatabase } = await import('brackets-memory-db');
  const names = (n: number) => ids(n).map((i) => `Team ${i}`);
  const stage = async (n: number, type: 'round_robin' | 'single_elimination') => {
    const manager = new BracketsManager(new InMemoryDatabase());
    if (type === 'round_robin') {
      await manager.create.stage({
        tournamentId: 0,
        name: 'League',
        type,
        seeding: names(n),
        settings: { groupCount: 1 },
      });
    } else {
      const size = 2 ** Math.ceil(Math.log2(n));
      await manager.create.stage({
        tournamentId: 0,
        name: 'Knockout',
        type,
        seeding: [...names(n), ...Array(size - n).fill(null)],
        settings: { seedOrdering: ['inner_outer'] },
      });
    }
  };
  results['round robin 64'].bm = await time(3, () => stage(64, 'round_robin'), 1);
  console.log(`  round robin 64:   ${show(results['round robin 64'].bm as Timing)}`);
  results['knockout 1,024'].bm = await time(3, () => stage(1024, 'single_elimination'), 1);
  console.log(`  knockout 1,024:   ${show(results['knockout 1,024'].bm as Timing)}`);
  bmRoundRobin512 = true;
  console.log('  round robin 512:  last (below), it takes minutes');
} catch (error) {
  console.log(`  not run: ${(error as Error).message} (install it as a devDependency of bench)`);
}

// --- tods-competition-factory
console.log('\ntods-competition-factory:');
if (process.env.BENCH_DRAW_TODS === '0') console.log('  skipped (BENCH_DRAW_TODS=0)');
else {
  try {
    const { mocksEngine, tournamentEngine, version } = await import('tods-competition-factory');
    console.log(`  version ${version()}`);
    /** A tournament record with n participants entered in one event; answers the event id. */
    const setUp = (n: number) => {
      const { tournamentRecord } = mocksEngine.generateTournamentRecord({
        participantsProfile: { participantsCount: n },
      });
      tournamentEngine.setState(tournamentRecord);
      const participantIds = tournamentEngine
        .getParticipants()
        .participants.map((p: { participantId: string }) => p.participantId);
      const { event } = tournamentEngine.addEvent({ event: { eventName: 'League' } });
      tournamentEngine.addEventEntries({ eventId: event.eventId, participantIds });
      return event.eventId as string;
    };
    const draw = (n: number, type: 'ROUND_ROBIN' | 'SINGLE_ELIMINATION') => {
      const eventId = setUp(n);
      const t = performance.now();
      const result =
        type === 'ROUND_ROBIN'
          ? tournamentEngine.generateDrawDefinition({
              eventId,
              drawType: type,
              drawSize: n,
              structureOptions: { groupSize: n, groupSizeLimit: n },
            })
          : tournamentEngine.generateDrawDefinition({ eventId, drawType: type, drawSize: n });
      const elapsed = performance.now() - t;
      if (result.error) throw new Error(JSON.stringify(result.error));
      return elapsed;
    };
    const once = (n: number, type: 'ROUND_ROBIN' | 'SINGLE_ELIMINATION'): Timing => {
      const value = draw(n, type);
      return { median: value, best: value, runs: 1 };
    };
    draw(16, 'ROUND_ROBIN'); // warm-up
    results['round robin 64'].tods = once(64, 'ROUND_ROBIN');
    console.log(`  round robin 64:   ${show(results['round robin 64'].tods)}`);
    if (process.env.BENCH_DRAW_TODS512 === '1') results['round robin 512'].tods = once(512, 'ROUND_ROBIN');
    else {
      const t128 = once(128, 'ROUND_ROBIN');
      const growth = Math.log2(t128.median / (results['round robin 64'].tods as Timing).median);
      const estimate = t128.median * 4 ** growth;
      results['round robin 512'].tods =
        `not run (BENCH_DRAW_TODS512=1 runs it): 128 teams took ${fmt(t128.median)}, ×${(2 ** growth).toFixed(1)} per doubling, so 512 ≈ ${fmt(estimate)}`;
    }
    console.log(
      `  round robin 512:  ${typeof results['round robin 512'].tods === 'string' ? results['round robin 512'].tods : show(results['round robin 512'].tods)}`,
    );
    results['knockout 1,024'].tods = once(1024, 'SINGLE_ELIMINATION');
    console.log(`  knockout 1,024:   ${show(results['knockout 1,024'].tods)}`);
  } catch (error) {
    console.log(`  not run: ${(error as Error).message} (install it as a devDependency of bench)`);
  }
}

// --- brackets-manager's round robin of 512 last: it takes minutes
if (bmRoundRobin512) {
  if (process.env.BENCH_DRAW_BM512 === '0') results['round robin 512'].bm = 'skipped (BENCH_DRAW_BM512=0)';
  else {
    const t = performance.now();
    console.log(
      `\nbrackets-manager round robin 512 (started at ${new Date().toISOString().slice(11, 19)} UTC, load average ${loadavg()[0].toFixed(1)}):`,
    );
    // In a worker thread, so that it can be stopped after BENCH_DRAW_BM512_MINUTES.
    const worker = new Worker(new URL('./lib/brackets-manager-worker.mjs', import.meta.url), {
      workerData: { teams: 512 },
    });
    let timer: NodeJS.Timeout | undefined;
    const answer = await Promise.race([
      new Promise<{ ms: number; cpuMs: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), bmLimitMinutes * 60_000))),
    ]);
    clearTimeout(timer);
    await worker.terminate();
    const elapsed = performance.now() - t;
    if (answer) {
      results['round robin 512'].bm = { median: answer.ms, best: answer.ms, runs: 1 };
      console.log(`  ${show(results['round robin 512'].bm)}; CPU time ${fmt(answer.cpuMs)}`);
    } else {
      results['round robin 512'].bm =
        `unfinished after ${fmt(elapsed)}, stopped (BENCH_DRAW_BM512_MINUTES=${bmLimitMinutes}): at least ${Math.floor(elapsed / (results['round robin 512'].rally as Timing).median).toLocaleString('en')}× ours`;
      console.log(`  ${results['round robin 512'].bm}`);
    }
  }
}

// --- Summary against the targets
console.log('\nsummary (medians):');
for (const [name, row] of Object.entries(results)) {
  const rally = row.rally as Timing;
  const parts = [`@rally/domain ${fmt(rally.median)}`];
  for (const [label, key] of [
    ['brackets-manager', 'bm'],
    ['tods-competition-factory', 'tods'],
  ] as const) {
    const other = row[key];
    if (other === undefined) parts.push(`${label} not run`);
    else if (typeof other === 'string') parts.push(`${label} ${other.split(':')[0]}`);
    else
      parts.push(
        `${label} ${fmt(other.median)} (${Math.round(other.median / rally.median).toLocaleString('en')}× ours)`,
      );
  }
  console.log(`  ${name}: ${parts.join('; ')}`);
}
const bm512 = results['round robin 512'].bm;
const rally512 = (results['round robin 512'].rally as Timing).median;
const bmTarget =
  typeof bm512 === 'object'
    ? `${(bm512.median / rally512).toFixed(0)}× (${bm512.median / rally512 >= 10 ? 'met' : 'NOT met'})`
    : typeof bm512 === 'string' && bm512.startsWith('unfinished')
      ? `${bm512.split(': ')[1]} (met)`
      : 'not measured';
console.log(`target round robin 512 ≥ 10× faster than brackets-manager: ${bmTarget}`);
const ko = (results['knockout 1,024'].rally as Timing).median;
console.log(`target knockout 1,024 under 2 ms: ${fmt(ko)} (${ko < 2 ? 'met' : 'NOT met'})`);
