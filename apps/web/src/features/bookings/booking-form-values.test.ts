import { describe, expect, it } from 'vitest';
import { allowedBodyOf, newBookingValues, toSeriesInput, validateBooking } from './booking-form-values';

describe('the booking form values', () => {
  const draft = newBookingValues({ date: '2030-01-08', start: '18:00', end: '19:30', courts: [3, 4] });

  it('make the series payload in the club-local wall-clock time', () => {
    const input = toSeriesInput({
      ...draft,
      persons: [
        { key: 'a', club_member: 7, player: null, full_name: 'Ann Lee', email: '', paying: true, kind: 'member' },
        {
          key: 'b',
          club_member: null,
          player: null,
          full_name: 'Sam',
          email: 'sam@example.com',
          paying: false,
          kind: 'guest',
        },
      ],
    });
    expect(input).toMatchObject({
      name: 'Court hire',
      ttype: 'C',
      start_date: '2030-01-08T18:00',
      end_date: '2030-01-08T19:30',
      court_set: [3, 4],
      recurrence: 'N',
      recurrence_end: null,
    });
    expect(input.booked_person_set).toEqual([
      { club_member: 7, full_name: 'Ann Lee', email: '', paying: true, primary: true },
      { full_name: 'Sam', email: 'sam@example.com', paying: false, primary: false },
    ]);
    expect(toSeriesInput({ ...draft, end: '24:00' }).end_date).toBe('2030-01-09T00:00');
  });

  it("show the route schema's messages under the form's own fields", () => {
    const errors = validateBooking({
      ...draft,
      courts: [],
      end: '17:00',
      ttype: 'L',
      recurrence: 'W',
      persons: [{ key: 'g', club_member: null, player: null, full_name: '', email: '', paying: true, kind: 'guest' }],
    });
    expect(errors).toMatchObject({
      courts: 'At least one court is required',
      end: 'End must be later than start',
      coaches: 'Coach bookings need a coach',
      recurrence_end: 'A recurrence needs a recurrence end',
      'persons.0.full_name': 'A booked person needs a player, a member, or a name and e-mail',
    });
    expect(validateBooking(draft)).toEqual({});
  });

  it('ask the allowed-check only for a whole booking, naming the edited series', () => {
    expect(allowedBodyOf({ ...draft, courts: [] })).toBeNull();
    expect(allowedBodyOf(draft, 12)).toMatchObject({
      start: '2030-01-08T18:00',
      end: '2030-01-08T19:30',
      court_set: [3, 4],
      booking_series: 12,
    });
  });
});
