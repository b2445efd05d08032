import { useQuery } from '@tanstack/react-query';
import { operatorContract, type OperatorClubsQuery } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The operator console's calls (GET/POST /api/operator/…, docs/operator.md).

/** Everything a decision on a club makes stale: the queue, the clubs list, the figures. */
const clubViews = [keyOf(operatorContract.queue), keyOf(operatorContract.clubs), keyOf(operatorContract.figures)];

export const useVerificationQueue = () => useQuery(queryOf(operatorContract.queue));
export const useOperatorClubs = (query: OperatorClubsQuery) => useQuery(queryOf(operatorContract.clubs, { query }));
export const useServiceFigures = () => useQuery(queryOf(operatorContract.figures));
export const usePerson = (email: string) =>
  useQuery({ ...queryOf(operatorContract.person, { query: { email } }), enabled: email !== '', retry: false });

export const useVerifyClub = () =>
  useApiMutation({
    mutationFn: (id: number) => call(operatorContract.verify, { params: { id } }),
    invalidates: clubViews,
  });
export const useRefuseClub = () =>
  useApiMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(operatorContract.refuse, { params: { id }, body: { reason } }),
    invalidates: clubViews,
  });
export const useSuspendClub = () =>
  useApiMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(operatorContract.suspend, { params: { id }, body: { reason } }),
    invalidates: clubViews,
  });
export const useRestoreClub = () =>
  useApiMutation({
    mutationFn: (id: number) => call(operatorContract.restore, { params: { id } }),
    invalidates: clubViews,
  });
export const useResendVerification = () =>
  useApiMutation({
    mutationFn: (id: number) => call(operatorContract.resendVerification, { params: { id } }),
    invalidates: [keyOf(operatorContract.person)],
  });
