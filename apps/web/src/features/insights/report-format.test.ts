import { describe, expect, it } from 'vitest';
import { courtsNote, peopleHint, typesNote } from './report-format';

// Issue 27: the figures of one report agree or say why not.
const report = {
  total: 179,
  completed: 160,
  upcoming: 4,
  cancelled: 15,
  multi_court: 32,
  members: 140,
  guests: 18,
  unnamed: 21,
};

describe('the court bookings report says why its tables add up to more or less', () => {
  it('names the bookings on several courts and the cancelled ones under the court tables', () => {
    expect(courtsNote(report, 196, 'groups')).toBe(
      'A booking on several courts counts on each: 32 of the 164 live bookings took more than one court, so the groups add up to 196. The 15 cancelled bookings are not counted here.',
    );
    expect(courtsNote({ ...report, multi_court: 0, cancelled: 0 }, 164, 'courts')).toBeUndefined();
  });

  it('says the cancelled bookings are in no type', () => {
    expect(typesNote(report)).toBe('The 164 live bookings by type; the 15 cancelled are in no type.');
    expect(typesNote({ ...report, cancelled: 0 })).toBeUndefined();
  });

  it('counts members and guests over every booking, naming those that name no one', () => {
    expect(peopleHint(report)).toBe('Of all 179 bookings; 21 name no one (block bookings, maintenance, clinics)');
    expect(peopleHint({ ...report, unnamed: 0 })).toBe('Of all 179 bookings, by who they are for');
  });
});
