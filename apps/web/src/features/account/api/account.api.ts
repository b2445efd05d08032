import { useQueryClient } from '@tanstack/react-query';
import { accountContract, type ChangeEmail, type ChangePassword } from '@rally/domain';
import { call, keyOf } from '../../../lib/endpoint';
import { clearSession } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/user/change-password/: this session stays; the others end. */
export const useChangePassword = () =>
  useApiMutation({
    mutationKey: ['user', 'change-password'],
    mutationFn: (body: ChangePassword) => call(accountContract.changePassword, { body }),
    invalidates: [],
  });

/** POST /api/user/change-email/: a link goes to the new address; nothing changes until it is opened. */
export const useChangeEmail = () =>
  useApiMutation({
    mutationKey: ['user', 'change-email'],
    mutationFn: (body: ChangeEmail) => call(accountContract.changeEmail, { body }),
    // The new contact (unvalidated) shows in the user's contacts.
    invalidates: [keyOf(accountContract.currentUser)],
  });

/** POST /api/user/logout-everywhere/: every session ends, this one too, so this browser forgets it. */
export function useLogoutEverywhere() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationKey: ['user', 'logout-everywhere'],
    mutationFn: () => call(accountContract.logoutEverywhere),
    onSuccess: () => clearSession(queryClient),
    invalidates: [],
  });
}
