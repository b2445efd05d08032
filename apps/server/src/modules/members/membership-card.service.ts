import { and, desc, eq, gte, inArray, ne, or, isNull, sql, count } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  cycleAllowed,
  membershipFeeMessages,
  membershipOnlineMessages,
  membershipPrice,
  nextMembershipPeriod,
  toMinor,
  type ChargeMemberCard,
  type JoinMembership,
  type MembershipOffer,
  type MembershipPaymentResult,
  type MyMembership,
  type PayMembership,
  type ClubMember,
  type SetAutoRenew,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { featureParamsOf } from '../clubs/club-features.service';
import { getClubRow } from '../clubs/club-reads.service';
import { onPaymentSettled } from '../payments/payment-settlement.service';
import { chargeTransaction, assertPaid, type ChargeResult } from '../payments/payments.service';
import { lockRecord } from '../../db/lock-record';
import { namesAndEmailsOf, verifiedEmailOf } from '../players/people.service';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { getClubFacts, toClubMember, type MemberRow } from './member-records';
import { MEMBER_NOT_FOUND } from './members.service';
import { chargeRef, toMembershipCharge } from './membership-fees.service';
import * as clock from '../../clock';

// Members paying online (issue 11, docs/membership-fees.md "Card payments"). A player buys a
// membership of a club with their card on file (join), pays an overdue renewal (pay), cancels
// renewal (cancel_renewal) and sees their memberships, next charge and receipts (mine, offer).
// Each payment is a charge record (membership_charges, method C) and a payments transaction of
// kind M whose idempotency key is the charge record's: one capture per charge record, however
// often the job or the player tries again. The renewal job charges the card through
// `chargeMembershipCard` below.

type Ctx = ServiceContext;
type ChargeRow = typeof membershipCharges.$inferSelect;

/** First key of the advisory lock pair of a join (the second is the player's id). */
const JOIN_LOCK_KEY = 72_617_012;

const plusDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;

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
): Promise<{ result: ChargeResult; charge: ChargeRow; member: MemberRow }> {
  if (!member.player_id) throw invalid(membershipOnlineMessages.notCard);
  const amount = toMinor(charge.amount, charge.currency) ?? 0;
  const result = await chargeTransaction(ctx, tx, {
    club: charge.club_id,
    payer: { player: member.player_id },
    kind: 'M',
    description,
    item: { name: description, ref: chargeRef(charge.id), quantity: 1, membershipType: charge.membership_type_id },
    amount,
    currency: charge.currency,
    method: 'C',
    idempotencyKey: chargeRef(charge.id),
    paymentMethodId,
    access: { area: 'members', owner: member.player_id },
  });
  if (!result.paid) {
    const [kept] = await tx
      .update(membershipCharges)
      .set({ transaction_id: result.transaction.id })
      .where(eq(membershipCharges.id, charge.id))
      .returning();
    return { result, charge: kept, member };
  }
  return { result, ...(await markChargePaid(tx, member, charge, result.transaction.id)) };
}

/** The charge record paid by card (P) and its member current (C) to the period's end, with its type and cycle. */
async function markChargePaid(tx: Tx, member: MemberRow, charge: ChargeRow, transactionId: number) {
  const [paid] = await tx
    .update(membershipCharges)
    .set({ status: 'P', method: 'C', paid_at: clock.now(), next_charge: null, transaction_id: transactionId })
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

/** The caller's member row at the club: linked to them, else an unlinked row with their verified e-mail (then linked). Locked. */
async function ownMemberRow(tx: Tx, clubId: number, playerId: number): Promise<MemberRow | null> {
  const [own] = await tx
    .select()
    .from(clubMembers)
    .where(and(eq(clubMembers.club_id, clubId), eq(clubMembers.player_id, playerId)))
    .orderBy(sql`${clubMembers.expires} desc nulls last`, clubMembers.id)
    .limit(1)
    .for('update');
  if (own) return own;
  const email = await verifiedEmailOf(tx, playerId);
  if (!email) return null;
  const [byEmail] = await tx
    .select()
    .from(clubMembers)
    .where(
      and(
        eq(clubMembers.club_id, clubId),
        isNull(clubMembers.player_id),
        sql`${clubMembers.email_set} @> ${JSON.stringify([email.toLowerCase()])}::jsonb`,
      ),
    )
    .orderBy(clubMembers.id)
    .limit(1)
    .for('update');
  if (!byEmail) return null;
  const [linked] = await tx
    .update(clubMembers)
    .set({ player_id: playerId })
    .where(eq(clubMembers.id, byEmail.id))
    .returning();
  return linked;
}

/** A new register row for the player (their name and e-mail). */
async function newMemberRow(tx: Tx, clubId: number, playerId: number): Promise<MemberRow> {
  const person = (await namesAndEmailsOf(tx, [playerId])).get(playerId);
  const [first, ...rest] = (person?.full_name ?? '').trim().split(/\s+/);
  const [row] = await tx
    .insert(clubMembers)
    .values({
      club_id: clubId,
      player_id: playerId,
      first_name: first || 'Member',
      last_name: rest.join(' '),
      email_set: person?.email ? [person.email.toLowerCase()] : [],
    })
    .returning();
  return row;
}

const isCurrent = (m: MemberRow, today: string) =>
  m.membership_type_id !== null &&
  m.expires !== null &&
  m.expires >= today &&
  (m.subscription_status === null || m.subscription_status === 'C' || m.subscription_status === 'U');

/**
 * POST /api/clubmembership/join/: the caller buys a membership of the club with their card. The
 * type's price by the cycle (a cycle the club's membership feature does not allow is refused),
 * the period from today (or from the day after a running membership), one charge record and one
 * payment. Declined: the charge record is F and the answer 400 with the card's reason.
 */
export async function joinMembership({
  ctx,
  body,
}: {
  ctx: Ctx;
  body: JoinMembership;
}): Promise<MembershipPaymentResult> {
  const actor = ctx.actor!;
  await assertAccess(ctx, body.club, { owner: actor.playerId });
  const club = await getClubFacts(ctx.db, body.club);
  const { name: clubName } = await getClubRow(ctx.db, club.id);
  const { enabled, params } = await featureParamsOf(ctx.db, club.id, 'membership');
  if (!enabled) throw forbidden(membershipOnlineMessages.notOnSale);
  if (!cycleAllowed(params, body.billing_cycle))
    throw invalid(membershipFeeMessages.cycleNotAllowed(body.billing_cycle), {
      billing_cycle: [membershipFeeMessages.cycleNotAllowed(body.billing_cycle)],
    });
  const [type] = await ctx.db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.club_id, club.id), eq(membershipTypes.id, body.membership_type)));
  if (!type) throw notFound(membershipOnlineMessages.typeNotFound);
  const amount = membershipPrice(type, body.billing_cycle);
  if (!amount)
    throw invalid(membershipFeeMessages.noPrice(body.billing_cycle), {
      billing_cycle: [membershipFeeMessages.noPrice(body.billing_cycle)],
    });

  const done = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOIN_LOCK_KEY}, ${actor.playerId})`);
    let member = (await ownMemberRow(tx, club.id, actor.playerId)) ?? (await newMemberRow(tx, club.id, actor.playerId));
    if (isCurrent(member, club.today) && member.subscription_status !== 'U')
      throw conflict(membershipOnlineMessages.alreadyMember.replace('{expires}', member.expires!));
    const [outstanding] = await tx
      .select({ id: membershipCharges.id })
      .from(membershipCharges)
      .where(
        and(
          eq(membershipCharges.club_id, club.id),
          eq(membershipCharges.member_id, member.id),
          eq(membershipCharges.status, 'O'),
        ),
      );
    if (outstanding) throw conflict(membershipOnlineMessages.overdue);
    if (type.max_number !== null) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(clubMembers)
        .where(
          and(
            eq(clubMembers.club_id, club.id),
            eq(clubMembers.membership_type_id, type.id),
            gte(clubMembers.expires, club.today),
            ne(clubMembers.id, member.id),
          ),
        );
      if (n >= type.max_number) throw conflict(membershipOnlineMessages.full);
    }
    // A running membership (renewal cancelled) of the same type runs on; otherwise the new one starts today.
    const runsOn =
      member.membership_type_id === type.id && member.billing_cycle === body.billing_cycle ? member.expires : null;
    const period = nextMembershipPeriod(runsOn, club.today, body.billing_cycle, params);
    const [charge] = await tx
      .insert(membershipCharges)
      .values({
        club_id: club.id,
        member_id: member.id,
        player_id: actor.playerId,
        membership_type_id: type.id,
        billing_cycle: body.billing_cycle,
        amount,
        currency: club.currency,
        status: 'O',
        method: 'C',
        recurring: true,
        period_start: period.start,
        period_end: period.end,
      })
      .returning();
    const autoRenew = params.membershipRenewal === 'optional' && body.auto_renew === true;
    if (member.auto_renew !== autoRenew)
      [member] = await tx
        .update(clubMembers)
        .set({ auto_renew: autoRenew })
        .where(eq(clubMembers.id, member.id))
        .returning();
    const paid = await chargeMembershipCard(
      ctx,
      tx,
      member,
      charge,
      `${clubName} membership: ${type.name}`,
      body.payment_method_id,
    );
    member = paid.member;
    let kept = paid.charge;
    if (!paid.result.paid) {
      // Waiting for the card's authentication: the record stays outstanding (pay completes it); declined: F.
      const waiting = paid.result.transaction.status === 'A';
      [kept] = await tx
        .update(membershipCharges)
        .set({ status: waiting ? 'O' : 'F' })
        .where(eq(membershipCharges.id, charge.id))
        .returning();
      if (waiting)
        [member] = await tx
          .update(clubMembers)
          .set({ subscription_status: 'P' })
          .where(eq(clubMembers.id, member.id))
          .returning();
    }
    return { member, charge: kept, result: paid.result };
  });
  assertPaid(done.result);
  return {
    member: toClubMember(done.member, club.today),
    charge: toMembershipCharge(done.charge),
    transaction: done.result.transaction.id,
    client_secret: done.result.client_secret,
  };
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

/** True when the membership renews at the end of its period: forced renewal until cancelled (U), opt-in renewal when the member chose it. */
const renews = (renewal: 'forced' | 'optional', m: MemberRow) =>
  renewal === 'forced' ? m.subscription_status !== 'U' : m.auto_renew && m.subscription_status !== 'U';

/**
 * POST /api/clubmembership/{id}/auto_renew/: in a club with opt-in renewal, the member chooses
 * automatic renewal (the card they paid with is charged at the end of each period) or stops it.
 * Choosing it again on a running membership whose renewal was cancelled makes it current (C).
 */
export async function setAutoRenew({
  ctx,
  id,
  body,
}: {
  ctx: Ctx;
  id: number;
  body: SetAutoRenew;
}): Promise<MyMembership> {
  const found = await ownMember(ctx, id);
  const club = await getClubFacts(ctx.db, found.club_id);
  const { params } = await featureParamsOf(ctx.db, club.id, 'membership');
  if (params.membershipRenewal !== 'optional') throw invalid(membershipOnlineMessages.renewalForced);
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.id, id), eq(clubMembers.club_id, club.id)))
      .for('update');
    const running = member.expires !== null && member.expires >= club.today;
    const status = body.auto_renew && running && member.subscription_status === 'U' ? 'C' : member.subscription_status;
    await tx
      .update(clubMembers)
      .set({ auto_renew: body.auto_renew, subscription_status: status })
      .where(eq(clubMembers.id, id));
  });
  const [membership] = (await membershipsOf(ctx, ctx.actor!.playerId, club.id)).filter((m) => m.member === id);
  return membership;
}

/** The caller's own member record `id` (404 'Member not found.' for anyone else's). */
async function ownMember(ctx: Ctx, id: number) {
  const [found] = await ctx.db
    .select({ club_id: clubMembers.club_id, player_id: clubMembers.player_id })
    .from(clubMembers)
    .where(eq(clubMembers.id, id));
  if (!found || found.player_id === null || found.player_id !== ctx.actor?.playerId) throw notFound(MEMBER_NOT_FOUND);
  await assertAccess(ctx, found.club_id, { owner: found.player_id, notFound: MEMBER_NOT_FOUND });
  return found;
}

/**
 * POST /api/clubmembership/{id}/pay/: the member pays what their membership owes (the overdue
 * renewal, or a payment waiting for the card's authentication) by card. Paid: current ('C') to
 * the period's end.
 */
export async function payMembership({
  ctx,
  id,
  body,
}: {
  ctx: Ctx;
  id: number;
  body: PayMembership;
}): Promise<MembershipPaymentResult> {
  const found = await ownMember(ctx, id);
  const club = await getClubFacts(ctx.db, found.club_id);
  const { name: clubName } = await getClubRow(ctx.db, club.id);
  const done = await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.id, id), eq(clubMembers.club_id, club.id)))
      .for('update');
    const [charge] = await tx
      .select()
      .from(membershipCharges)
      .where(
        and(
          eq(membershipCharges.club_id, club.id),
          eq(membershipCharges.member_id, id),
          eq(membershipCharges.status, 'O'),
        ),
      )
      .for('update');
    if (!charge) throw invalid(membershipOnlineMessages.nothingOwed);
    const [type] = charge.membership_type_id
      ? await tx
          .select({ name: membershipTypes.name })
          .from(membershipTypes)
          .where(and(eq(membershipTypes.club_id, club.id), eq(membershipTypes.id, charge.membership_type_id)))
      : [];
    return chargeMembershipCard(
      ctx,
      tx,
      member,
      charge,
      `${clubName} membership: ${type?.name ?? 'renewal'}`,
      body.payment_method_id,
    );
  });
  assertPaid(done.result);
  return {
    member: toClubMember(done.member, club.today),
    charge: toMembershipCharge(done.charge),
    transaction: done.result.transaction.id,
    client_secret: done.result.client_secret,
  };
}

/**
 * POST /api/clubmembership/{id}/cancel_renewal/: the member stops renewing. The paid period runs
 * to its end (status U: a member until `expires`, then lapsed); an overdue renewal is cancelled (D).
 */
export async function cancelMembershipRenewal({ ctx, id }: { ctx: Ctx; id: number }): Promise<ClubMember> {
  const found = await ownMember(ctx, id);
  const club = await getClubFacts(ctx.db, found.club_id);
  return ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.id, id), eq(clubMembers.club_id, club.id)))
      .for('update');
    if (member.subscription_status === 'U') throw invalid(membershipOnlineMessages.alreadyCancelled);
    await tx
      .update(membershipCharges)
      .set({ status: 'D', next_charge: null })
      .where(
        and(
          eq(membershipCharges.club_id, club.id),
          eq(membershipCharges.member_id, id),
          eq(membershipCharges.status, 'O'),
        ),
      );
    const [updated] = await tx
      .update(clubMembers)
      .set({ subscription_status: 'U' })
      .where(eq(clubMembers.id, id))
      .returning();
    return toClubMember(updated, club.today);
  });
}

/** The player's memberships (every club, or one), with the next charge and the receipts. */
async function membershipsOf(ctx: Ctx, playerId: number, clubId?: number): Promise<MyMembership[]> {
  const rows = await ctx.db
    .select({
      member: clubMembers,
      typeName: membershipTypes.name,
      annual_price: membershipTypes.annual_price,
      monthly_price: membershipTypes.monthly_price,
    })
    .from(clubMembers)
    .leftJoin(
      membershipTypes,
      and(eq(membershipTypes.club_id, clubMembers.club_id), eq(membershipTypes.id, clubMembers.membership_type_id)),
    )
    .where(
      and(
        eq(clubMembers.player_id, playerId),
        clubId ? eq(clubMembers.club_id, clubId) : undefined,
        or(
          sql`${clubMembers.membership_type_id} is not null`,
          sql`exists (select 1 from membership_charges c where c.club_id = ${clubMembers.club_id} and c.member_id = ${clubMembers.id})`,
        ),
      ),
    )
    .orderBy(clubMembers.club_id, sql`${clubMembers.expires} desc nulls last`);
  if (!rows.length) return [];
  const charges = await ctx.db
    .select()
    .from(membershipCharges)
    .where(
      inArray(
        membershipCharges.member_id,
        rows.map((r) => r.member.id),
      ),
    )
    .orderBy(desc(membershipCharges.created_at), desc(membershipCharges.id));
  const result: MyMembership[] = [];
  for (const { member: m, typeName, annual_price, monthly_price } of rows) {
    const club = await getClubRow(ctx.db, m.club_id);
    const { params } = await featureParamsOf(ctx.db, m.club_id, 'membership');
    const own = charges.filter((c) => c.member_id === m.id && c.club_id === m.club_id);
    const lastPaid = own.find((c) => c.status === 'P');
    const byCard = lastPaid?.method === 'C';
    const outstanding = own.find((c) => c.status === 'O');
    let next: MyMembership['next_charge'] = null;
    if (outstanding)
      next = {
        date: outstanding.period_start,
        amount: outstanding.amount,
        currency: outstanding.currency,
        overdue: m.subscription_status === 'O',
      };
    else if (
      m.expires &&
      m.billing_cycle &&
      annual_price !== null &&
      (m.subscription_status === 'C' || m.subscription_status === null) &&
      renews(params.membershipRenewal, m)
    ) {
      const amount = membershipPrice({ annual_price, monthly_price: monthly_price ?? '0' }, m.billing_cycle);
      if (amount) next = { date: plusDays(m.expires, 1), amount, currency: club.currency, overdue: false };
    }
    result.push({
      member: m.id,
      club: m.club_id,
      club_name: club.name,
      membership_type: m.membership_type_id,
      membership_type_name: typeName ?? '',
      billing_cycle: m.billing_cycle,
      expires: m.expires,
      sub_status: m.subscription_status,
      renews_by_card: byCard,
      auto_renew: renews(params.membershipRenewal, m),
      next_charge: next,
      charges: own.map(toMembershipCharge),
    });
  }
  return result;
}

/** GET /api/clubmembership/mine/: the caller's memberships of every club. */
export async function myMemberships({ ctx }: { ctx: Ctx }): Promise<MyMembership[]> {
  return membershipsOf(ctx, ctx.actor!.playerId);
}

/** GET /api/clubmembership/offer/?club: the club's membership types and allowed cycles, its terms, and the caller's membership. */
export async function membershipOffer({ ctx, club: clubId }: { ctx: Ctx; club: number }): Promise<MembershipOffer> {
  const actor = ctx.actor!;
  await assertAccess(ctx, clubId, { owner: actor.playerId });
  const club = await getClubFacts(ctx.db, clubId);
  const { name } = await getClubRow(ctx.db, clubId);
  const { enabled, params } = await featureParamsOf(ctx.db, clubId, 'membership');
  // Without the Membership feature in its package the club sells nothing online (the page says so).
  const types = enabled
    ? await ctx.db
        .select()
        .from(membershipTypes)
        .where(eq(membershipTypes.club_id, clubId))
        .orderBy(membershipTypes.name)
    : [];
  const taken = await ctx.db
    .select({ type: clubMembers.membership_type_id, n: count() })
    .from(clubMembers)
    .where(and(eq(clubMembers.club_id, clubId), gte(clubMembers.expires, club.today)))
    .groupBy(clubMembers.membership_type_id);
  const cycles = enabled ? (['A', 'M'] as const).filter((c) => cycleAllowed(params, c)) : [];
  const [membership] = await membershipsOf(ctx, actor.playerId, clubId);
  const renewal =
    params.membershipRenewal === 'forced'
      ? 'Your membership renews at the end of each period: the card you pay with is charged the price of the next period then, until you cancel renewal.'
      : 'Your membership ends at the end of the period you pay for, unless you choose automatic renewal: then the card you pay with is charged the price of the next period, until you turn it off.';
  return {
    club: clubId,
    club_name: name,
    currency: club.currency,
    today: club.today,
    cycles,
    default_cycle: cycles.includes(params.DefaultCycle) ? params.DefaultCycle : (cycles[0] ?? 'A'),
    renewal: params.membershipRenewal,
    types: types.map((t) => ({
      id: t.id,
      name: t.name,
      comments: t.comments,
      annual_price: membershipPrice(t, 'A'),
      monthly_price: membershipPrice(t, 'M'),
      full: t.max_number !== null && (taken.find((r) => r.type === t.id)?.n ?? 0) >= t.max_number,
    })),
    terms: [
      renewal,
      'You may cancel renewal at any time; the period you have paid for runs to its end and is not refunded.',
      'If a renewal payment fails you are e-mailed a link to pay; until it is paid you book courts at the non-member rate.',
      `You agree to follow the rules of ${name}.`,
    ],
    membership: membership ?? null,
  };
}
