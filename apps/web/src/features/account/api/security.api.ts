import { useQuery } from '@tanstack/react-query';
import { twoFactorContract, type ConfirmTwoFactor, type DisableTwoFactor } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// Two-step sign-in and the list of signed-in sessions (issue 31, docs/two-factor.md).

const statusKey = keyOf(twoFactorContract.status);
const sessionsKey = keyOf(twoFactorContract.sessions);

/** GET /api/user/two-factor/ */
export const useTwoFactorStatus = (enabled = true) => useQuery({ ...queryOf(twoFactorContract.status), enabled });

/** POST /api/user/two-factor/setup/: a new secret for the app (answered this once). */
export const useStartTwoFactor = () =>
  useApiMutation({
    mutationKey: ['user', 'two-factor', 'setup'],
    mutationFn: () => call(twoFactorContract.setup),
    invalidates: [],
  });

/** POST /api/user/two-factor/confirm/: on, with the recovery codes. */
export const useConfirmTwoFactor = () =>
  useApiMutation({
    mutationKey: ['user', 'two-factor', 'confirm'],
    mutationFn: (body: ConfirmTwoFactor) => call(twoFactorContract.confirm, { body }),
    invalidates: [statusKey],
  });

/** POST /api/user/two-factor/disable/ */
export const useDisableTwoFactor = () =>
  useApiMutation({
    mutationKey: ['user', 'two-factor', 'disable'],
    mutationFn: (body: DisableTwoFactor) => call(twoFactorContract.disable, { body }),
    invalidates: [statusKey],
  });

/** DELETE /api/user/two-factor/devices/ */
export const useForgetDevices = () =>
  useApiMutation({
    mutationKey: ['user', 'two-factor', 'devices'],
    mutationFn: () => call(twoFactorContract.forgetDevices),
    invalidates: [statusKey],
  });

/** GET /api/user/sessions/ (one page of 100: nobody has more sessions than that in 7 days). */
export const useSessions = () => useQuery(queryOf(twoFactorContract.sessions, { query: { page: 1, page_size: 100 } }));

/** DELETE /api/user/sessions/{id}/ */
export const useEndSession = () =>
  useApiMutation({
    mutationKey: ['user', 'sessions', 'end'],
    mutationFn: (id: number) => call(twoFactorContract.endSession, { params: { id } }),
    invalidates: [sessionsKey],
  });

/** POST /api/user/sessions/end-others/ */
export const useEndOtherSessions = () =>
  useApiMutation({
    mutationKey: ['user', 'sessions', 'end-others'],
    mutationFn: () => call(twoFactorContract.endOtherSessions),
    invalidates: [sessionsKey],
  });
