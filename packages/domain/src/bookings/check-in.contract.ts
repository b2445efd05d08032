import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { optionalId } from '../courts/court-fields';
import { recordId } from '../validation/ids';

// Check-in and no-shows (issue 29, docs/court-waitlist.md "Check-in"): a player checks in to their
// booking on a court by its QR code (the code opens /clubs/check-in?clubId&court); staff tick it.

const tags = ['bookings'];
const params = z.object({ id: recordId() });

export const checkInMessages = {
  off: 'This club does not ask players to check in.',
  none: 'You have no booking on this court to check in to now.',
  noShow: 'This booking was marked as a no-show: its court was released.',
  early: 'Check-in opens shortly before the booking starts.',
  closed: (after: number) => `Check-in closed ${after} minutes after the booking started.`,
  notFound: 'Booking not found.',
} as const;

/** POST /api/club/{id}/check_in/: the court whose QR code the player scanned. */
export const checkInSchema = z.object({ court: optionalId('A valid court is required') });

/** A booking checked in (or found checked in already). */
export const checkInSchemaAnswer = z.object({
  instance: z.number(),
  court: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['C', 'N']),
  checked_in_at: z.string(),
});
export type CheckInAnswer = z.infer<typeof checkInSchemaAnswer>;

export const checkInContract = {
  playerCheckIn: endpoint({
    method: 'POST',
    path: '/club/:id/check_in/',
    access: { player: true, member: true, club: 'params' },
    params,
    body: checkInSchema.meta({ examples: [{ court: 1 }] }),
    response: { 200: checkInSchemaAnswer },
    summary: "Check in to the caller's booking on this court (the court's QR code), inside the club's check-in window",
    tags,
  }),
  staffCheckIn: endpoint({
    method: 'POST',
    path: '/courtbookinginstance/:id/check_in/',
    access: {
      area: 'courtBookings',
      club: 'record',
      table: 'booking_instances',
      notFound: checkInMessages.notFound,
    },
    params,
    response: { 200: checkInSchemaAnswer },
    summary: 'Staff tick a booking as checked in (from the window opening until it ends)',
    tags,
  }),
};
