import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { recordId } from '../validation/ids';
import {
  cashUpListQuerySchema,
  cashUpMessages,
  cashUpReportQuerySchema,
  cashUpSchema,
  closeTillDaySchema,
  createTillSchema,
  tillSchema,
  updateTillSchema,
} from './cash-up';

const tags = ['store'];

/** Closing a day at the desk (issue 30): the club's tills and each till's cash-up; docs/cash-up.md. */
export const cashUpContract = {
  tills: endpoint({
    method: 'GET',
    path: '/pos/till/',
    access: { area: 'store', club: 'query' },
    query: z.object({ club: recordId('club is required') }),
    response: { 200: z.array(tillSchema) },
    summary: "The club's tills by name (points of sale), those not in use too",
    tags,
  }),
  createTill: endpoint({
    method: 'POST',
    path: '/pos/till/',
    access: { area: 'store', club: 'body' },
    invalidReason: cashUpMessages.invalidTill,
    body: createTillSchema.meta({ examples: [{ club: 1, name: 'Front desk', opening_float: 100 }] }),
    response: { 201: tillSchema },
    summary: 'Add a till with its opening float',
    tags,
  }),
  updateTill: endpoint({
    method: 'PATCH',
    path: '/pos/till/:id/',
    access: { area: 'store', club: 'record', table: 'store_tills', notFound: cashUpMessages.tillNotFound },
    invalidReason: cashUpMessages.invalidTill,
    params: z.object({ id: recordId() }),
    body: updateTillSchema,
    response: { 200: tillSchema },
    summary: 'Rename a till, change its float, or take it out of use',
    tags,
  }),
  report: endpoint({
    method: 'GET',
    path: '/pos/cashup/report/',
    access: { area: 'store', club: 'query' },
    query: cashUpReportQuerySchema,
    response: { 200: cashUpSchema },
    summary:
      "A till's Z report for a club-local day (today by default): sales and refunds by method, float, expected cash; as closed once closed",
    tags,
  }),
  close: endpoint({
    method: 'POST',
    path: '/pos/cashup/',
    access: { area: 'store', club: 'body' },
    body: closeTillDaySchema.meta({
      examples: [{ club: 1, till: 1, day: '2027-03-10', counted_cash: 145.5, note: 'Gave change from the float' }],
    }),
    response: { 201: cashUpSchema },
    summary: "Close a till's day with the counted cash (a note when it differs); once, however often asked",
    tags,
  }),
  list: endpoint({
    method: 'GET',
    path: '/pos/cashup/',
    access: { area: 'store', club: 'query' },
    query: cashUpListQuerySchema,
    response: { 200: z.array(cashUpSchema) },
    summary: 'Past cash-ups, newest day first (the last 100)',
    tags,
  }),
};
