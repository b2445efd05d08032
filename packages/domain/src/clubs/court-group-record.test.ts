import { describe, expect, it } from 'vitest';
import { toCourtGroupRecord, type CourtGroupColumns } from './court-group-record';

const clubHours = [
  { weekday: 0, open: '07:00', close: '21:00' },
  { weekday: 5, open: '08:00', close: '18:00' },
];
const group: CourtGroupColumns = {
  id: 4,
  club_id: 2,
  name: 'Outdoor courts',
  default: true,
  ready: true,
  admin_only_booking: false,
  advance_days_booking: 14,
  min_booking_duration_members: 30,
  max_booking_duration_members: 120,
  max_booking_duration_nonmembers: 120,
  matcha_booking_cancel_advance: 30,
  refund_cancelled: false,
  refund_cancelled_by: 0,
  payment_on_app: false,
  inherit_club_hours: true,
  opening_hours: [{ weekday: 2, open: '09:00', close: '12:00' }],
};

describe('toCourtGroupRecord', () => {
  it("answers the club's hours for a group that inherits them, in the three shapes, with its club and courts", () => {
    const record = toCourtGroupRecord(group, clubHours, [7, 8]);
    expect(record).not.toHaveProperty('club_id');
    expect(record).toMatchObject({ id: 4, club: 2, court_set: [7, 8], opening_hours: clubHours });
    expect(record.hoursOfOperation).toEqual([
      { id: 0, open: '07:00', close: '21:00' },
      { id: 5, open: '08:00', close: '18:00' },
    ]);
    expect(record.daysofOperation.filter((d) => d.dayType === 'open').map((d) => d.id)).toEqual([0, 5]);
  });

  it('answers its own hours for a group that does not inherit them', () => {
    const record = toCourtGroupRecord({ ...group, inherit_club_hours: false }, clubHours, []);
    expect(record.opening_hours).toEqual([{ weekday: 2, open: '09:00', close: '12:00' }]);
    expect(record.daysofOperation).toHaveLength(7);
  });
});
