import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dateAfter,
  dateInFuture,
  isDateAfter,
  isDateInFuture,
  isTimeAfter,
  isTimeObjectAfter,
  standardDate,
  timeGreaterThan,
  timeObjectGreaterThan,
  timeObjectToMinutes,
  timeToMinutes,
} from './date-rules';

function check(schema: z.ZodType, input: unknown): { value?: unknown; errors?: Record<string, string[]> } {
  const r = schema.safeParse(input);
  if (r.success) return { value: r.data };
  const errors: Record<string, string[]> = {};
  for (const issue of r.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return { errors };
}

const FORMAT = 'Date format must be YYYY-MM-DD';

describe('date_format_standard', () => {
  it.each([
    ['2024-03-05', { value: '2024-03-05' }],
    [' 2024-03-05 ', { value: '2024-03-05' }],
    ['2024-02-30', { errors: { '': [FORMAT] } }],
    ['05/03/2024', { errors: { '': [FORMAT] } }],
    ['2024-3-5', { errors: { '': [FORMAT] } }],
    [null, { errors: { '': [FORMAT] } }],
  ])('%j', (input, expected) => {
    expect(check(standardDate(), input)).toEqual(expected);
  });
});

describe('after', () => {
  it.each([
    ['2024-03-06', '2024-03-05', false, true],
    ['2024-03-05', '2024-03-05', false, false],
    ['2024-03-05', '2024-03-05', true, true],
    ['2024-03-04', '2024-03-05', true, false],
    ['2024-13-01', '2024-03-05', false, false],
  ])('isDateAfter(%j, %j, inclusive %s) = %s', (value, target, inclusive, expected) => {
    expect(isDateAfter(value, target, { inclusive })).toBe(expected);
  });

  const schema = z.object({ start: z.string(), finish: z.string() }).superRefine(dateAfter('finish', 'start'));
  const notBefore = z
    .object({ start: z.string(), finish: z.string() })
    .superRefine(dateAfter('finish', 'start', { inclusive: true }));

  it.each([
    [schema, '2024-03-01', '2024-03-02', true],
    [schema, '2024-03-02', '2024-03-02', false],
    [schema, '2024-03-03', '2024-03-02', false],
    [notBefore, '2024-03-02', '2024-03-02', true],
    [notBefore, '2024-03-03', '2024-03-02', false],
    // a malformed side is left to the format rule
    [schema, 'soon', '2024-03-02', true],
  ])('%#: start %j finish %j valid=%s', (s, start, finish, valid) => {
    const input = { start, finish };
    expect(check(s, input)).toEqual(valid ? { value: input } : { errors: { finish: ['Date is not valid'] } });
  });
});

describe('date_in_future', () => {
  const today = '2024-06-15';

  it.each([
    ['2024-06-16', false, true],
    ['2024-06-15', false, false],
    ['2024-06-15', true, true],
    ['2024-06-14', true, false],
    ['not a date', true, false],
  ])('isDateInFuture(%j, inclusive %s) = %s', (value, inclusive, expected) => {
    expect(isDateInFuture(value, today, { inclusive })).toBe(expected);
  });

  it.each([
    ['2024-06-16', { value: '2024-06-16' }],
    ['2024-06-15', { errors: { '': ['Must be in the future'] } }],
    ['2023-01-01', { errors: { '': ['Must be in the future'] } }],
    ['2024-06-31', { errors: { '': [FORMAT] } }],
  ])('dateInFuture %j', (input, expected) => {
    expect(check(dateInFuture(today), input)).toEqual(expected);
  });

  it('reads today at validation time when given a function', () => {
    let now = '2024-06-15';
    const schema = dateInFuture(() => now, { inclusive: true });
    expect(schema.safeParse('2024-06-15').success).toBe(true);
    now = '2024-06-16';
    expect(schema.safeParse('2024-06-15').success).toBe(false);
  });
});

describe('time parsing', () => {
  it.each([
    ['7:05', 425],
    ['07:05', 425],
    ['23:59', 1439],
    ['0:00', 0],
    ['24:00', 1440],
    ['18:30:00', 1110],
    ['24:01', null],
    ['25:00', null],
    ['12:60', null],
    ['1230', null],
    ['7:5', null],
    [null, null],
  ])('timeToMinutes(%j) = %s', (text, expected) => {
    expect(timeToMinutes(text)).toBe(expected);
  });

  it.each([
    [{ hour: 9, minute: 30 }, 570],
    [{ hour: 0, minute: 0 }, 0],
    [{ hour: 9, minute: 60 }, null],
    [{ hour: 9.5, minute: 0 }, null],
    [{ hour: 9 }, null],
    ['9:30', null],
  ])('timeObjectToMinutes(%j) = %s', (time, expected) => {
    expect(timeObjectToMinutes(time)).toBe(expected);
  });
});

describe('time_greater_than', () => {
  it.each([
    ['10:00', '9:30', false, true],
    ['9:30', '9:30', false, false],
    ['9:30', '9:30', true, true],
    ['9:00', '9:30', true, false],
    ['bad', '9:30', false, false],
  ])('isTimeAfter(%j, %j, inclusive %s) = %s', (value, target, inclusive, expected) => {
    expect(isTimeAfter(value, target, { inclusive })).toBe(expected);
  });

  const schema = z
    .object({ start_time: z.string(), end_time: z.string() })
    .superRefine(timeGreaterThan('end_time', 'start_time', { fieldLabel: 'End time', targetLabel: 'Start time' }));

  it.each([
    ['9:00', '10:30', true],
    // H:mm compares as a time, not as text ('9:00' > '10:30' as strings)
    ['10:30', '9:00', false],
    ['9:00', '9:00', false],
    ['9:00', '', true],
  ])('start %j end %j valid=%s', (start_time, end_time, valid) => {
    const input = { start_time, end_time };
    expect(check(schema, input)).toEqual(
      valid ? { value: input } : { errors: { end_time: ['End time must be after Start time'] } },
    );
  });

  it('uses the field keys when no labels are given, and may accept equal times', () => {
    const plain = z.object({ open: z.string(), close: z.string() }).superRefine(timeGreaterThan('close', 'open'));
    expect(check(plain, { open: '8:00', close: '7:00' })).toEqual({ errors: { close: ['close must be after open'] } });
    const notBefore = z
      .object({ open: z.string(), close: z.string() })
      .superRefine(timeGreaterThan('close', 'open', { inclusive: true }));
    expect(check(notBefore, { open: '8:00', close: '8:00' }).errors).toBeUndefined();
  });
});

describe('time_object_greater_than', () => {
  const time = z.object({ hour: z.number(), minute: z.number() });
  const schema = z
    .object({ start: time, end: time })
    .superRefine(timeObjectGreaterThan('end', 'start', { fieldLabel: 'End', targetLabel: 'Start' }));

  it.each([
    [{ hour: 9, minute: 0 }, { hour: 9, minute: 30 }, true],
    [{ hour: 9, minute: 30 }, { hour: 9, minute: 30 }, false],
    [{ hour: 10, minute: 0 }, { hour: 9, minute: 59 }, false],
  ])('start %j end %j valid=%s', (start, end, valid) => {
    const input = { start, end };
    expect(check(schema, input)).toEqual(valid ? { value: input } : { errors: { end: ['End must be after Start'] } });
    expect(isTimeObjectAfter(end, start)).toBe(valid);
  });
});
