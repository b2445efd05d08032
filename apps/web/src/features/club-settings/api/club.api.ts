import { useQueryClient } from '@tanstack/react-query';
import {
  clubSettingsContract as contract,
  courtsContract,
  type ClubDetail,
  type SetFacilities,
  type SetOpeningHours,
  type UpdateClubDetails,
} from '@rally/domain';
import { clubKey } from '../../../lib/dashboard';
import { call, keyOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The club's own settings (details, hours, facilities). Each call answers the whole club, which
// replaces the cached GET /api/club/{id}/ at once so every screen of the dashboard sees the change;
// the court groups follow the club's hours, so they are read again too.

function useClubCommand<Input>(clubId: number, mutationFn: (input: Input) => Promise<ClubDetail>) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn,
    onSuccess: (club) => queryClient.setQueryData(clubKey(clubId), club),
    invalidates: [clubKey(clubId), keyOf(courtsContract.listGroups, { query: { club: clubId } })],
  });
}

/** PATCH /api/club/{id}/: address, phone, url, e-mail, country, currency, time zone, locale. */
export const useUpdateClubDetails = (clubId: number) =>
  useClubCommand(clubId, (body: UpdateClubDetails) => call(contract.updateDetails, { params: { id: clubId }, body }));

/** POST /api/club/{id}/set_opening_hours/: the open weekdays. */
export const useSetOpeningHours = (clubId: number) =>
  useClubCommand(clubId, (body: SetOpeningHours) => call(contract.setOpeningHours, { params: { id: clubId }, body }));

/** POST /api/club/{id}/set_facilities/. */
export const useSetFacilities = (clubId: number) =>
  useClubCommand(clubId, (body: SetFacilities) => call(contract.setFacilities, { params: { id: clubId }, body }));
