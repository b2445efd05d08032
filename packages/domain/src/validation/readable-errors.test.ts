import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, installReadableErrors } from './readable-errors';

installReadableErrors();

const messagesOf = (schema: z.ZodType, value: unknown) =>
  Object.fromEntries(schema.safeParse(value).error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('readable errors', () => {
  it("names the field of a rule the schema left unworded, never in zod's words", () => {
    const schema = z.object({
      name: z.string(),
      first_name: z.string().min(1),
      count: z.number().min(2).max(5),
      on: z.boolean(),
      kind: z.enum(['S', 'D']),
      email: z.email(),
      nested: z.object({ surface: z.number() }),
    });
    expect(messagesOf(schema, { first_name: '', count: 1, on: 'yes', kind: 'X', email: 'x', nested: {} })).toEqual({
      name: 'Name is required',
      first_name: 'First name is required',
      count: 'must be greater than or equal to 2',
      on: 'Must be true or false',
      kind: 'Must be one of: S, D',
      email: 'Please provide a valid email address',
      'nested.surface': 'Surface is required',
    });
  });

  it("keeps a schema's own words", () => {
    expect(messagesOf(z.object({ name: z.string({ error: 'Give it a name' }) }), {})).toEqual({
      name: 'Give it a name',
    });
  });

  it('labels a field by its last named key', () => {
    expect(fieldLabel(['courts', 0, 'startHour'])).toBe('Start hour');
    expect(fieldLabel([])).toBe('This field');
  });
});
