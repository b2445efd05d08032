import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarContract } from '@rally/domain';
import { call, keyOf, queryOf } from './endpoint';
import { useApiMutation } from './use-api-mutation';

// The player's calendar feed, offered from My bookings and from a clinic they joined.

/**
 * GET /api/calendar/feed/: the player's private calendar feed (bookings and clinic sessions) and
 * its subscribe links; the links only in the answer that made them (null afterwards: the server
 * keeps the token's hash alone), so the answer is kept for the session.
 */
export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    ...queryOf(calendarContract.feed),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** POST /api/calendar/feed/reset/: a new secret link, answered with its links; the old one stops working. */
export const useResetCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => call(calendarContract.resetFeed),
    // The answer is the only copy of the links: written into the cache, never read again.
    onSuccess: (feed) => queryClient.setQueryData(keyOf(calendarContract.feed), feed),
    invalidates: [],
  });
};
