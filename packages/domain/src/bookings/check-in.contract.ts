import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { courtNotFound, optionalId } from '../courts/court-fields';
import { instantText } from '../validation/date-fields';
import { recordId } from '../validation/ids';

// Check-in and no-shows (issue 29, docs/court-waitlist.md "Check-in"): a player checks in to their
// booking on a court by the court's code (its QR code opens /clubs/check-in?clubId&court&code, or
// they type the code printed under it); staff tick it in the day view.

const tags = ['bookings'];
const params = z.object({ id: recordId() });

export const checkInMessages = {
  off: 'This club does not ask players to check in.',
  none: 'You have no booking on this court to check in to now.',
  noShow: 'This booking was marked as a no-show: its court was released.',
  early: 'Check-in opens shortly before the booking starts.',
  closed: (after: number) => `Check-in closed ${after} minutes after the booking started.`,
  notFound: 'Booking not found.',
  codeRequired: "Enter the court's check-in code (under its QR code).",
  wrongCode: "That is not this court's check-in code: check the code under the court's QR code.",
} as const;

/** The alphabet of a court's check-in code: no 0/O nor 1/I to mistake (the migration draws from it). */
export const CHECK_IN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** How many characters a court's check-in code has. */
export const CHECK_IN_CODE_LENGTH = 6;

/** A typed or scanned code as the server compares it: spaces and dashes gone, upper case. */
export const checkInCodeField = z
  .string({ error: checkInMessages.codeRequired })
  .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().min(1, checkInMessages.codeRequired).max(20, checkInMessages.wrongCode));

/** POST /api/club/{id}/check_in/: the court whose QR code the player scanned (or at which they stand) and its code. */
export const checkInSchema = z.object({
  court: optionalId('A valid court is required'),
  code: checkInCodeField,
});
export type CheckInInput = z.input<typeof checkInSchema>;

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

/** A court's check-in code, for the QR sheet (Courts staff). */
export const courtCheckInCodeSchema = z.object({ court: z.number(), code: z.string() });
export type CourtCheckInCode = z.infer<typeof courtCheckInCodeSchema>;

/** The day view's check-ins: the club's window (null when it does not ask) and the state of each booking that has one. */
export const dayCheckInsSchema = z.object({
  window: z.object({ before: z.number(), after: z.number() }).nullable(),
  check_ins: z.array(
    z.object({
      instance: z.number(),
      /** C checked in, N no-show. */
      status: z.enum(['C', 'N']),
      /** When (an instant, ISO). */
      at: z.string(),
    }),
  ),
});
export type DayCheckIns = z.infer<typeof dayCheckInsSchema>;

const courtCodes = { area: 'courtSettings' } as const;

export const checkInContract = {
  playerCheckIn: endpoint({
    method: 'POST',
    path: '/club/:id/check_in/',
    access: { player: true, member: true, club: 'params' },
    params,
    body: checkInSchema.meta({ examples: [{ court: 1, code: 'K7M2QX' }] }),
    response: { 200: checkInSchemaAnswer },
    summary:
      "Check in to the caller's booking on this court with the court's code (its QR code carries it), inside the club's check-in window",
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
  dayCheckIns: endpoint({
    method: 'GET',
    path: '/courtbookinginstance/check_ins/',
    access: { area: 'courtBookings', club: 'query' },
    query: z.object({
      club: recordId('club is required'),
      start: instantText('Enter a valid start'),
      end: instantText('Enter a valid end'),
    }),
    response: { 200: dayCheckInsSchema },
    summary: "The check-ins and no-shows of the club's bookings starting in [start, end) (the day view's ticks)",
    tags,
  }),
  courtCodes: endpoint({
    method: 'GET',
    path: '/club/:id/check_in_codes/',
    access: { ...courtCodes, club: 'params' },
    params,
    response: { 200: z.array(courtCheckInCodeSchema) },
    summary: "Each court's check-in code, printed under its QR code",
    tags,
  }),
  renewCourtCode: endpoint({
    method: 'POST',
    path: '/court/:id/check_in_code/',
    access: { ...courtCodes, club: 'record', table: 'courts', notFound: courtNotFound.court },
    params,
    response: { 200: courtCheckInCodeSchema },
    summary: 'A new check-in code for the court (the printed one and its QR code stop working)',
    tags,
  }),
};
