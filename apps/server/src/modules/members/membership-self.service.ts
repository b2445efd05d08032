import { and, eq } from 'drizzle-orm';
import {
  membershipOnlineMessages,
  type MembershipPaymentResult,
  type MyMembership,
  type PayMembership,
  type ClubMember,
  type SetAutoRenew,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { featureParamsOf } from '../clubs/club-features.service';
import { getClubRow } from '../clubs/club-reads.service';
import { assertPaid } from '../payments/payments.service';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { getClubFacts, toClubMember } from './member-records';
import { MEMBER_NOT_FOUND } from './members.service';
import { toMembershipCharge } from './membership-fees.service';
import { chargeMembershipCard } from './membership-card.service';
import { membershipsOf } from './membership-reads.service';

// A member's own membership (issue 11, docs/membership-fees.md "Card payments"): automatic
// renewal on or off, paying what it owes by card, cancelling the renewal.

type Ctx = ServiceContext;

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
      member.player_id,
      body.payment_method,
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
