import { and, eq, gte, ne, isNull, sql, count } from 'drizzle-orm';
import {
  cycleAllowed,
  membershipFeeMessages,
  membershipOnlineMessages,
  membershipPrice,
  nextPeriodCharge,
  type JoinMembership,
  type MembershipPaymentResult,
} from '@rally/domain';
import { assertActsFor } from '../players/guardians.service';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { featureParamsOf } from '../clubs/club-features.service';
import { getClubRow } from '../clubs/club-reads.service';
import { assertPaid } from '../payments/payments.service';
import { namesAndEmailsOf, verifiedEmailOf } from '../players/people.service';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { getClubFacts, toClubMember, type MemberRow } from './member-records';
import { toMembershipCharge } from './membership-fees.service';
import { chargeMembershipCard } from './membership-card.service';

// A player buys a membership of a club with their card on file (POST /api/clubmembership/join/,
// issue 11, docs/membership-fees.md "Card payments"): their register row found or made, the
// period priced and charged (membership-card.service.ts).

type Ctx = ServiceContext;

/** First key of the advisory lock pair of a join (the second is the player's id). */
const JOIN_LOCK_KEY = 72_617_012;

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
  // The member: the caller, or a junior of their household whom the caller pays for (the guardian rule, issue 30).
  const person = body.member ? await assertActsFor(ctx.db, actor.playerId, body.member) : actor.playerId;
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
  if (!membershipPrice(type, body.billing_cycle))
    throw invalid(membershipFeeMessages.noPrice(body.billing_cycle), {
      billing_cycle: [membershipFeeMessages.noPrice(body.billing_cycle)],
    });

  const done = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOIN_LOCK_KEY}, ${person})`);
    let member = (await ownMemberRow(tx, club.id, person)) ?? (await newMemberRow(tx, club.id, person));
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
    // The period and its price, a short first period by the club's proration rule: what the offer quoted.
    const period = nextPeriodCharge(type, body.billing_cycle, runsOn, club.today, club.currency, params)!;
    const [charge] = await tx
      .insert(membershipCharges)
      .values({
        club_id: club.id,
        member_id: member.id,
        player_id: actor.playerId,
        membership_type_id: type.id,
        billing_cycle: body.billing_cycle,
        amount: period.amount,
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
      actor.playerId,
      body.payment_method,
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
