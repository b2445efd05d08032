import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import {
  operatorClubSchema,
  operatorClubStateSchema,
  operatorClubsQuerySchema,
  operatorDetailSchema,
  operatorFiguresSchema,
  operatorIdParamsSchema,
  operatorPersonQuerySchema,
  operatorPersonSchema,
  operatorReasonSchema,
  queuedClubSchema,
} from './operator.schema';

const tags = ['operator'];
// Every call of the console: Rally's operators only (a platform role, granted from the command line).
const access = 'operator' as const;
const params = operatorIdParamsSchema;

/** The operator console's calls (issue 31; docs/operator.md). */
export const operatorContract = {
  queue: endpoint({
    method: 'GET',
    path: '/operator/queue/',
    access,
    response: { 200: z.array(queuedClubSchema) },
    summary: 'Clubs that signed up and wait for verification, oldest first, with what they entered',
    tags,
  }),
  verify: endpoint({
    method: 'POST',
    path: '/operator/club/:id/verify/',
    access,
    params,
    response: { 200: operatorClubStateSchema },
    summary: 'Verifies a club: it becomes findable, and its AGENT is told by e-mail',
    tags,
  }),
  refuse: endpoint({
    method: 'POST',
    path: '/operator/club/:id/refuse/',
    access,
    params,
    body: operatorReasonSchema,
    response: { 200: operatorClubStateSchema },
    summary: 'Refuses a club with a reason: it leaves the queue suspended, and its AGENT is told by e-mail',
    tags,
  }),
  clubs: endpoint({
    method: 'GET',
    path: '/operator/clubs/',
    access,
    query: operatorClubsQuerySchema,
    response: { 200: z.array(operatorClubSchema) },
    summary: 'Clubs by name, package and state, with members, bookings and last payments',
    tags,
  }),
  suspend: endpoint({
    method: 'POST',
    path: '/operator/club/:id/suspend/',
    access,
    params,
    body: operatorReasonSchema,
    response: { 200: operatorClubStateSchema },
    summary: 'Suspends a club: its staff and players are refused, its data kept, it leaves the club search',
    tags,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/operator/club/:id/restore/',
    access,
    params,
    response: { 200: operatorClubStateSchema },
    summary: 'Restores a suspended club',
    tags,
  }),
  figures: endpoint({
    method: 'GET',
    path: '/operator/figures/',
    access,
    response: { 200: operatorFiguresSchema },
    summary: "The service's figures: clubs by state, MRR by package, churn, sign-ups per week, the jobs queue",
    tags,
  }),
  person: endpoint({
    method: 'GET',
    path: '/operator/people/',
    access,
    query: operatorPersonQuerySchema.meta({ examples: [{ email: 'player@example.com' }] }),
    response: { 200: operatorPersonSchema },
    summary: 'A person found by e-mail: their addresses, clubs and roles (never a password or card)',
    tags,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/operator/people/:id/resend_verification/',
    access,
    params,
    response: { 200: operatorDetailSchema },
    summary: 'Sends a person a new link to verify their primary unverified e-mail address',
    tags,
  }),
};
