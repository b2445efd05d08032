import { useQuery } from '@tanstack/react-query';
import { clubsContract } from '@rally/domain';
import { queryOf } from '../../../lib/endpoint';

/**
 * GET /api/club/{id}/setup/: the set-up checklist. Its key (['club', id, 'setup']) is under the club's detail key, so whatever makes
 * the club stale reads it again; read again on every visit too (members and courts tick it off).
 */
export const useClubSetup = (clubId: number) =>
  useQuery({
    ...queryOf(clubsContract.setup, { params: { id: clubId } }),
    refetchOnMount: 'always',
  });
