import { describe, expect, it } from 'vitest';
import { clubIdParam, MAX_RECORD_ID, recordId } from './ids';

describe('recordId', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['42', 42],
    [MAX_RECORD_ID, MAX_RECORD_ID],
    [String(MAX_RECORD_ID), MAX_RECORD_ID],
  ])('reads %j as %j', (input, id) => {
    expect(recordId().parse(input)).toBe(id);
  });

  it.each([
    '0x1',
    '1e0',
    ' 1 ',
    '+1',
    '-1',
    '1.0',
    '1.5',
    '',
    '0',
    'abc',
    '١',
    0,
    -1,
    1.5,
    MAX_RECORD_ID + 1,
    String(MAX_RECORD_ID + 1),
    null,
    true,
    [1],
    {},
  ])('refuses %j with the message', (input) => {
    const result = clubIdParam().safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('club is required');
  });
});
