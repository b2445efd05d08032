import { useQueryClient } from '@tanstack/react-query';
import { accountContract, type UpdatePlayer } from '@rally/domain';
import { call, keyOf } from '../../../lib/endpoint';
import { storeCurrentPlayer } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** PATCH /api/player/{id}/ with the Me page's profile; the answer becomes the signed-in player. */
export function useSaveProfile(playerId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationKey: ['player', 'profile'],
    mutationFn: (body: UpdatePlayer) => call(accountContract.updatePlayer, { params: { id: playerId }, body }),
    onSuccess: (player) => storeCurrentPlayer(queryClient, player),
    invalidates: [keyOf(accountContract.currentUser)],
  });
}

/** PUT /api/user/photo/ with the resized photo (base64); the answer becomes the signed-in player. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationKey: ['player', 'photo'],
    mutationFn: (data: string) => call(accountContract.uploadPhoto, { body: { data } }),
    onSuccess: (player) => storeCurrentPlayer(queryClient, player),
    invalidates: [keyOf(accountContract.currentUser)],
  });
}

/** DELETE /api/user/photo/. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationKey: ['player', 'photo', 'delete'],
    mutationFn: () => call(accountContract.deletePhoto, {}),
    onSuccess: (player) => storeCurrentPlayer(queryClient, player),
    invalidates: [keyOf(accountContract.currentUser)],
  });
}
