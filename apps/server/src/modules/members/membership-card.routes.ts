import { z } from 'zod';
import {
  clubIdParam,
  clubMemberSchema,
  joinMembershipSchema,
  membershipOfferSchema,
  membershipPaymentResultSchema,
  myMembershipSchema,
  payMembershipSchema,
  recordId,
  setAutoRenewSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import * as card from './membership-card.service';

const tags = ['membership fees'];
const idParams = z.object({ id: recordId() });

/** Members paying online (issue 11): any logged-in player, for themself (the service checks that the member record is theirs). */
export async function membershipCardRoutes(app: App) {
  app.get(
    '/clubmembership/offer/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "The club's membership types, prices and allowed billing cycles, its membership terms, and the caller's membership there",
        querystring: z.object({ club: clubIdParam() }),
        response: { 200: membershipOfferSchema },
      },
    },
    async (req) => card.membershipOffer({ ctx: ctxOf(req), club: req.query.club }),
  );

  app.get(
    '/clubmembership/mine/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's memberships: type, cycle, expiry, status, next charge and receipts",
        response: { 200: z.array(myMembershipSchema) },
      },
    },
    async (req) => card.myMemberships({ ctx: ctxOf(req) }),
  );

  app.post(
    '/clubmembership/join/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Buy a membership of the club by card: the type, an allowed billing cycle, the terms agreed; the caller becomes a member (their register row when the e-mail matches)',
        body: joinMembershipSchema,
        response: { 201: membershipPaymentResultSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await card.joinMembership({ ctx: ctxOf(req), body: req.body })),
  );

  app.post(
    '/clubmembership/:id/pay/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Pay the membership's overdue renewal by card; paid, the member is current (C) again",
        params: idParams,
        body: payMembershipSchema,
        response: { 200: membershipPaymentResultSchema },
      },
    },
    async (req) => card.payMembership({ ctx: ctxOf(req), id: req.params.id, body: req.body ?? {} }),
  );

  app.post(
    '/clubmembership/:id/auto_renew/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Opt-in renewal (clubs whose renewal is optional): renew automatically by card at the end of each period, or stop',
        params: idParams,
        body: setAutoRenewSchema,
        response: { 200: myMembershipSchema },
      },
    },
    async (req) => card.setAutoRenew({ ctx: ctxOf(req), id: req.params.id, body: req.body }),
  );

  app.post(
    '/clubmembership/:id/cancel_renewal/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Stop renewing: the paid period runs to its end (status U); an overdue renewal is cancelled',
        params: idParams,
        response: { 200: clubMemberSchema },
      },
    },
    async (req) => card.cancelMembershipRenewal({ ctx: ctxOf(req), id: req.params.id }),
  );
}
