import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { recordId } from '../validation/ids';

// The live court board (issue 29): a read-only page per club for a screen in the clubhouse, opened
// by a secret link and no login, and the server-sent events that keep it (and the staff day view)
// up to date. docs/court-board.md.

const tags = ['bookings'];

/** The message of a board link that is malformed, revoked, replaced or unknown. */
export const courtBoardNotFound = 'Court board not found.';

/** The board link's secret, as it appears in the link (base64url of 32 random bytes). */
const boardToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, courtBoardNotFound);

/**
 * GET/POST /api/club/{id}/courtboard/: the club's board link. Only the token's hash is kept, so
 * the link itself (`url`, `token`) comes only in the answer that made it (POST: a new link, which
 * replaces any earlier one); a GET says whether one exists and since when.
 */
export const courtBoardLinkSchema = z.object({
  exists: z.boolean(),
  created_at: z.string().nullable(),
  /** The page's address (the web app's /board/{token}); null except in the answer that made it. */
  url: z.string().nullable(),
  token: z.string().nullable(),
});
export type CourtBoardLink = z.infer<typeof courtBoardLinkSchema>;

const boardBookingSchema = z.object({
  id: z.number(),
  name: z.string(),
  ttype: z.string(),
  start: z.string(),
  end: z.string(),
  /**
   * Checked in: true or false once bookings carry a check-in (issue 29's check-in part); null
   * while they do not, and the board then shows the booking as booked.
   */
  checked_in: z.boolean().nullable(),
});
export type CourtBoardBooking = z.infer<typeof boardBookingSchema>;

export const courtBoardSchema = z.object({
  club: z.object({ id: z.number(), name: z.string(), time_zone: z.string() }),
  /** The instant the board was read (the server's clock). */
  now: z.string(),
  courts: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      number: z.number(),
      /** On the court now; null when it is free. */
      now: boardBookingSchema.nullable(),
      /** The court's next booking today (in the club's zone); null when none. */
      next: boardBookingSchema.nullable(),
      /** Free now, and until when today (null: for the rest of the day). */
      free: z.boolean(),
      free_until: z.string().nullable(),
    }),
  ),
});
export type CourtBoard = z.infer<typeof courtBoardSchema>;

/** The event stream's answer (text/event-stream): `event: change` with `{ club, from, to }` (from/to null: any time). */
const eventStream = z.string().meta({ description: 'Server-sent events (text/event-stream)' });

const params = z.object({ id: recordId('club is required') });
const tokenParams = z.object({ token: boardToken });
const courtBookingsStaff = { area: 'courtBookings', club: 'params' } as const;

/** The live court board (issue 29): docs/court-board.md. */
export const courtBoardContract = {
  link: endpoint({
    method: 'GET',
    path: '/club/:id/courtboard/',
    access: courtBookingsStaff,
    params,
    response: { 200: courtBoardLinkSchema },
    summary: "Whether the club's court board link exists, and since when (the link itself is shown only when made)",
    tags,
  }),
  createLink: endpoint({
    method: 'POST',
    path: '/club/:id/courtboard/',
    access: courtBookingsStaff,
    params,
    response: { 200: courtBoardLinkSchema },
    summary: "A new secret link for the club's court board; any earlier link stops working at once",
    tags,
  }),
  revokeLink: endpoint({
    method: 'DELETE',
    path: '/club/:id/courtboard/',
    access: courtBookingsStaff,
    params,
    response: { 204: noContent },
    summary: "Revokes the club's court board link: the board's screens stop updating and show it is gone",
    tags,
  }),
  board: endpoint({
    method: 'GET',
    path: '/courtboard/:token/',
    access: 'public',
    params: tokenParams,
    response: { 200: courtBoardSchema },
    summary: "The club's court board by its secret link: each court's booking now and next, and the free courts",
    tags,
  }),
  boardEvents: endpoint({
    method: 'GET',
    path: '/courtboard/:token/events/',
    access: 'public',
    params: tokenParams,
    response: { 200: eventStream },
    summary: "Server-sent events: `change` whenever the club's bookings change, a comment every 15 s",
    tags,
  }),
  dayViewEvents: endpoint({
    method: 'GET',
    path: '/courtbookinginstance/events/',
    access: { area: 'courtBookings', club: 'query' },
    query: z.object({ club: recordId('club is required') }),
    response: { 200: eventStream },
    summary:
      "Server-sent events for the staff day view: `change` with the time span of each change to the club's bookings",
    tags,
  }),
};
