import { and, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { membershipOnlineMessages, toMinor, type ChargeMemberCard } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { getClubRow } from '../clubs/club-reads.service';
import { onPaymentSettled } from '../payments/payment-settlement.service';
import { chargeTransaction, assertPaid, type ChargeResult } from '../payments/payments.service';
import { lockRecord } from '../../db/lock-record';
import { clubMembers, membershipCharges } from './members.tables';
import { type MemberRow } from './member-records';
import { MEMBER_NOT_FOUND } from './members.service';
import { chargeRef } from './membership-fees.service';
import * as clock from '../../clock';

// Members paying online (issue 11, docs/membership-fees.md "Card payments"): charging a member's
// card. Each payment is a charge record (membership_charges, method C) and a payments transaction
// of kind M whose idempotency key is the charge record's: one capture per charge record, however
// often the job or the player tries again. The renewal job (membership-renewals.ts), a player's
// join (membership-join.service.ts) and pay (membership-self.service.ts) charge the card through
// `chargeMembershipCard` below; the club charges a member's card with `chargeMemberCard`.

type Ctx = ServiceContext;
type ChargeRow = typeof membershipCharges.$inferSelect;

/**
 * Charges the card on file of the member's player for the charge record (status O, locked by the
 * caller with its member), inside `tx`. Paid: the record is P and the member current (C) to the
 * period's end, with the record's type and cycle. Not paid: the record keeps the attempt's
 * transaction and stays as it is (the caller decides: overdue, failed). Answers the payment.
 */
export async function chargeMembershipCard(
  ctx: Ctx,
  tx: Tx,
  member: MemberRow,
  charge: ChargeRow,
  description: string,
  paymentMethodId?: string,
  /** Who pays when not the member: a junior's guardian (issue 30). */
  payer: number | null = member.player_id,
  /** C the card (default); A the player's own account credit at the club (issue 30): the ledger's spend, its limit and refusal. */
  method: 'C' | 'A' = 'C',
): Promise<{ result: ChargeResult; charge: ChargeRow; member: MemberRow }> {
  if (!payer) throw invalid(membershipOnlineMessages.notCard);
  const amount = toMinor(charge.amount, charge.currency) ?? 0;
  const result = await chargeTransaction(ctx, tx, {
    club: charge.club_id,
    payer: { player: payer },
    kind: 'M',
    description,
    item: { name: description, ref: chargeRef(charge.id), quantity: 1, membershipType: charge.membership_type_id },
    amount,
    currency: charge.currency,
    method,
    idempotencyKey: chargeRef(charge.id),
    paymentMethodId: method === 'C' ? paymentMethodId : undefined,
    access: { area: 'members', owner: payer },
  });
  if (!result.paid) {
    const [kept] = await tx
      .update(membershipCharges)
      .set({ transaction_id: result.transaction.id })
      .where(eq(membershipCharges.id, charge.id))
      .returning();
    return { result, charge: kept, member };
  }
  return { result, ...(await markChargePaid(tx, member, charge, result.transaction.id, method)) };
}

/** The charge record paid by card or account (P) and its member current (C) to the period's end, with its type and cycle. */
async function markChargePaid(
  tx: Tx,
  member: MemberRow,
  charge: ChargeRow,
  transactionId: number,
  method: 'C' | 'A' = 'C',
) {
  const [paid] = await tx
    .update(membershipCharges)
    .set({ status: 'P', method, paid_at: clock.now(), next_charge: null, transaction_id: transactionId })
    .where(eq(membershipCharges.id, charge.id))
    .returning();
  const [updated] = await tx
    .update(clubMembers)
    .set({
      expires: paid.period_end,
      subscription_status: 'C',
      membership_type_id: paid.membership_type_id,
      billing_cycle: paid.billing_cycle,
      date_joined: member.date_joined ?? paid.period_start,
    })
    .where(and(eq(clubMembers.id, member.id), eq(clubMembers.club_id, member.club_id)))
    .returning();
  return { charge: paid, member: updated };
}

/**
 * A card payment that settles after its request (the cardholder confirmed with their bank but the
 * browser never came back; the gateway's webhook says so, docs/payments.md): its charge record is
 * paid and the member current, as paying again would. A charge already paid is left alone.
 */
onPaymentSettled('membership_charge:', async (_ctx, tx, t) => {
  if (t.status !== 'P') return;
  const id = Number(t.item_ref?.slice('membership_charge:'.length));
  if (!Number.isSafeInteger(id)) return;
  // The member first, then its charge: the order paying takes them in.
  const [found] = await tx
    .select({ member: membershipCharges.member_id })
    .from(membershipCharges)
    .where(and(eq(membershipCharges.club_id, t.club_id), eq(membershipCharges.id, id)));
  const member = found && (await lockRecord(tx, clubMembers, found.member, t.club_id));
  const charge = member && (await lockRecord(tx, membershipCharges, id, t.club_id));
  if (member && charge && charge.status !== 'P') await markChargePaid(tx, member, charge, t.id);
});

/** True when the member's last paid period was paid by card: their renewals charge the card. */
export async function renewsByCard(db: Pick<Tx, 'select'>, clubId: number, memberId: number): Promise<boolean> {
  const [last] = await db
    .select({ method: membershipCharges.method })
    .from(membershipCharges)
    .where(
      and(
        eq(membershipCharges.club_id, clubId),
        eq(membershipCharges.member_id, memberId),
        eq(membershipCharges.status, 'P'),
      ),
    )
    .orderBy(desc(membershipCharges.period_start), desc(membershipCharges.id))
    .limit(1);
  return last?.method === 'C';
}

/**
 * POST /api/clubmember/{id}/charge_card/ (AGENT, MEMBERSHIP_FEES): charges the member's card on
 * file (their player's default card) for an amount with a purpose, in the club's currency, as a
 * payments transaction of kind M on the member (`club_member:{id}`). `Idempotency-Key` makes a
 * repeated request charge once. A decline answers 400 with the card's reason (kept on record).
 */
export async function chargeMemberCard({
  ctx,
  id,
  body,
  idempotencyKey,
}: {
  ctx: Ctx;
  id: number;
  body: ChargeMemberCard;
  idempotencyKey?: string;
}) {
  const [member] = await ctx.db.select().from(clubMembers).where(eq(clubMembers.id, id));
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  await assertAccess(ctx, member.club_id, { area: 'members', notFound: MEMBER_NOT_FOUND });
  if (!member.player_id) throw invalid(membershipOnlineMessages.noPlayer);
  const club = await getClubRow(ctx.db, member.club_id);
  const amount = toMinor(body.amount, club.currency);
  if (!amount || amount <= 0)
    throw invalid('The amount must be greater than 0.', { amount: ['Must be a number greater than 0'] });
  const result = await ctx.db.transaction((tx) =>
    chargeTransaction(ctx, tx, {
      club: club.id,
      payer: { player: member.player_id },
      kind: 'M',
      description: body.description,
      item: {
        name: body.description,
        ref: `club_member:${member.id}`,
        quantity: 1,
        membershipType: member.membership_type_id,
      },
      amount,
      method: 'C',
      idempotencyKey: `member-charge-${idempotencyKey ?? randomUUID()}`,
      access: { area: 'members' },
    }),
  );
  assertPaid(result);
  return { ...result.transaction, client_secret: result.client_secret };
}
