import { describe, expect, it } from 'vitest';
import { localAt, moveBody, moveQuestion, type BookingMove } from './booking-move';
import { zoneFormat, type BookingInstanceRow } from '@rally/domain';

const fmt = zoneFormat('Australia/Sydney');

const instance: BookingInstanceRow = {
  id: 41,
  booking_series: 7,
  start: '2030-01-07T22:00:00.000Z',
  end: '2030-01-07T23:00:00.000Z',
  courts: [1],
  coaches: [],
  guests: '',
  cancelled: false,
  name: 'Court hire',
  ttype: 'C',
  player_name: '',
  author: null,
  people: [],
};
const names: Record<number, string> = { 1: 'Court 1', 2: 'Court 2', 3: 'Court 3' };
const courtName = (id: number) => names[id];
const at9 = { date: '2030-01-08', court: 1, start: 9 * 60, end: 10 * 60 };

describe('moving a booking on the calendar', () => {
  it('keeps its length and swaps the dragged court for the one it was dropped on', () => {
    const move: BookingMove = { instance, from: at9, to: { date: '2030-01-08', court: 3, start: 10 * 60 } };
    expect(moveBody(move)).toEqual({ start: '2030-01-08T10:00', end: '2030-01-08T11:00', courts: [3] });
    expect(moveQuestion(move, courtName, fmt)).toBe('Move Court hire from 09:00 on Court 1 to 10:00 on Court 3?');
  });

  it('names the dates when the day changes (the week view)', () => {
    const move: BookingMove = { instance, from: at9, to: { date: '2030-01-10', court: 1, start: 9 * 60 + 30 } };
    expect(moveBody(move)).toEqual({ start: '2030-01-10T09:30', end: '2030-01-10T10:30', courts: [1] });
    expect(moveQuestion(move, courtName, fmt)).toBe(
      'Move Court hire from Tue, 8 Jan 2030, 09:00 on Court 1 to Thu, 10 Jan 2030, 09:30 on Court 1?',
    );
  });

  it('moves one court of a booking on several and keeps the others', () => {
    const both = { ...instance, courts: [1, 2] };
    expect(
      moveBody({ instance: both, from: { ...at9, court: 2 }, to: { date: at9.date, court: 3, start: at9.start } })
        ?.courts,
    ).toEqual([1, 3]);
    // Dropped on a court it already holds, or where it was: nothing to move.
    expect(moveBody({ instance: both, from: at9, to: { date: at9.date, court: 2, start: 11 * 60 } })).toBeNull();
    expect(moveBody({ instance, from: at9, to: { date: at9.date, court: 1, start: at9.start } })).toBeNull();
  });

  it('ends on the next day past midnight', () => {
    expect(localAt('2030-01-08', 24 * 60)).toBe('2030-01-09T00:00');
    expect(moveBody({ instance, from: at9, to: { date: '2030-01-08', court: 1, start: 23 * 60 + 30 } })?.end).toBe(
      '2030-01-09T00:30',
    );
  });
});
