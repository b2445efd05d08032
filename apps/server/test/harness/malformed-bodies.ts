import fc from 'fast-check';
import { IMPOSSIBLE_DATES, withDate, type DatePlace } from './impossible-dates';
import { getAt, pathsOf, setAt } from './json-paths';

/**
 * One request body to send: what was done to it, the raw payload and its content type;
 * `refused`: the answer must be a 400 (an impossible date), not merely below 500.
 */
export type MalformedCase = { label: string; payload: string; contentType: string; refused?: boolean };

const json = (label: string, value: unknown): MalformedCase => ({
  label,
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

// Strings that have broken servers before: NUL (PostgreSQL text refuses it), lone surrogates,
// direction overrides, combining marks, astral characters, byte order marks, SQL and HTML.
const nastyStrings = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  'e\u0301\u0301\u0301',
  '🎾'.repeat(50),
  '\ufeff',
  '   ',
  '',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  '${7*7}',
  '\\',
  '"',
  '\n\r\t',
];

/** A value nested `depth` levels deep, as arrays or as objects. */
const deeplyNested = (depth: number, asArray: boolean): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

const unicodeString = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);
const hugeString = fc
  .constantFrom(5_000, 100_000)
  .chain((n) => fc.constantFrom('x'.repeat(n), 'é'.repeat(n), `${'9'.repeat(n)}`));
const deepValue = fc
  .tuple(fc.constantFrom(20, 500, 3_000), fc.boolean())
  .map(([depth, asArray]) => deeplyNested(depth, asArray));

/** Any wrong value for a field: other types, extreme numbers, nested junk. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    '',
    '1',
    'null',
    [],
    {},
    [null],
    { '': null },
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 20 }),
  unicodeString,
  fc.jsonValue({ maxDepth: 3 }),
  deepValue,
);

/** Every string in a JSON value replaced by `replace(i)`, i counting the strings. */
function mapStrings(value: unknown, replace: (i: number) => string, counter = { i: 0 }): unknown {
  if (typeof value === 'string') return replace(counter.i++);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, replace, counter));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, replace, counter)]));
  return value;
}

/**
 * A mutation at one place of the base value (with `stringsOnly`, one of its strings when it has
 * any); with no place to pick it adds a field instead.
 */
const atSomePath = (
  label: string,
  base: unknown,
  pick: number,
  replacement: unknown,
  remove = false,
  stringsOnly = false,
): MalformedCase => {
  const all = pathsOf(base);
  const strings = stringsOnly ? all.filter((p) => typeof getAt(base, p) === 'string') : [];
  const paths = strings.length ? strings : all;
  if (!paths.length || !base || typeof base !== 'object')
    return json(`${label} (as extra field)`, { ...(base as object), extra: replacement });
  const path = paths[pick % paths.length];
  return json(`${label} at ${path.join('.')}`, setAt(base, path, replacement, remove));
};

/**
 * Bodies for a route, starting from valid-shaped ones (`shaped`; weight it towards bodies the
 * route accepts, so mangled values reach the service and the database): as they are, with a field
 * dropped, given the wrong type, null, a huge or nasty string, deep nesting or extra keys, and
 * bodies that are not objects, not JSON or not sent as JSON at all.
 */
export function malformedBodies(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<MalformedCase> {
  const withPick = <T>(arb: fc.Arbitrary<T>) => fc.tuple(shaped, fc.nat(), arb);
  return fc.oneof(
    shaped.map((base) => json('valid-shaped', base)),
    withPick(fc.constant(null)).map(([base, pick]) => atSomePath('dropped field', base, pick, undefined, true)),
    shaped.map((base) => json('all fields dropped', Array.isArray(base) ? [] : {})),
    withPick(junk).map(([base, pick, value]) => atSomePath('wrong type', base, pick, value)),
    withPick(fc.constant(null)).map(([base, pick]) => atSomePath('null', base, pick, null)),
    withPick(hugeString).map(([base, pick, value]) => atSomePath(`huge string (${value.length})`, base, pick, value)),
    withPick(unicodeString).map(([base, pick, value]) => atSomePath('unicode string', base, pick, value, false, true)),
    fc.tuple(shaped, fc.nat()).map(([base, pick]) =>
      json(
        'every string nasty',
        mapStrings(base, (i) => nastyStrings[(pick + i) % nastyStrings.length]),
      ),
    ),
    withPick(deepValue).map(([base, pick, value]) => atSomePath('deep nesting', base, pick, value)),
    shaped.map((base) => {
      const fields = JSON.stringify(base && typeof base === 'object' && !Array.isArray(base) ? base : {}).slice(1, -1);
      const payload = `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}${fields ? `,${fields}` : ''}}`;
      return { label: 'prototype keys', payload, contentType: 'application/json' };
    }),
    fc
      .tuple(shaped, fc.dictionary(fc.string({ maxLength: 10 }), junk, { maxKeys: 3 }))
      .map(([base, extra]) => json('extra keys', { ...(base as object), ...extra })),
    junk.map((value) => json('not an object', value)),
    fc.constantFrom(200, 10_000, 50_000).map((depth) => ({
      label: `deep array body (${depth})`,
      payload: '['.repeat(depth) + ']'.repeat(depth),
      contentType: 'application/json',
    })),
    fc
      .constantFrom('{', '{"a":', 'nul', '\u0000', '{"a":1}}', "{'a':1}", '', '\ufeff{}')
      .map((payload) => ({ label: 'invalid JSON', payload, contentType: 'application/json' })),
    shaped.map((base) => ({
      label: 'text/plain body',
      payload: JSON.stringify(base) ?? '',
      contentType: 'text/plain',
    })),
    shaped.map((base) => ({
      label: 'form body',
      payload: new URLSearchParams({ body: JSON.stringify(base) ?? '' }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    })),
  );
}

/** Every number in a JSON value replaced by `n`. */
function mapNumbers(value: unknown, n: number): unknown {
  if (typeof value === 'number') return n;
  if (Array.isArray(value)) return value.map((v) => mapNumbers(v, n));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapNumbers(v, n)]));
  return value;
}

/**
 * The cases every route meets before the random ones, built from its valid sample: the kinds of
 * input that most often reach the database or the serializer and break there; `dates`: the
 * body's date fields (impossible-dates.ts), each given each impossible date, to be refused.
 */
export function essentialBodies(valid: unknown, dates: DatePlace[] = []): MalformedCase[] {
  const deep = 50_000;
  return [
    // One field at a time, so the rest of the body stays valid and the value reaches the database;
    // before the valid sample, which may create the record these would otherwise collide with.
    ...pathsOf(valid)
      .filter((path) => typeof getAt(valid, path) === 'string')
      .slice(0, 12)
      .map((path) => json(`NUL in ${path.join('.')}`, setAt(valid, path, `${String(getAt(valid, path))}\u0000`))),
    json('valid sample', valid),
    // A PATCH with nothing in it, and every other body without its fields.
    json('empty object', {}),
    ...dates.flatMap(({ path, value }) =>
      IMPOSSIBLE_DATES.map((date) => ({
        ...json(`impossible date ${date} in ${path.join('.')}`, setAt(valid, path, withDate(value, date))),
        refused: true,
      })),
    ),
    json(
      'lone surrogate in every string',
      mapStrings(valid, () => '\ud800'),
    ),
    json(
      '20,000 characters in every string',
      mapStrings(valid, () => 'é'.repeat(20_000)),
    ),
    json('1e308 in every number', mapNumbers(valid, 1e308)),
    json('-1 in every number', mapNumbers(valid, -1)),
    json('0.5 in every number', mapNumbers(valid, 0.5)),
    json('null body', null),
    json('array body', [valid]),
    {
      label: `deep array body (${deep})`,
      payload: '['.repeat(deep) + ']'.repeat(deep),
      contentType: 'application/json',
    },
    { label: 'invalid JSON', payload: '{"a":', contentType: 'application/json' },
  ];
}
