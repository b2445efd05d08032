import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  feeStateOf,
  feeStates,
  fromMinor,
  membershipFeeMessages,
  nextPeriodCharge,
  toMinor,
  type FeeState,
  type MemberFee,
  type MembershipFees,
  type MembershipReminder,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { featureParamsOf } from '../clubs/club-features.service';
import { getClubRow } from '../clubs/club-reads.service';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { getClubFacts } from './member-records';

// The fees view of the register (issue 11, docs/membership-fees.md): every member with a type, their
// fee state and last payment, the totals per state, and reminders e-mailed to overdue members.
// Recording a cash or cheque payment: membership-fees.service.ts.

type Ctx = ServiceContext;

/**
 * Each member's last payment date, by member id: the club's date when it was paid (the fees view
 * and its CSV export show it; the session's UTC date was a day off for a payment made in the
 * club's morning east of Greenwich). The club's zone is read by its SQL name, as a read model
 * does (docs/DEVELOPING.md), in the same statement.
 */
async function lastPaidByMember(db: Db | Tx, clubId: number, memberIds?: number[]) {
  const zone = sql`(select time_zone from clubs where id = ${clubId})`;
  const rows = await db
    .select({
      member: membershipCharges.member_id,
      last: sql<string>`(max(${membershipCharges.paid_at}) at time zone ${zone})::date::text`,
    })
    .from(membershipCharges)
    .where(
      and(
        eq(membershipCharges.club_id, clubId),
        eq(membershipCharges.status, 'P'),
        memberIds ? inArray(membershipCharges.member_id, memberIds) : undefined,
      ),
    )
    .groupBy(membershipCharges.member_id);
  return new Map(rows.map((r) => [r.member, r.last]));
}

/** Each member's outstanding charge (at most one), by member id: the period and amount it was written for. */
async function outstandingByMember(db: Db | Tx, clubId: number) {
  const rows = await db
    .select()
    .from(membershipCharges)
    .where(and(eq(membershipCharges.club_id, clubId), eq(membershipCharges.status, 'O')));
  return new Map(
    rows.map((c) => [
      c.member_id,
      { start: c.period_start, end: c.period_end, amount: c.amount, prorated: false as boolean },
    ]),
  );
}

/** The fees view's rows of the club's members that hold a membership type. */
async function feeRows(db: Db | Tx, clubId: number, currency: string, today: string): Promise<MemberFee[]> {
  const { params } = await featureParamsOf(db, clubId, 'membership');
  const rows = await db
    .select({
      member: clubMembers,
      type: {
        name: membershipTypes.name,
        annual_price: membershipTypes.annual_price,
        monthly_price: membershipTypes.monthly_price,
      },
    })
    .from(clubMembers)
    .innerJoin(
      membershipTypes,
      and(eq(membershipTypes.club_id, clubMembers.club_id), eq(membershipTypes.id, clubMembers.membership_type_id)),
    )
    .where(and(eq(clubMembers.club_id, clubId), isNotNull(clubMembers.membership_type_id)))
    .orderBy(sql`lower(${clubMembers.last_name})`, sql`lower(${clubMembers.first_name})`, clubMembers.id);
  const lastPaid = await lastPaidByMember(db, clubId);
  const owed = await outstandingByMember(db, clubId);
  return rows.map(({ member: m, type }) => {
    const last = lastPaid.get(m.id) ?? null;
    const ended = !m.expires || m.expires < today;
    // Unsubscribed (U) and ended: a former member who owes nothing. Overdue (O) before the expiry: the renewal failed.
    // Waiting for a first payment (P) with none on record: never paid, whatever expiry the register holds.
    const { state, daysOverdue } =
      m.subscription_status === 'U' && ended
        ? { state: 'lapsed' as const, daysOverdue: 0 }
        : m.subscription_status === 'O' && !ended
          ? { state: 'overdue' as const, daysOverdue: 0 }
          : m.subscription_status === 'P' && !last
            ? { state: 'unpaid' as const, daysOverdue: 0 }
            : feeStateOf(m.expires, last, today);
    // What the member owes or pays next: an outstanding charge as written, else the next period as
    // record_payment would charge it (a short first period by the club's proration rule).
    const next =
      owed.get(m.id) ??
      (m.billing_cycle ? nextPeriodCharge(type, m.billing_cycle, m.expires, today, currency, params) : null);
    return {
      member: m.id,
      name: `${m.first_name} ${m.last_name}`.trim(),
      email: m.email_set[0] ?? '',
      membership_number: m.membership_number,
      membership_type: m.membership_type_id!,
      membership_type_name: type.name,
      billing_cycle: m.billing_cycle,
      expires: m.expires,
      sub_status: m.subscription_status,
      state,
      amount: next?.amount ?? '',
      period_start: next?.start ?? null,
      period_end: next?.end ?? null,
      prorated: next?.prorated ?? false,
      currency,
      days_overdue: daysOverdue,
      last_paid: last,
      has_account: m.player_id !== null,
    };
  });
}

/** GET /api/membershipfees/?club[&state]: every member with a type, their state, and the totals per state. */
export async function listMembershipFees({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; state?: FeeState };
}): Promise<MembershipFees> {
  await assertAccess(ctx, input.club, { area: 'members' });
  const club = await getClubFacts(ctx.db, input.club);
  const all = await feeRows(ctx.db, club.id, club.currency, club.today);
  const totals = Object.fromEntries(
    feeStates.map((state) => {
      const rows = all.filter((r) => r.state === state);
      const minor = rows.reduce((sum, r) => sum + (toMinor(r.amount || '0', club.currency) ?? 0), 0);
      return [state, { count: rows.length, amount: fromMinor(minor, club.currency) }];
    }),
  ) as MembershipFees['totals'];
  return {
    club: club.id,
    today: club.today,
    totals,
    results: input.state ? all.filter((r) => r.state === input.state) : all,
  };
}

/** The reminder e-mail of an overdue member. */
function reminderMail(to: string, clubName: string, fee: MemberFee, publicUrl: string) {
  const amount = fee.amount ? `${fee.amount} ${fee.currency.toUpperCase()}` : 'your membership fee';
  const since = fee.expires ? ` since ${fee.expires}` : '';
  return {
    to,
    subject: `${clubName}: your membership fee is overdue`,
    text: [
      `Hello ${fee.name},`,
      '',
      `Your ${fee.membership_type_name} membership of ${clubName} has been unpaid${since}. The amount due is ${amount}.`,
      `Pay it at the club, or online once your club takes card payments: ${publicUrl.replace(/\/$/, '')}/clubs`,
      '',
      'Until it is paid you book courts at the non-member rate.',
    ].join('\n'),
  };
}

/**
 * POST /api/membershipfees/remind/ {club, members?}: e-mails each overdue member named (or every
 * overdue member) a reminder, through the outbox and the jobs queue. Answers how many were sent
 * and which overdue members have no e-mail address.
 */
export async function sendFeeReminders({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: MembershipReminder;
}): Promise<{ sent: number; without_email: number[] }> {
  await assertAccess(ctx, input.club, { area: 'members' });
  const club = await getClubFacts(ctx.db, input.club);
  const { name: clubName } = await getClubRow(ctx.db, club.id);
  const overdue = (await feeRows(ctx.db, club.id, club.currency, club.today)).filter(
    (r) => r.state === 'overdue' && (!input.members || input.members.includes(r.member)),
  );
  if (overdue.length === 0) throw invalid(membershipFeeMessages.notOverdue);
  const withEmail = overdue.filter((r) => r.email);
  await ctx.db.transaction(async (tx) => {
    for (const fee of withEmail)
      await ctx.mailer.queue(tx, reminderMail(fee.email, clubName, fee, ctx.config.publicUrl));
  });
  return { sent: withEmail.length, without_email: overdue.filter((r) => !r.email).map((r) => r.member) };
}
