import { useQueryClient } from '@tanstack/react-query';
import {
  courtsContract,
  type ClubDetail,
  type SetFacilities,
  type SetOpeningHours,
  type UpdateClubDetails,
} from '@rally/domain';
import { api } from '../../../lib/api';
import { keyOf } from '../../../lib/endpoint';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The club's own settings (details, hours, facilities). Each call answers the whole club, which
// replaces the cached GET /api/club/{id}/ at once so every screen of the dashboard sees the change;
// the court groups follow the club's hours, so they are read again too.

function useClubCommand<Input>(clubId: number, mutationFn: (input: Input) => Promise<ClubDetail>) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn,
    onSuccess: (club) => queryClient.setQueryData(queryKeys.club.detail(clubId), club),
    invalidates: [queryKeys.club.detail(clubId), keyOf(courtsContract.listGroups, { query: { club: clubId } })],
  });
}

/** PATCH /api/club/{id}/: address, phone, url, e-mail, country, currency, time zone. */
export const useUpdateClubDetails = (clubId: number) =>
  useClubCommand(clubId, (body: UpdateClubDetails) => api<ClubDetail>(`club/${clubId}/`, { method: 'PATCH', body }));

/** POST /api/club/{id}/set_opening_hours/: the open weekdays. */
export const useSetOpeningHours = (clubId: number) =>
  useClubCommand(clubId, (body: SetOpeningHours) => api<ClubDetail>(`club/${clubId}/set_opening_hours/`, { body }));

/** POST /api/club/{id}/set_facilities/. */
export const useSetFacilities = (clubId: number) =>
  useClubCommand(clubId, (body: SetFacilities) => api<ClubDetail>(`club/${clubId}/set_facilities/`, { body }));
