import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAreaGraph, cyclesOf, importsOf, layersOf, pathBetween } from '../../../scripts/area-graph.mjs';

// The area graph that `npm run areas` prints and the lint rule rally/area-cycles reads
// (docs/DEVELOPING.md "Areas depend one way").

describe("the server's areas", () => {
  it('depend one way: no cycle, every area on a layer', () => {
    const graph = buildAreaGraph();
    expect(cyclesOf(graph)).toEqual([]);
    const layers = layersOf(graph);
    expect(graph.areas.filter((a) => !Number.isInteger(layers.get(a)))).toEqual([]);
    expect(layers.get('reference')).toBe(0);
    expect(layers.get('auth')).toBe(0);
  });
});

describe('the graph', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'area-graph-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  file('a/a.service.ts', "import { b } from '../b/b.service';\nimport type { T } from '../c/c.tables';\n");
  file('b/b.service.ts', "export { c } from '../c/c.service';\n");
  file('c/c.service.ts', "const later = () => import('../a/a.service');\n");
  file('c/c.test.ts', "import { b } from '../b/b.service';\n");
  file('c/c.seed.ts', "import { b } from '../b/b.service';\n");

  it('counts static, type-only, re-exported and dynamic imports, and leaves tests and seeds out', () => {
    const { areas, edges } = buildAreaGraph(dir);
    expect(areas).toEqual(['a', 'b', 'c']);
    expect([...edges.get('a')!.keys()].sort()).toEqual(['b', 'c']);
    expect([...edges.get('b')!.keys()]).toEqual(['c']);
    expect(edges.get('c')!.get('a')).toEqual(['c/c.service.ts -> ../a/a.service']);
    expect(edges.get('c')!.has('b')).toBe(false);
  });

  it('finds the cycle and the way back along it', () => {
    const graph = buildAreaGraph(dir);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
    expect(pathBetween(graph, 'b', 'a')).toEqual(['b', 'c', 'a']);
    expect(importsOf("import x from 'zod';\nimport y from './y';")).toEqual(['./y']);
  });
});
