import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { recordId } from '../validation/ids';
import { bookingInvalidReason } from './booking.schema';
import {
  claimedCourtSchema,
  courtWaitlistEntrySchema,
  courtWaitlistMessages,
  joinCourtWaitlistSchema,
} from './court-waitlist.schema';

// The waiting list for courts (issue 29): join, the caller's entries, the club's list for staff,
// claim a held court, leave (or let an offer go). docs/court-waitlist.md.

const tags = ['bookings'];
const params = z.object({ id: recordId() });
const clubQuery = z.object({ club: recordId('club is required') });
const entryRecord = {
  area: 'courtBookings',
  club: 'record',
  table: 'court_waitlist',
  notFound: courtWaitlistMessages.notFound,
  owner: true,
} as const;

/** The waiting list for courts. */
export const courtWaitlistContract = {
  join: endpoint({
    method: 'POST',
    path: '/club/:id/court_waitlist/',
    access: { area: 'courtBookings', player: true, member: true, club: 'params' },
    invalidReason: bookingInvalidReason,
    params,
    body: joinCourtWaitlistSchema.meta({
      examples: [{ start: '2030-01-08T18:00', end: '2030-01-08T20:00', duration: 60 }],
    }),
    response: { 201: courtWaitlistEntrySchema },
    summary: 'Wait for a taken court time (or any court in a time range); a freed court is held for the first in line',
    tags,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/courtwaitlist/mine/',
    access: { player: true, member: true, club: 'query' },
    query: clubQuery,
    response: { 200: z.array(courtWaitlistEntrySchema) },
    summary:
      "The caller's live entries at a club (W waiting with their place, O a court held for them until offer.expires)",
    tags,
  }),
  list: endpoint({
    method: 'GET',
    path: '/courtwaitlist/',
    access: { area: 'courtBookings', club: 'query' },
    query: clubQuery,
    response: { 200: z.array(courtWaitlistEntrySchema) },
    summary: "The club's live waiting-list entries for courts, first in line first",
    tags,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/courtwaitlist/:id/claim/',
    access: entryRecord,
    params,
    response: { 201: claimedCourtSchema },
    summary: 'Book the court held for this entry (the booking is made and paid as any booking of the player)',
    tags,
  }),
  leave: endpoint({
    method: 'POST',
    path: '/courtwaitlist/:id/leave/',
    access: entryRecord,
    params,
    response: { 200: courtWaitlistEntrySchema },
    summary: 'Leave the waiting list; a court held for this entry is let go and offered to the next in line',
    tags,
  }),
};
