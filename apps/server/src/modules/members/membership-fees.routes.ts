import { z } from 'zod';
import {
  chargeMemberCardSchema,
  clubIdParam,
  clubMemberSchema,
  feeStates,
  membershipChargeSchema,
  membershipFeesSchema,
  membershipReminderSchema,
  recordId,
  recordMembershipPaymentSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import * as fees from './membership-fees.service';
import * as card from './membership-card.service';
import { MEMBER_NOT_FOUND } from './members.service';

const tags = ['membership fees'];
const idParams = z.object({ id: recordId() });
const memberRecord = { area: 'members', club: 'record', table: 'club_members', notFound: MEMBER_NOT_FOUND } as const;
const feesQuery = z.object({
  club: clubIdParam(),
  state: z.enum(feeStates, { error: `state must be one of ${feeStates.join(', ')}` }).optional(),
});

/** Membership fees (issue 11): the fees view, cash and cheque payments, receipts, reminders (AGENT, MEMBERSHIP_FEES). */
export async function membershipFeesRoutes(app: App) {
  app.get(
    '/membershipfees/',
    {
      config: { access: { area: 'members', club: 'query' } },
      schema: {
        tags,
        summary:
          'The fees view of the register: each member with a type, paid / due this month / overdue / renews soon / never paid, with totals',
        querystring: feesQuery,
        response: { 200: membershipFeesSchema },
      },
    },
    async (req) => fees.listMembershipFees({ ctx: ctxOf(req), input: req.query }),
  );

  app.post(
    '/membershipfees/remind/',
    {
      config: { access: { area: 'members', club: 'body' } },
      schema: {
        tags,
        summary: 'E-mail a reminder to the overdue members named, or to every overdue member',
        body: membershipReminderSchema,
        response: { 200: z.object({ sent: z.number(), without_email: z.array(z.number()) }) },
      },
    },
    async (req) => fees.sendFeeReminders({ ctx: ctxOf(req), input: req.body }),
  );

  app.post(
    '/clubmember/:id/record_payment/',
    {
      config: { access: memberRecord },
      schema: {
        tags,
        summary:
          "Record a cash (S) or cheque (Q) payment of the member's next period: a paid charge record; the membership runs to the period's end, status C",
        params: idParams,
        body: recordMembershipPaymentSchema,
        response: { 201: z.object({ member: clubMemberSchema, charge: membershipChargeSchema }) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await fees.recordMembershipPayment({ ctx: ctxOf(req), id: req.params.id, body: req.body })),
  );

  app.post(
    '/clubmember/:id/charge_card/',
    {
      config: { access: memberRecord },
      schema: {
        tags,
        summary:
          "Charge the member's card on file for an amount with a purpose (the club's currency); Idempotency-Key header charges once",
        params: idParams,
        body: chargeMemberCardSchema.meta({ examples: [{ amount: 25, description: 'Ball machine hire' }] }),
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      return reply.code(201).send(
        await card.chargeMemberCard({
          ctx: ctxOf(req),
          id: req.params.id,
          body: req.body,
          idempotencyKey: typeof key === 'string' ? key.slice(0, 200) : undefined,
        }),
      );
    },
  );

  app.get(
    '/clubmember/:id/charges/',
    {
      config: { access: memberRecord },
      schema: {
        tags,
        summary: "The member's charge records (receipts), newest first",
        params: idParams,
        response: { 200: z.array(membershipChargeSchema) },
      },
    },
    async (req) => fees.listMemberCharges({ ctx: ctxOf(req), id: req.params.id }),
  );
}
