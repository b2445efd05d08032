import fc from 'fast-check';
import type { JsonSchema } from './json-schema';

// Plausible values for one field, best guess first. The harness tries them in order until the
// route's zod schema accepts the whole body, so a wrong guess only costs a retry.

const byFormat: Record<string, string[]> = {
  email: ['harness@example.com'],
  date: ['2026-12-01'],
  'date-time': ['2026-12-01T10:00:00.000Z', '2026-12-01T10:00:00Z'],
  time: ['10:00:00', '10:00'],
  uri: ['https://example.com/'],
  url: ['https://example.com/'],
  uuid: ['3f8e8c4e-6c8b-4b8a-9c6b-1f2e3d4c5b6a'],
};

// Keys are matched as regular expressions against the field name.
const byKey: [RegExp, string[]][] = [
  [/e-?mail|username/, ['harness@example.com']],
  [/url|link|website|image|logo/, ['https://example.com/']],
  [/phone|mobile/, ['+61 2 9000 1234', '0290001234']],
  [/time_?zone|^tz$/, ['Australia/Sydney']],
  [/country/, ['AU']],
  [/currency/, ['aud', 'AUD']],
  [/colou?r/, ['#336699']],
  [/postcode|zip/, ['2000']],
  [/state/, ['NSW']],
  [/gender|sex/, ['F', 'M', 'U']],
  [/password|secret|key|token/, ['harness-Secret-42']],
  [/dob|date|day|expires|since|until|from|^to$|start|end|birth/, ['2026-12-01', '2026-12-01T10:00:00.000Z']],
  [/time|open|close|hour/, ['10:00', '10:00:00']],
];

const generic = [
  'Harness value',
  'harness-Secret-42',
  '2026-12-01',
  '10:00',
  'AU',
  'aud',
  '1',
  'https://example.com/',
  'harness@example.com',
  'A',
  'x',
];

/** Strings that fit a string node: its enum, format, pattern, then guesses from the field name. */
export function stringCandidates(node: JsonSchema, key: string): string[] {
  if (node.enum) return node.enum.filter((v): v is string => typeof v === 'string');
  if (typeof node.const === 'string') return [node.const];
  const found: string[] = [...(byFormat[node.format ?? ''] ?? [])];
  if (node.pattern) {
    try {
      found.push(...fc.sample(fc.stringMatching(new RegExp(node.pattern)), { numRuns: 5, seed: 1 }));
    } catch {
      // A pattern fast-check cannot generate from: the guesses below may still match it.
    }
  }
  const name = key.toLowerCase();
  for (const [test, values] of byKey) if (test.test(name)) found.push(...values);
  found.push(...generic);
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? Infinity;
  const fitting = found.filter((s) => s.length >= min && s.length <= max);
  if (min > 0 && min <= max) fitting.push('x'.repeat(min));
  return [...new Set(fitting)];
}

/** Numbers that fit a number or integer node, small positive ids first. */
export function numberCandidates(node: JsonSchema): number[] {
  if (node.enum) return node.enum.filter((v): v is number => typeof v === 'number');
  if (typeof node.const === 'number') return [node.const];
  const integer = node.type === 'integer';
  const raw = [1, 2, 10, 0, 100, 1000, 0.5, 1.5, -1];
  if (node.minimum !== undefined) raw.push(node.minimum);
  if (node.maximum !== undefined) raw.push(node.maximum);
  if (node.exclusiveMinimum !== undefined) raw.push(node.exclusiveMinimum + 1);
  if (node.multipleOf) raw.push(node.multipleOf);
  const fits = (n: number) =>
    (!integer || Number.isInteger(n)) &&
    (node.minimum === undefined || n >= node.minimum) &&
    (node.maximum === undefined || n <= node.maximum) &&
    (node.exclusiveMinimum === undefined || n > node.exclusiveMinimum) &&
    (node.exclusiveMaximum === undefined || n < node.exclusiveMaximum) &&
    (!node.multipleOf || Math.abs(n / node.multipleOf - Math.round(n / node.multipleOf)) < 1e-9);
  return [...new Set(raw.filter(fits))];
}

/** Values for a node that says nothing about its type (z.any, z.unknown, preprocess). */
export const anyCandidates: unknown[] = ['Harness value', 1, true, null, {}, []];
