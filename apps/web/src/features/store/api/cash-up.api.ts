import { useQuery } from '@tanstack/react-query';
import { cashUpContract, storeContract, type CloseTillDayInput } from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// Closing a day at the desk (issue 30): the club's tills, a till's Z report, closing it, and the
// list of past cash-ups.

export type { CashUp, Till } from '@rally/domain';

const tillsOf = (club: number) => keyOf(cashUpContract.tills, { query: { club } });
const reportsOf = () => keyOf(cashUpContract.report);
const cashUpsOf = (club: number) => keyOf(cashUpContract.list, { query: { club } });

/** GET /api/pos/till/?club. */
export const useTills = (clubId: number) => useQuery(queryOf(cashUpContract.tills, { query: { club: clubId } }));

/** POST /api/pos/till/ or PATCH /api/pos/till/{id}/. */
export const useSaveTill = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...values }: { id: number | null; name?: string; opening_float?: number; active?: boolean }) =>
      id
        ? call(cashUpContract.updateTill, { params: { id }, body: values })
        : call(cashUpContract.createTill, { body: { name: '', ...values, club: clubId } }),
    invalidates: [tillsOf(clubId), reportsOf()],
  });

/** GET /api/pos/cashup/report/?club&till: today's Z report of a till (the server's today at the club). */
export const useCashUpReport = (clubId: number, till: number | null) =>
  useQuery({
    ...queryOf(cashUpContract.report, { query: { club: clubId, till: till ?? 0 } }),
    enabled: till !== null,
    // Sales made since at this or another screen change the figures: read again on every visit.
    refetchOnMount: 'always',
  });

/** POST /api/pos/cashup/. */
export const useCloseTillDay = (clubId: number) =>
  useApiMutation({
    mutationFn: (body: CloseTillDayInput) => call(cashUpContract.close, { body }),
    invalidates: [reportsOf(), cashUpsOf(clubId), keyOf(storeContract.sale)],
  });

/** GET /api/pos/cashup/?club: the last 100 cash-ups. */
export const useCashUps = (clubId: number) => useQuery(queryOf(cashUpContract.list, { query: { club: clubId } }));
