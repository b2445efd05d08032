import { useQuery } from '@tanstack/react-query';
import type { checkInContract, courtWaitlistContract } from '@rally/domain';
import { call, endpointRef, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The day view's check-ins and held courts (issue 29, docs/court-waitlist.md): the club's window
// and each booking's check-in, staff's tick, and the courts held for the waiting list. Both reads
// are asked again when the day view's live stream says the club changed (useLiveDayView).

const dayCheckIns = endpointRef<typeof checkInContract.dayCheckIns>({
  method: 'GET',
  path: '/courtbookinginstance/check_ins/',
});
const staffCheckIn = endpointRef<typeof checkInContract.staffCheckIn>({
  method: 'POST',
  path: '/courtbookinginstance/:id/check_in/',
});
export const clubWaitlist = endpointRef<typeof courtWaitlistContract.list>({ method: 'GET', path: '/courtwaitlist/' });

/** GET /api/courtbookinginstance/check_ins/?club&start&end: the window (null: the club does not ask) and the ticks. */
export const useDayCheckIns = (clubId: number, window: { start?: string; end?: string }) =>
  useQuery({
    ...queryOf(dayCheckIns, { query: { club: clubId, start: window.start ?? '', end: window.end ?? '' } }),
    enabled: Boolean(window.start && window.end),
  });

/** GET /api/courtwaitlist/?club: the club's line; its held courts (status O) are drawn on the day. */
export const useClubHolds = (clubId: number) =>
  useQuery({
    ...queryOf(clubWaitlist, { query: { club: clubId } }),
    select: (entries) => entries.filter((e) => e.status === 'O' && e.offer),
    refetchInterval: 60_000,
  });

/** POST /api/courtbookinginstance/{id}/check_in/: staff tick a booking checked in. */
export const useStaffCheckIn = (clubId: number) =>
  useApiMutation({
    mutationFn: (instanceId: number) => call(staffCheckIn, { params: { id: instanceId } }),
    invalidates: [keyOf(dayCheckIns, { query: { club: clubId } })],
  });
