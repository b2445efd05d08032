// A CPU profile of the bench's main thread (the server's event loop) while `work` runs, through
// node:inspector: the functions with the most self time, and the profile written for DevTools.
// Only when BENCH_PROFILE is set (profiling slows the thread it watches).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!process.env.BENCH_PROFILE) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    session.disconnect();
    const file = `/tmp/bench-${name.replace(/\W+/g, '-')}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    const self = new Map<string, number>();
    const total = profile.nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
    for (const n of profile.nodes) {
      const { functionName, url, lineNumber } = n.callFrame;
      const where = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`;
      self.set(where, (self.get(where) ?? 0) + (n.hitCount ?? 0));
    }
    console.log(`CPU profile of ${name} (${file}): self time, top 25 of ${total} samples`);
    for (const [where, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${((100 * hits) / total).toFixed(1).padStart(5)} %  ${where}`);
  }
}
