import type { MyBookingFacts } from '@rally/domain';
import type { ClubBookingFacts } from '../clubs/club-booking-facts.service';
import type { BookingCourt } from '../courts/court-booking-reads.service';

// What My bookings tells the people on a booking of its courts (issue 28): surface, lights, roof
// and rules as the booking page shows them, and the access notes (gate codes) from the club's
// AccessNotesHoursBefore before the start until the end; never on a cancelled booking. My bookings
// lists only the caller's own bookings, so nobody else is ever sent them.

export function bookingFactsOf(
  club: ClubBookingFacts,
  courts: BookingCourt[],
  instance: { starts_at: Date; ends_at: Date; cancelled_at: Date | null },
  now: Date,
): MyBookingFacts {
  const all = club.all_courts;
  const from = new Date(instance.starts_at.getTime() - club.access_hours_before * 3_600_000);
  const open = instance.cancelled_at === null && now >= from && now < instance.ends_at;
  const access =
    all.access ??
    courts
      .map((c) => c.access_notes)
      .filter(Boolean)
      .join('\n');
  return {
    courts: courts.map((c) => ({
      name: c.name,
      surface: c.surface,
      has_lights: all.lights || c.has_lights,
      indoor: all.indoor || c.indoor,
      rules: all.rules === null ? c.notes : '',
    })),
    rules: all.rules ?? '',
    access_notes: open ? access : null,
    access_from: from.toISOString(),
  };
}
