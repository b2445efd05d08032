import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { clubIdParam, recordId } from '../validation/ids';
import { clubMemberSchema } from './member.schema';
import {
  joinMembershipSchema,
  membershipOfferSchema,
  membershipPaymentResultSchema,
  myMembershipSchema,
  payMembershipSchema,
  setAutoRenewSchema,
} from './membership-online';

const tags = ['membership fees'];
const params = z.object({ id: recordId() });

/** Members paying online (issue 11): any logged-in player, for themself (the service checks that the member record is theirs). */
export const membershipCardContract = {
  offer: endpoint({
    method: 'GET',
    path: '/clubmembership/offer/',
    access: 'user',
    query: z.object({ club: clubIdParam() }),
    response: { 200: membershipOfferSchema },
    summary:
      "The club's membership types, prices and allowed billing cycles, its membership terms, and the caller's membership there",
    tags,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/clubmembership/mine/',
    access: 'user',
    response: { 200: z.array(myMembershipSchema) },
    summary: "The caller's memberships: type, cycle, expiry, status, next charge and receipts",
    tags,
  }),
  join: endpoint({
    method: 'POST',
    path: '/clubmembership/join/',
    access: 'user',
    body: joinMembershipSchema,
    response: { 201: membershipPaymentResultSchema },
    summary:
      'Buy a membership of the club by card: the type, an allowed billing cycle, the terms agreed; the caller becomes a member (their register row when the e-mail matches)',
    tags,
  }),
  pay: endpoint({
    method: 'POST',
    path: '/clubmembership/:id/pay/',
    access: 'user',
    params,
    body: payMembershipSchema,
    response: { 200: membershipPaymentResultSchema },
    summary: "Pay the membership's overdue renewal by card; paid, the member is current (C) again",
    tags,
  }),
  autoRenew: endpoint({
    method: 'POST',
    path: '/clubmembership/:id/auto_renew/',
    access: 'user',
    params,
    body: setAutoRenewSchema,
    response: { 200: myMembershipSchema },
    summary:
      'Opt-in renewal (clubs whose renewal is optional): renew automatically by card at the end of each period, or stop',
    tags,
  }),
  cancelRenewal: endpoint({
    method: 'POST',
    path: '/clubmembership/:id/cancel_renewal/',
    access: 'user',
    params,
    response: { 200: clubMemberSchema },
    summary: 'Stop renewing: the paid period runs to its end (status U); an overdue renewal is cancelled',
    tags,
  }),
};
