import { useQueryClient } from '@tanstack/react-query';
import { accountContract, type ChangeEmail, type ChangePassword, type DeleteAccount } from '@rally/domain';
import { ApiError, apiUrl, readError } from '../../../lib/api';
import { getToken } from '../../../lib/auth-token';
import { downloadBlob } from '../../../lib/download';
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

/** POST /api/user/delete/: the account is gone, so this browser forgets the session. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationKey: ['user', 'delete'],
    mutationFn: (body: DeleteAccount) => call(accountContract.deleteAccount, { body }),
    onSuccess: () => clearSession(queryClient),
    invalidates: [],
  });
}

/** GET /api/user/data/ as a file the browser saves (a ZIP: not the JSON `call` reads). */
export async function downloadMyData(): Promise<void> {
  const res = await fetch(apiUrl('/user/data/'), { headers: { Authorization: `Token ${getToken()}` } });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new ApiError(res.status, body, readError(res.status, body));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'rally-my-data.zip';
  downloadBlob(await res.blob(), name);
}
