import type { ZodType } from 'zod';
import { alternativesOf, flattenAllOf, jsonSchemaOf, resolveRef, typeOf, type JsonSchema } from './json-schema';
import { anyCandidates, numberCandidates, stringCandidates } from './leaf-values';

/** A request part built from a route's schema; `valid` says whether the schema accepts it. */
export type Sample = { value: unknown; valid: boolean; problem?: string };

// A place in the value where the builder picked one of several candidates: a leaf value, a
// union alternative or an array length. Repairs move a pick to its next candidate.
type Choice = { key: string; depth: number; rank: number; count: number };
type BuildState = { picks: Map<string, number>; forced: Set<string>; built: Set<string>; choices: Choice[] };

const MAX_DEPTH = 8;
const MAX_ATTEMPTS = 80;
const rankOf = { leaf: 0, length: 1, union: 2 } as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const pathKey = (path: string[]) => path.join('\u0001');

/**
 * A smallest plausible value the zod schema accepts: required fields only, each filled with the
 * first plausible candidate, `overrides` merged on top (e.g. `{ club: riversideId }`). When the
 * schema refuses it, the fields its issues point at move to their next candidate (or, for a field
 * only a refinement requires, get included) and it tries again. A schema's own
 * `.meta({ examples: [...] })` is tried first: that is the way to help the harness with a body it
 * cannot guess.
 */
export function validSample(schema: ZodType, overrides: Record<string, unknown> = {}): Sample {
  const root = jsonSchemaOf(schema);
  const withOverrides = (v: unknown) => (isObject(v) ? { ...v, ...overrides } : v);
  for (const example of root.examples ?? []) {
    const value = withOverrides(example);
    if (schema.safeParse(value).success) return { value, valid: true };
  }
  const picks = new Map<string, number>();
  const forced = new Set<string>();
  let value: unknown;
  let problem = '';
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const state: BuildState = { picks, forced, built: new Set(), choices: [] };
    value = withOverrides(build(root, root, '', [], state, 0));
    const result = schema.safeParse(value);
    if (result.success) return { value, valid: true };
    problem = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
    if (!repair(result.error.issues, state)) break;
  }
  return { value, valid: false, problem };
}

function choose(state: BuildState, path: string[], kind: keyof typeof rankOf, count: number): number {
  const key = `${kind}:${pathKey(path)}`;
  state.choices.push({ key, depth: path.length, rank: rankOf[kind], count });
  return state.picks.get(key) ?? 0;
}

function build(
  raw: JsonSchema,
  root: JsonSchema,
  key: string,
  path: string[],
  state: BuildState,
  depth: number,
): unknown {
  state.built.add(pathKey(path));
  if (depth > MAX_DEPTH) return null;
  const node = flattenAllOf(resolveRef(raw, root));
  const alternatives = alternativesOf(node);
  if (alternatives) {
    // null last: a value says more about the route than a null does.
    const ordered = [...alternatives].sort((a, b) => Number(a.type === 'null') - Number(b.type === 'null'));
    const pick = choose(state, path, 'union', ordered.length);
    return build(ordered[pick] ?? ordered[0], root, key, path, state, depth + 1);
  }
  if ('const' in node) return node.const;
  if (node.enum) return node.enum[choose(state, path, 'leaf', node.enum.length)];
  switch (typeOf(node)) {
    case 'string': {
      const candidates = stringCandidates(node, key);
      return candidates[choose(state, path, 'leaf', candidates.length)] ?? '';
    }
    case 'number':
    case 'integer': {
      const candidates = numberCandidates(node);
      return candidates[choose(state, path, 'leaf', candidates.length)] ?? node.minimum ?? 1;
    }
    case 'boolean':
      return [true, false][choose(state, path, 'leaf', 2)];
    case 'null':
      return null;
    case 'array': {
      if (node.prefixItems)
        return node.prefixItems.map((item, i) => build(item, root, key, [...path, String(i)], state, depth + 1));
      const min = node.minItems ?? 0;
      const lengths = [min, min + 1, min + 2].filter((n) => n <= (node.maxItems ?? Infinity));
      const length = lengths[choose(state, path, 'length', lengths.length)] ?? min;
      return Array.from({ length }, (_, i) =>
        build(node.items ?? {}, root, key, [...path, String(i)], state, depth + 1),
      );
    }
    case 'object': {
      const required = new Set(node.required ?? []);
      const out: Record<string, unknown> = {};
      for (const [name, sub] of Object.entries(node.properties ?? {})) {
        const at = [...path, name];
        if (required.has(name) || state.forced.has(pathKey(at)))
          out[name] = build(sub, root, name, at, state, depth + 1);
      }
      return out;
    }
    default:
      return anyCandidates[choose(state, path, 'leaf', anyCandidates.length)];
  }
}

/** Moves the picks the issues point at; false when nothing is left to try. */
function repair(issues: { path: PropertyKey[] }[], state: BuildState): boolean {
  let changed = false;
  for (const issue of issues) {
    const path = issue.path.map(String);
    const key = pathKey(path);
    if (path.length && !state.built.has(key)) {
      // An optional field a refinement requires (required_if): include it next time.
      if (!state.forced.has(key)) {
        state.forced.add(key);
        changed = true;
      }
      continue;
    }
    const candidates = state.choices
      .filter((c) => {
        const choicePath = c.key.slice(c.key.indexOf(':') + 1);
        return c.depth === 0 || key === choicePath || key.startsWith(`${choicePath}\u0001`);
      })
      .sort((a, b) => b.depth - a.depth || a.rank - b.rank);
    for (const choice of candidates) {
      const current = state.picks.get(choice.key) ?? 0;
      if (current + 1 < choice.count) {
        state.picks.set(choice.key, current + 1);
        changed = true;
        break;
      }
    }
  }
  return changed;
}
