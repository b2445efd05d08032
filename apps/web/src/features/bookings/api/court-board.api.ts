import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { bookingsContract, courtBoardContract } from '@rally/domain';
import { getToken } from '../../../lib/auth-token';
import { call, endpointRef, keyOf, queryOf } from '../../../lib/endpoint';
import { subscribeLiveEvents } from '../../../lib/live-events';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { clubWaitlist } from './day-check-ins.api';

// The live court board (issue 29): its link (Court Bookings staff), the board itself (anyone with
// the link) and the event streams that keep the board and the staff day view current.

const link = endpointRef<typeof courtBoardContract.link>({ method: 'GET', path: '/club/:id/courtboard/' });
const createLink = endpointRef<typeof courtBoardContract.createLink>({ method: 'POST', path: '/club/:id/courtboard/' });
const revokeLink = endpointRef<typeof courtBoardContract.revokeLink>({
  method: 'DELETE',
  path: '/club/:id/courtboard/',
});
const board = endpointRef<typeof courtBoardContract.board>({ method: 'GET', path: '/courtboard/:token/' });
const instanceList = endpointRef<typeof bookingsContract.instances>({ method: 'GET', path: '/courtbookinginstance/' });

export const useCourtBoardLink = (clubId: number) => useQuery(queryOf(link, { params: { id: clubId } }));

export const useCreateCourtBoardLink = (clubId: number) =>
  useApiMutation({
    mutationFn: () => call(createLink, { params: { id: clubId } }),
    invalidates: [keyOf(link, { params: { id: clubId } })],
  });

export const useRevokeCourtBoardLink = (clubId: number) =>
  useApiMutation({
    mutationFn: () => call(revokeLink, { params: { id: clubId } }),
    invalidates: [keyOf(link, { params: { id: clubId } })],
  });

/** Whether a stream is connected: null before its first answer, then true or false; 'gone' when it will not come back. */
export type LiveState = boolean | null | 'gone';

/** Reads the stream at `path` and invalidates `keys` on every change (and on a reconnect: changes may have been missed). */
function useLiveInvalidation(
  path: string | null,
  keys: readonly (readonly unknown[])[],
  withToken: boolean,
): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>(null);
  const keyText = JSON.stringify(keys);
  useEffect(() => {
    if (!path) return;
    const stale = JSON.parse(keyText) as unknown[][];
    let connections = 0;
    return subscribeLiveEvents(
      path,
      ({ event }) => {
        if (event === 'gone') setState('gone');
        // The first `ready` needs no read: the page has just read.
        const reconnected = event === 'ready' && connections++ > 0;
        if (event === 'change' || event === 'gone' || reconnected)
          for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
      },
      {
        headers: withToken ? () => ({ Authorization: `Token ${getToken()}` }) : undefined,
        onStatus: (live) => setState((s) => (s === 'gone' ? s : live)),
      },
    );
  }, [path, keyText, withToken, queryClient]);
  return state;
}

/** The board by its secret link, read again on each change of the club's bookings. */
export function useLiveCourtBoard(token: string) {
  const query = useQuery({ ...queryOf(board, { params: { token } }), retry: false, refetchInterval: 60_000 });
  const live = useLiveInvalidation(`/courtboard/${token}/events/`, [keyOf(board, { params: { token } })], false);
  return { ...query, live };
}

/** The staff day view hears of every booking change of the club (another desk's too) and reads its instances again. */
export const useLiveDayView = (clubId: number) =>
  useLiveInvalidation(
    `/courtbookinginstance/events/?club=${clubId}`,
    // The instances (and the day's check-ins under the same path), and the courts held for the waiting list.
    [keyOf(instanceList), keyOf(clubWaitlist)],
    true,
  );
