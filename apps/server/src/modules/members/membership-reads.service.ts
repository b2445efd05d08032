import { and, desc, eq, gte, inArray, or, sql, count } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  cycleAllowed,
  membershipPrice,
  nextPeriodCharge,
  type MembershipOffer,
  type MyMembership,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import { assertAccess } from '../../access/access';
import { featureParamsOf } from '../clubs/club-features.service';
import { getClubRow } from '../clubs/club-reads.service';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { getClubFacts, type MemberRow } from './member-records';
import { toMembershipCharge } from './membership-fees.service';

// What a player sees of their memberships (issue 11): every club's, with the next charge and the
// receipts (GET /api/clubmembership/mine/), and one club's offer with their membership in it.

type Ctx = ServiceContext;

const plusDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;

export /** True when the membership renews at the end of its period: forced renewal until cancelled (U), opt-in renewal when the member chose it. */
const renews = (renewal: 'forced' | 'optional', m: MemberRow) =>
  renewal === 'forced' ? m.subscription_status !== 'U' : m.auto_renew && m.subscription_status !== 'U';

/** The player's memberships (every club, or one), with the next charge and the receipts. */
export async function membershipsOf(ctx: Ctx, playerId: number, clubId?: number): Promise<MyMembership[]> {
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
      // The join's own rule (a running membership of the same type and cycle runs on from its expiry).
      periods: cycles.flatMap((cycle) => {
        const runsOn =
          membership?.membership_type === t.id && membership.billing_cycle === cycle ? membership.expires : null;
        const period = nextPeriodCharge(t, cycle, runsOn, club.today, club.currency, params);
        return period ? [{ billing_cycle: cycle, ...period }] : [];
      }),
    })),
    proration: params.firstPeriodProration,
    terms: [
      renewal,
      'You may cancel renewal at any time; the period you have paid for runs to its end and is not refunded.',
      'If a renewal payment fails you are e-mailed a link to pay; until it is paid you book courts at the non-member rate.',
      `You agree to follow the rules of ${name}.`,
    ],
    membership: membership ?? null,
  };
}
