import { useQuery } from '@tanstack/react-query';
import {
  accountCreditContract,
  paymentsContract,
  type CreditAdjustInput,
  type CreditTopUpInput,
  type MyCreditTopUpInput,
} from '@rally/domain';
import { call, keyOf, queryOf } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// Account credit's calls (issue 30; docs/account-credit.md) and their hooks.

const c = accountCreditContract;

/** GET /api/accountcredit/mine/: the player's statement at each club. */
export const useMyCredit = () => useQuery(queryOf(c.myCredit));

/**
 * POST /api/accountcredit/mine/topup/: I buy credit with my own card. A card asking for
 * authentication is confirmed by me (`confirm`), POST /api/transaction/{id}/authenticate/, then the
 * same call with the same key credits it (nothing is charged or credited twice).
 */
export const useTopUpMyCredit = () =>
  useApiMutation({
    mutationFn: async ({ input, confirm }: { input: MyCreditTopUpInput; confirm: () => Promise<boolean> }) => {
      const answer = await call(c.myTopUp, { body: input });
      if (answer.transaction.status !== 'A') return answer;
      const approved = await confirm();
      await call(paymentsContract.authenticate, { params: { id: answer.transaction.id }, body: { approved } });
      return approved ? call(c.myTopUp, { body: input }) : answer;
    },
    invalidates: [keyOf(c.myCredit), keyOf(paymentsContract.myTransactions)],
  });

/** GET /api/accountcredit/?club: every balance of the club with totals. */
export const useCreditBalances = (club: number) => useQuery(queryOf(c.balances, { query: { club } }));

/** GET /api/accountcredit/player/{player}/?club: one person's statement. */
export const useCreditStatement = (club: number, player: number | null) =>
  useQuery({
    ...queryOf(c.statement, { params: { player: player ?? 0 }, query: { club } }),
    enabled: player !== null,
  });

const moved = (club: number, player: number) => [
  keyOf(c.balances, { query: { club } }),
  keyOf(c.statement, { params: { player }, query: { club } }),
  keyOf(paymentsContract.transactions, { query: { club } }),
];

/** POST /api/accountcredit/adjust/. */
export const useAdjustCredit = (club: number) =>
  useApiMutation({
    mutationFn: (input: CreditAdjustInput) => call(c.adjust, { body: input }),
    invalidates: (input) => moved(club, input.player),
  });

/** POST /api/accountcredit/topup/. */
export const useTopUpCredit = (club: number) =>
  useApiMutation({
    mutationFn: (input: CreditTopUpInput) => call(c.topUp, { body: input }),
    invalidates: (input) => moved(club, input.player),
  });
