import { useQuery } from '@tanstack/react-query';
import { lotteryContract } from '@rally/domain';
import { queryOf } from '../../../lib/endpoint';

// The club's release-lottery draws for staff (issue 29): the list, and one draw with its inputs,
// seed and results. Server: docs/bookings.md "Release lottery for prime time".

/** GET /api/club/{id}/lottery_draws/: latest play date first. */
export const useLotteryDraws = (clubId: number) => useQuery(queryOf(lotteryContract.draws, { params: { id: clubId } }));

/** GET /api/club/{id}/lottery_draws/{draw}/: one draw, its players in the order they chose. */
export const useLotteryDraw = (clubId: number, drawId: number | null) =>
  useQuery({
    ...queryOf(lotteryContract.draw, { params: { id: clubId, draw: drawId ?? 0 } }),
    enabled: drawId !== null,
  });
