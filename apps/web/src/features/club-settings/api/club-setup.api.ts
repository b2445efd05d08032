import { useQuery } from '@tanstack/react-query';
import type { ClubSetup } from '@rally/domain';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/club/{id}/setup/: the set-up checklist. Under the club's detail key, so whatever makes
 * the club stale reads it again; read again on every visit too (members and courts tick it off).
 */
export const useClubSetup = (clubId: number) =>
  useQuery({
    queryKey: [...queryKeys.club.detail(clubId), 'setup'],
    queryFn: ({ signal }) => api<ClubSetup>(`club/${clubId}/setup/`, { signal }),
    refetchOnMount: 'always',
  });
