import { describe, expect, it } from 'vitest';
import { bookingRateSchema, type BookingRateRecord, type ClubDetail, type CourtGroupRecord } from '@rally/domain';
import { rateFormErrors, rateFormValues, rateInput, rateTimeOptions } from './rate-form-values';

const club = {
  membership_type_set: [
    { id: 11, name: 'Adult' },
    { id: 12, name: 'Junior' },
    { id: 13, name: 'Senior' },
  ],
} as ClubDetail;
const hours = [{ weekday: 0, open: '06:00', close: '08:00' }];
const group = { id: 5, inherit_club_hours: true, opening_hours: hours } as CourtGroupRecord;
const rate = {
  id: 9,
  courtgroup: 5,
  name: 'Early',
  weekdays: [0, 1],
  start_hour: 6,
  start_minute: 15,
  end_hour: 7,
  end_minute: 0,
  member_def_price: 10,
  member_can_book: true,
  nonmember_def_price: 0,
  nonmember_can_book: false,
  coach_book_price: 12,
  coach_can_book: true,
  member_rate_set: [
    { id: 1, club: 1, booking_rate: 9, membership_type: 12, membership_type_name: 'Junior', can_book: true, price: 4 },
  ],
} as BookingRateRecord;

describe('the rate form', () => {
  it('reads a rate, with a row per membership type of the club, and sends it back the same', () => {
    const values = rateFormValues(rate, club, []);
    expect(values).toMatchObject({ weekdays: ['0', '1'], start: '06:15', end: '07:00' });
    expect(values.types.map((t) => [t.name, t.own, t.price])).toEqual([
      ['Adult', false, 0],
      ['Junior', true, 4],
      ['Senior', false, 0],
    ]);
    const input = rateInput(values, 5);
    expect(bookingRateSchema.parse(input)).toMatchObject({
      weekdays: [0, 1],
      start_hour: 6,
      start_minute: 15,
      end_hour: 7,
      member_rate_set: [{ membership_type: 12, can_book: true, price: 4 }],
    });
  });

  it('starts a new rate on every day, across the time list', () => {
    expect(rateFormValues(null, club, ['06:00', '06:30', '07:00'])).toMatchObject({
      weekdays: ['0', '1', '2', '3', '4', '5', '6'],
      start: '06:00',
      end: '07:00',
    });
  });

  it('puts the payload’s errors under the form’s fields', () => {
    const values = {
      ...rateFormValues(rate, club, []),
      types: rateFormValues(rate, club, []).types.map((t) => ({ ...t, own: t.name !== 'Adult' })),
    };
    expect(
      rateFormErrors(
        {
          end_hour: ['End time must be after start time'],
          'member_rate_set.1.price': ['Must be a positive number'],
          'weekdays.0': ['Days go'],
        },
        values,
      ),
    ).toEqual({
      end: 'End time must be after start time',
      'types.2.price': 'Must be a positive number',
      weekdays: 'Days go',
    });
    expect(rateFormErrors({}, { ...values, start: null })).toEqual({ start: 'Start is required' });
  });

  it('offers the group hours in 30-minute steps, 15 when the rate uses a quarter hour, keeping its own times', () => {
    expect(rateTimeOptions(group, hours, null)).toEqual(['06:00', '06:30', '07:00', '07:30', '08:00']);
    expect(rateTimeOptions(group, hours, rate)).toContain('06:15');
    expect(rateTimeOptions(group, hours, { ...rate, start_hour: 5, start_minute: 0 })[0]).toBe('05:00');
  });
});
