import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { clubIdParam, recordId } from '../validation/ids';
import {
  accountCreditSummarySchema,
  creditAdjustSchema,
  creditBalancesSchema,
  creditEntrySchema,
  creditStatementSchema,
  creditTopUpSchema,
  myCreditTopUpSchema,
} from './account-credit';
import { chargedTransactionSchema } from './payment.answers';

const tags = ['payments'];
const clubQuery = z.object({ club: clubIdParam() });
const personParams = z.object({ player: recordId() });

/** Account credit (issue 30; docs/account-credit.md): statements, the club's balances, adjustments and top-ups. */
export const accountCreditContract = {
  myCredit: endpoint({
    method: 'GET',
    path: '/accountcredit/mine/',
    access: 'user',
    response: { 200: z.array(creditStatementSchema) },
    summary: "The caller's account credit at each club where they have any: balance and entries, newest first",
    tags,
  }),
  myTopUp: endpoint({
    method: 'POST',
    path: '/accountcredit/mine/topup/',
    access: 'user',
    body: myCreditTopUpSchema.meta({ examples: [{ club: 1, amount: 50, idempotency_key: 'my-topup-0001-example' }] }),
    response: { 201: z.object({ entry: creditEntrySchema.nullable(), transaction: chargedTransactionSchema }) },
    summary:
      'The caller buys account credit at a club with their own card; a card asking for authentication answers its client_secret (authenticate, then ask again with the same idempotency_key to be credited)',
    tags,
  }),
  balances: endpoint({
    method: 'GET',
    path: '/accountcredit/',
    access: { area: 'payments', club: 'query' },
    query: clubQuery,
    response: { 200: creditBalancesSchema },
    summary: 'Every account of the club with its balance (the sum of its entries), and the totals',
    tags,
  }),
  statement: endpoint({
    method: 'GET',
    path: '/accountcredit/player/:player/',
    access: { area: 'payments', club: 'query' },
    params: personParams,
    query: clubQuery,
    response: { 200: creditStatementSchema },
    summary: "One person's account at the club: balance, what may still be spent, entries newest first",
    tags,
  }),
  tillBalance: endpoint({
    method: 'GET',
    path: '/accountcredit/player/:player/balance/',
    access: { area: 'store', club: 'query' },
    params: personParams,
    query: clubQuery,
    response: { 200: accountCreditSummarySchema },
    summary: "A person's balance and what may still be spent, for the Club Store's checkout",
    tags,
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/accountcredit/adjust/',
    access: { area: 'payments', club: 'body' },
    body: creditAdjustSchema.meta({ examples: [{ club: 1, player: 2, amount: -5, reason: 'Ball hire not returned' }] }),
    response: { 201: creditEntrySchema },
    summary: 'A staff adjustment of a person’s account, positive or negative, with a reason (never past the limit)',
    tags,
  }),
  topUp: endpoint({
    method: 'POST',
    path: '/accountcredit/topup/',
    access: { area: 'payments', club: 'body' },
    body: creditTopUpSchema.meta({
      examples: [{ club: 1, player: 2, amount: 50, payment_method: 'S', idempotency_key: 'topup-0001-example' }],
    }),
    response: { 201: z.object({ entry: creditEntrySchema.nullable(), transaction: chargedTransactionSchema }) },
    summary:
      'Credit bought: at the desk in cash (S) or cheque (Q), or by the person’s card on file (C); one top-up per idempotency_key',
    tags,
  }),
};
