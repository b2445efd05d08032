import { and, desc, eq } from 'drizzle-orm';
import {
  cycleAllowed,
  membershipFeeMessages,
  nextPeriodCharge,
  toMinor,
  type ClubMember,
  type MembershipCharge,
  type RecordMembershipPayment,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import { conflict, invalid, notFound } from '../../http/errors';
import { chargeTransaction } from '../payments/payments.service';
import { assertAccess } from '../../access/access';
import { lockRecord } from '../../db/lock-record';
import { featureParamsOf } from '../clubs/club-features.service';
import { getClubRow } from '../clubs/club-reads.service';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { getClubFacts, toClubMember } from './member-records';
import { MEMBER_NOT_FOUND } from './members.service';
import * as clock from '../../clock';

// Membership fees (issue 11, docs/membership-fees.md): cash and cheque payments recorded by staff
// (each a charge record that extends the membership by one period under the club's billing cycles
// and rollover, with its payments transaction: method S cash or Q cheque, recorded as paid), and a
// member's charge records. The fees view and reminders: membership-fee-view.service.ts.

type Ctx = ServiceContext;
type ChargeRow = typeof membershipCharges.$inferSelect;

/** A charge record's payments item reference, also its transaction's idempotency key: one payment per charge record, whoever pays it. */
export const chargeRef = (chargeId: number) => `membership_charge:${chargeId}`;

export const CARD_PAYMENT_WAITING =
  "A card payment of this membership is waiting for the cardholder's bank: wait for it, or cancel it, before recording cash or a cheque.";

export const toMembershipCharge = (row: ChargeRow): MembershipCharge => ({
  id: row.id,
  club: row.club_id,
  member: row.member_id,
  player: row.player_id,
  purpose: row.purpose,
  membership_type: row.membership_type_id,
  billing_cycle: row.billing_cycle,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  method: row.method,
  recurring: row.recurring,
  period_start: row.period_start,
  period_end: row.period_end,
  next_charge: row.next_charge,
  paid_at: row.paid_at ? row.paid_at.toISOString() : null,
  note: row.note,
  transaction: row.transaction_id,
  created: row.created_at.toISOString(),
});

/**
 * POST /api/clubmember/{id}/record_payment/ {method: 'S'|'Q', note}: the member paid their next
 * period in cash or by cheque. The member is locked, the period follows the club's cycles and
 * rollover, the charge record is kept as paid with its payments transaction (kind M, method S or
 * Q, paid at once; key and item `membership_charge:{id}`), and the member is current ('C') to the
 * period's end.
 */
export async function recordMembershipPayment({
  ctx,
  id,
  body,
}: {
  ctx: Ctx;
  id: number;
  body: RecordMembershipPayment;
}): Promise<{ member: ClubMember; charge: MembershipCharge }> {
  const [found] = await ctx.db.select({ club_id: clubMembers.club_id }).from(clubMembers).where(eq(clubMembers.id, id));
  if (!found) throw notFound(MEMBER_NOT_FOUND);
  await assertAccess(ctx, found.club_id, { area: 'members', notFound: MEMBER_NOT_FOUND });
  const club = await getClubFacts(ctx.db, found.club_id);
  const { name: clubName } = await getClubRow(ctx.db, club.id);
  const feature = await featureParamsOf(ctx.db, club.id, 'membership');
  return ctx.db.transaction(async (tx) => {
    const member = await lockRecord(tx, clubMembers, id, club.id);
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    // An outstanding renewal charge (the renewal job's) is what this payment pays: its period
    // runs on from the old expiry, so the membership has no gap, on the cycle the renewal chose.
    const [outstanding] = await tx
      .select()
      .from(membershipCharges)
      .where(
        and(
          eq(membershipCharges.club_id, club.id),
          eq(membershipCharges.member_id, member.id),
          eq(membershipCharges.status, 'O'),
        ),
      )
      .for('update');
    const typeId = outstanding ? outstanding.membership_type_id : member.membership_type_id;
    if (!typeId) throw invalid(membershipFeeMessages.noType);
    const [type] = await tx
      .select()
      .from(membershipTypes)
      .where(and(eq(membershipTypes.club_id, club.id), eq(membershipTypes.id, typeId)));
    let charge: ChargeRow;
    if (outstanding) {
      charge = outstanding;
    } else {
      const cycle = member.billing_cycle;
      if (!cycle) throw invalid(membershipFeeMessages.noCycle, { billing_cycle: [membershipFeeMessages.noCycle] });
      if (!cycleAllowed(feature.params, cycle))
        throw invalid(membershipFeeMessages.cycleNotAllowed(cycle), {
          billing_cycle: [membershipFeeMessages.cycleNotAllowed(cycle)],
        });
      // A first period shorter than a cycle is priced by the club's proration rule.
      const period = type && nextPeriodCharge(type, cycle, member.expires, club.today, club.currency, feature.params);
      if (!period)
        throw invalid(membershipFeeMessages.noPrice(cycle), { billing_cycle: [membershipFeeMessages.noPrice(cycle)] });
      [charge] = await tx
        .insert(membershipCharges)
        .values({
          club_id: club.id,
          member_id: member.id,
          player_id: member.player_id,
          membership_type_id: typeId,
          billing_cycle: cycle,
          amount: period.amount,
          currency: club.currency,
          status: 'O',
          method: body.method,
          recurring: false,
          period_start: period.start,
          period_end: period.end,
        })
        .returning();
    }
    // Every charge record has its transaction: cash and cheque are recorded as paid, nothing is charged.
    const description = `${clubName} membership: ${type?.name ?? 'renewal'}`;
    const name = `${member.first_name} ${member.last_name}`.trim();
    const payment = await chargeTransaction(ctx, tx, {
      club: club.id,
      payer: member.player_id ? { player: member.player_id, name } : { name, email: member.email_set[0] ?? '' },
      kind: 'M',
      description,
      item: { name: description, ref: chargeRef(charge.id), quantity: 1, membershipType: charge.membership_type_id },
      amount: toMinor(charge.amount, charge.currency) ?? 0,
      currency: charge.currency,
      method: body.method,
      idempotencyKey: chargeRef(charge.id),
      access: { area: 'members' },
    });
    // The charge's key already names a card payment waiting for the bank (or whose outcome is unknown).
    if (!payment.paid) throw conflict(CARD_PAYMENT_WAITING);
    const [paid] = await tx
      .update(membershipCharges)
      .set({
        status: 'P',
        method: body.method,
        paid_at: clock.now(),
        note: body.note,
        next_charge: null,
        recorded_by: ctx.actor?.playerId ?? null,
        transaction_id: payment.transaction.id,
      })
      .where(eq(membershipCharges.id, charge.id))
      .returning();
    const [updated] = await tx
      .update(clubMembers)
      .set({ expires: paid.period_end, subscription_status: 'C', billing_cycle: paid.billing_cycle })
      .where(and(eq(clubMembers.id, member.id), eq(clubMembers.club_id, club.id)))
      .returning();
    return { member: toClubMember(updated, club.today), charge: toMembershipCharge(paid) };
  });
}

/** GET /api/clubmember/{id}/charges/: the member's charge records, newest first (their receipts). */
export async function listMemberCharges({ ctx, id }: { ctx: Ctx; id: number }): Promise<MembershipCharge[]> {
  const [found] = await ctx.db.select({ club_id: clubMembers.club_id }).from(clubMembers).where(eq(clubMembers.id, id));
  if (!found) throw notFound(MEMBER_NOT_FOUND);
  await assertAccess(ctx, found.club_id, { area: 'members', notFound: MEMBER_NOT_FOUND });
  const rows = await ctx.db
    .select()
    .from(membershipCharges)
    .where(and(eq(membershipCharges.club_id, found.club_id), eq(membershipCharges.member_id, id)))
    .orderBy(desc(membershipCharges.created_at), desc(membershipCharges.id));
  return rows.map(toMembershipCharge);
}
