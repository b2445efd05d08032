import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { transactionRecordSchema } from '../payments/transaction-record.schema';
import { clubIdParam, recordId } from '../validation/ids';
import { clubMemberSchema, MEMBER_NOT_FOUND } from './member.schema';
import {
  feeStates,
  membershipChargeSchema,
  membershipFeesSchema,
  membershipReminderSchema,
  recordMembershipPaymentSchema,
} from './membership-fees';
import { chargeMemberCardSchema } from './membership-online';

const tags = ['membership fees'];
const params = z.object({ id: recordId() });
const memberRecord = { area: 'members', club: 'record', table: 'club_members', notFound: MEMBER_NOT_FOUND } as const;
const feesQuery = z.object({
  club: clubIdParam(),
  state: z.enum(feeStates, { error: `state must be one of ${feeStates.join(', ')}` }).optional(),
});

/** A charge of a member's card: the transaction, and the client secret of a card that asks for authentication. */
export const memberCardChargeSchema = transactionRecordSchema.extend({ client_secret: z.string().nullable() });

/** Membership fees (issue 11): the fees view, cash and cheque payments, receipts, reminders (AGENT, MEMBERSHIP_FEES). */
export const membershipFeesContract = {
  fees: endpoint({
    method: 'GET',
    path: '/membershipfees/',
    access: { area: 'members', club: 'query' },
    query: feesQuery,
    response: { 200: membershipFeesSchema },
    summary:
      'The fees view of the register: each member with a type, paid / due this month / overdue / renews soon / never paid, with totals',
    tags,
  }),
  remind: endpoint({
    method: 'POST',
    path: '/membershipfees/remind/',
    access: { area: 'members', club: 'body' },
    body: membershipReminderSchema,
    response: { 200: z.object({ sent: z.number(), without_email: z.array(z.number()) }) },
    summary: 'E-mail a reminder to the overdue members named, or to every overdue member',
    tags,
  }),
  recordPayment: endpoint({
    method: 'POST',
    path: '/clubmember/:id/record_payment/',
    access: memberRecord,
    params,
    body: recordMembershipPaymentSchema,
    response: { 201: z.object({ member: clubMemberSchema, charge: membershipChargeSchema }) },
    summary:
      "Record a cash (S) or cheque (Q) payment of the member's next period: a paid charge record; the membership runs to the period's end, status C",
    tags,
  }),
  chargeCard: endpoint({
    method: 'POST',
    path: '/clubmember/:id/charge_card/',
    access: memberRecord,
    params,
    body: chargeMemberCardSchema.meta({ examples: [{ amount: 25, description: 'Ball machine hire' }] }),
    response: { 201: memberCardChargeSchema },
    summary:
      "Charge the member's card on file for an amount with a purpose (the club's currency); Idempotency-Key header charges once",
    tags,
  }),
  charges: endpoint({
    method: 'GET',
    path: '/clubmember/:id/charges/',
    access: memberRecord,
    params,
    response: { 200: z.array(membershipChargeSchema) },
    summary: "The member's charge records (receipts), newest first",
    tags,
  }),
};
