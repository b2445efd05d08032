import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailField,
  phoneProblem,
  exactItems,
  isPositiveNumber,
  isPositiveNumberOrZero,
  isPresent,
  matchesPattern,
  maxCharacters,
  maxValue,
  minItems,
  minValue,
  nonZeroIf,
  numberInput,
  optionalEmailField,
  optionalText,
  passwordsMatch,
  positiveNumber,
  positiveNumberOrZero,
  requiredIf,
  requiredMessage,
  requiredNumber,
  requiredText,
  requireOneNonZero,
  toNumber,
  urlField,
  valueBetween,
} from './rules';

/** The messages of a failed parse by path ('' for the root), or the parsed value. */
function check(schema: z.ZodType, input: unknown): { value?: unknown; errors?: Record<string, string[]> } {
  const r = schema.safeParse(input);
  if (r.success) return { value: r.data };
  const errors: Record<string, string[]> = {};
  for (const issue of r.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return { errors };
}

describe('required', () => {
  it.each([
    ['Name', undefined, 'Name is required'],
    ['Name', 'Please give the club a name', 'Please give the club a name'],
  ])('message for %s / %s', (field, custom, expected) => {
    expect(requiredMessage(field, custom)).toBe(expected);
  });

  it.each([
    ['', { errors: { '': ['Name is required'] } }],
    ['   ', { errors: { '': ['Name is required'] } }],
    [undefined, { errors: { '': ['Name is required'] } }],
    [42, { errors: { '': ['Name is required'] } }],
    ['  Ace  ', { value: 'Ace' }],
    ['x'.repeat(11), { errors: { '': ['Please enter no more than 10 characters'] } }],
  ])('requiredText(%j)', (input, expected) => {
    expect(check(requiredText('Name', 10), input)).toEqual(expected);
  });

  it('requiredText takes a custom message', () => {
    expect(check(requiredText('Name', 255, 'Tell us your name'), '')).toEqual({
      errors: { '': ['Tell us your name'] },
    });
  });

  it.each([
    [undefined, ''],
    ['', ''],
    [' a ', 'a'],
  ])('optionalText(%j) -> %j', (input, expected) => {
    expect(check(optionalText(), input)).toEqual({ value: expected });
  });

  it.each([
    ['7', { value: 7 }],
    [7, { value: 7 }],
    ['', { errors: { '': ['Surface is required'] } }],
    [null, { errors: { '': ['Surface is required'] } }],
    ['abc', { errors: { '': ['Surface is required'] } }],
  ])('requiredNumber(%j)', (input, expected) => {
    expect(check(requiredNumber('Surface'), input)).toEqual(expected);
  });

  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['  ', false],
    [[], false],
    [0, true],
    [false, true],
    ['a', true],
    [[1], true],
  ])('isPresent(%j) = %s', (value, expected) => {
    expect(isPresent(value)).toBe(expected);
  });
});

describe('required_if', () => {
  const schema = z
    .object({ status: z.string(), reason: z.string().optional() })
    .superRefine(requiredIf('reason', (d) => d.status === 'C', 'Reason is required'));

  it.each([
    [{ status: 'C' }, { errors: { reason: ['Reason is required'] } }],
    [{ status: 'C', reason: ' ' }, { errors: { reason: ['Reason is required'] } }],
    [{ status: 'C', reason: 'rain' }, { value: { status: 'C', reason: 'rain' } }],
    [{ status: 'A' }, { value: { status: 'A' } }],
  ])('%j', (input, expected) => {
    expect(check(schema, input)).toEqual(expected);
  });

  it('defaults to the field key in the message', () => {
    const s = z.object({ a: z.boolean(), b: z.string().optional() }).superRefine(requiredIf('b', (d) => d.a));
    expect(check(s, { a: true })).toEqual({ errors: { b: ['b is required'] } });
  });
});

describe('text rules', () => {
  it.each([
    ['2000', { value: '2000' }],
    ['20a0', { errors: { '': ['format is invalid'] } }],
  ])('regex %j', (input, expected) => {
    expect(check(matchesPattern(/^\d{4}$/), input)).toEqual(expected);
  });

  it.each([
    ['abc', { value: 'abc' }],
    ['abcd', { errors: { '': ['Please enter no more than 3 characters'] } }],
  ])('max %j', (input, expected) => {
    expect(check(maxCharacters(3), input)).toEqual(expected);
  });

  it.each([
    [' Ann@Example.COM ', { value: 'ann@example.com' }],
    ['', { errors: { '': ['Email is required'] } }],
    ['ann@example', { errors: { '': ['Please provide a valid email address'] } }],
    ['ann.example.com', { errors: { '': ['Please provide a valid email address'] } }],
  ])('email %j', (input, expected) => {
    expect(check(emailField(), input)).toEqual(expected);
  });

  it.each([
    ['', { value: '' }],
    ['A@b.co', { value: 'a@b.co' }],
    ['nope', { errors: { '': ['Please provide a valid email address'] } }],
  ])('optional email %j', (input, expected) => {
    expect(check(optionalEmailField(), input)).toEqual(expected);
  });

  const urlMessage = 'This field has to be a valid URL starting with http:// or https://';
  it.each([
    [false, 'example.com', true],
    [false, 'https://example.com/news?id=1', true],
    [false, 'not a url', false],
    [false, 'ftp://example.com', false],
    [true, 'example.com', false],
    [true, 'http://example.com', true],
    [true, 'https://localhost:5173/x', true],
  ])('url strict=%s %j valid=%s', (strict, input, valid) => {
    expect(check(urlField(strict), input)).toEqual(valid ? { value: input } : { errors: { '': [urlMessage] } });
  });
});

describe('list rules', () => {
  it.each([
    [[1, 2], { value: [1, 2] }],
    [[1], { errors: { '': ['Must have 2 items'] } }],
    [[1, 2, 3], { errors: { '': ['Must have 2 items'] } }],
    ['x', { errors: { '': ['Must have 2 items'] } }],
  ])('exact_length %j', (input, expected) => {
    expect(check(exactItems(z.number(), 2), input)).toEqual(expected);
  });

  it.each([
    [[1], { value: [1] }],
    [[], { errors: { '': ['Must have at least 1 items'] } }],
  ])('min_length %j', (input, expected) => {
    expect(check(minItems(z.number(), 1), input)).toEqual(expected);
  });
});

describe('number rules', () => {
  it.each([
    [minValue(2), 2, { value: 2 }],
    [minValue(2), '3.5', { value: 3.5 }],
    [minValue(2), 1, { errors: { '': ['must be greater than or equal to 2'] } }],
    [minValue(2), 'x', { errors: { '': ['must be greater than or equal to 2'] } }],
    [maxValue(10), 10, { value: 10 }],
    [maxValue(10), '11', { errors: { '': ['Must be less than or equal to 10'] } }],
    [valueBetween(1, 5), 0, { errors: { '': ['must be greater than or equal to 1'] } }],
    [valueBetween(1, 5), 6, { errors: { '': ['Must be less than or equal to 5'] } }],
    [valueBetween(1, 5), ' 3 ', { value: 3 }],
    [positiveNumberOrZero(), 0, { value: 0 }],
    [positiveNumberOrZero(), '12.50', { value: 12.5 }],
    [positiveNumberOrZero(), -1, { errors: { '': ['Must be a positive number'] } }],
    [positiveNumberOrZero(), '', { errors: { '': ['Must be a positive number'] } }],
    [positiveNumberOrZero(), 'abc', { errors: { '': ['Must be a positive number'] } }],
    [positiveNumber(), 0.01, { value: 0.01 }],
    [positiveNumber(), 0, { errors: { '': ['Must be a number greater than 0'] } }],
    [positiveNumber(), '-3', { errors: { '': ['Must be a number greater than 0'] } }],
    [positiveNumber(), Infinity, { errors: { '': ['Must be a number greater than 0'] } }],
  ])('%#: %j', (schema, input, expected) => {
    expect(check(schema, input)).toEqual(expected);
  });

  it.each([
    ['', 0],
    [undefined, 0],
    [null, 0],
    ['abc', 0],
    ['-4', 0],
    [-4, 0],
    ['7', 7],
    [' 2.5 ', 2.5],
  ])('numberInput(%j) -> %s', (input, expected) => {
    expect(check(numberInput(), input)).toEqual({ value: expected });
  });

  it.each([
    ['5', 5, true, true],
    [' 0 ', 0, false, true],
    ['-1', -1, false, false],
    ['', null, false, false],
    ['1e3', 1000, true, true],
    [true, null, false, false],
  ])('toNumber(%j) = %s, positive %s, positive-or-zero %s', (value, n, positive, orZero) => {
    expect(toNumber(value)).toBe(n);
    expect(isPositiveNumber(value)).toBe(positive);
    expect(isPositiveNumberOrZero(value)).toBe(orZero);
  });
});

describe('require_one_non_zero', () => {
  const schema = z
    .object({ member_price: z.number(), visitor_price: z.number() })
    .superRefine(
      requireOneNonZero('member_price', 'visitor_price', { fieldLabel: 'Member price', targetLabel: 'Visitor price' }),
    );
  const message = 'At least one of Member price and Visitor price must be greater than 0';

  it.each([
    [0, 0, false],
    [-1, 0, false],
    [5, 0, true],
    [0, 5, true],
    [1, 2, true],
  ])('%s and %s valid=%s', (member_price, visitor_price, valid) => {
    const input = { member_price, visitor_price };
    expect(check(schema, input)).toEqual(
      valid ? { value: input } : { errors: { member_price: [message], visitor_price: [message] } },
    );
  });
});

describe('non_zero_if', () => {
  const schema = z.object({ charge: z.boolean(), price: z.number() }).superRefine(nonZeroIf('price', (d) => d.charge));

  it.each([
    [true, 0, { errors: { price: ['Must be a number greater than 0'] } }],
    [true, 10, { value: { charge: true, price: 10 } }],
    [false, 0, { value: { charge: false, price: 0 } }],
  ])('charge=%s price=%s', (charge, price, expected) => {
    expect(check(schema, { charge, price })).toEqual(expected);
  });
});

describe('password', () => {
  const schema = z
    .object({ password: z.string(), confirm_password: z.string() })
    .superRefine(passwordsMatch('password', 'confirm_password'));

  it.each([
    ['secret1', 'secret1', true],
    ['secret1', 'secret2', false],
    ['secret1', '', false],
  ])('%j / %j valid=%s', (password, confirm_password, valid) => {
    const input = { password, confirm_password };
    expect(check(schema, input)).toEqual(
      valid ? { value: input } : { errors: { confirm_password: ['Passwords must match'] } },
    );
  });
});

describe('phoneProblem (every phone field)', () => {
  it.each([
    ['', null],
    ['+61 2 9000 1234', null],
    ['(02) 9000-1234', null],
    ['0400 111 222', null],
    ['ring ring', 'Use digits, spaces and + ( ) - only'],
    ['02 9000 1234 ext 5', 'Use digits, spaces and + ( ) - only'],
    ['61+2', 'Use digits, spaces and + ( ) - only'],
    ['12345', 'Enter a phone number of 6 to 15 digits'],
    ['+1 234 567 890 123 456', 'Enter a phone number of 6 to 15 digits'],
  ])('%j → %j', (value, problem) => {
    expect(phoneProblem(value)).toBe(problem);
  });
});
