// The server's area graph: which area (apps/server/src/modules/<area>) imports which. Read by the
// lint rule that refuses a cycle between areas (eslint.config.js, `rally/area-cycles`) and printed
// by `npm run areas` (docs/DEVELOPING.md "Areas depend one way").
//
// An edge A → B is any import (type-only and `export … from` included) from a file of A that
// the product runs — tests, test helpers and seeds are left out, as the boundary zones leave them
// out — of a file of B. `*.tables.ts` files count: a foreign key is a dependency too.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const modulesDir = fileURLToPath(new URL('../apps/server/src/modules', import.meta.url));

/** Files outside the product's run: tests, their helpers, seeds (the zones exempt them too). */
export const isOutsideGraph = (file) => /\.(test|test-helpers|seed)\.ts$/.test(file);

/** The area of an absolute path under modules/, or null. */
export function areaOf(file, dir = modulesDir) {
  const rel = relative(dir, file);
  if (rel.startsWith('..') || !rel.includes(sep)) return null;
  return rel.split(sep)[0];
}

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

/** The relative specifiers a source imports or re-exports (static, type-only and dynamic). */
export const importsOf = (source) =>
  ts
    .preProcessFile(source, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => name.startsWith('.'));

/**
 * The graph: `edges.get(a).get(b)` lists the imports (`file -> specifier`) that make area a
 * depend on area b.
 */
export function buildAreaGraph(dir = modulesDir) {
  const areas = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const edges = new Map(areas.map((a) => [a, new Map()]));
  for (const area of areas) {
    for (const file of walk(join(dir, area))) {
      if (isOutsideGraph(file)) continue;
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const target = areaOf(resolve(dirname(file), specifier), dir);
        if (!target || target === area || !edges.has(target)) continue;
        const via = edges.get(area).get(target) ?? [];
        via.push(`${relative(dir, file)} -> ${specifier}`);
        edges.get(area).set(target, via);
      }
    }
  }
  return { areas, edges };
}

/** A shortest path of areas from `from` to `to` (both included), or null when there is none. */
export function pathBetween({ edges }, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift();
    if (at === to) {
      const path = [];
      for (let step = to; step !== null; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of [...(edges.get(at)?.keys() ?? [])].sort())
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
  }
  return null;
}

/** The strongly connected components of more than one area: each is a set of areas in a cycle. */
export function cyclesOf({ areas, edges }) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indexOf = new Map();
  const low = new Map();
  const components = [];
  const visit = (v) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v).keys()) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const a of areas) if (!indexOf.has(a)) visit(a);
  return components;
}

/** Areas in layers: each area's layer is one above the highest area it depends on (acyclic graphs only). */
export function layersOf({ areas, edges }) {
  const layer = new Map();
  const depth = (a, seen = new Set()) => {
    if (layer.has(a)) return layer.get(a);
    if (seen.has(a)) return NaN; // a cycle: no layering
    seen.add(a);
    const below = [...edges.get(a).keys()].map((b) => depth(b, seen));
    const value = below.length ? Math.max(...below) + 1 : 0;
    layer.set(a, value);
    return value;
  };
  areas.forEach((a) => depth(a));
  return layer;
}

// `node scripts/area-graph.mjs [--detail]`: the graph, who depends on each area, and its cycles.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = buildAreaGraph();
  const { areas, edges } = graph;
  const dependents = new Map(areas.map((a) => [a, 0]));
  for (const targets of edges.values()) for (const b of targets.keys()) dependents.set(b, dependents.get(b) + 1);
  const cycles = cyclesOf(graph);
  const edgeCount = [...edges.values()].reduce((n, targets) => n + targets.size, 0);
  console.log(`${areas.length} areas, ${edgeCount} edges (area A imports area B)\n`);
  const layers = cycles.length ? null : layersOf(graph);
  const order = layers ? [...areas].sort((a, b) => layers.get(a) - layers.get(b) || a.localeCompare(b)) : areas;
  for (const a of order) {
    const targets = [...edges.get(a).keys()].sort();
    const label = layers ? `${layers.get(a)}  ${a}` : a;
    console.log(`${label.padEnd(18)} -> ${targets.join(', ') || '(none)'}`);
    if (process.argv.includes('--detail'))
      for (const b of targets) for (const via of edges.get(a).get(b)) console.log(`${''.padEnd(22)}${via}`);
  }
  console.log(
    `\ndepended on by: ${[...dependents]
      .filter(([, n]) => n > 0)
      .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
      .map(([a, n]) => `${a} ${n}`)
      .join(', ')}`,
  );
  if (cycles.length) for (const c of cycles) console.log(`\ncycle of ${c.length} areas: ${c.join(', ')}`);
  else console.log('\nno cycle: the number before each area is its layer (0 depends on no other area)');
}
