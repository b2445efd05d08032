import { and, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { membershipPrice, nextMembershipPeriod } from '@rally/domain';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import type { JobHandlers } from '../../integrations/jobs/worker';
import type { RecurringJob } from '../../integrations/jobs/recurring';
import { featureParamsOf } from '../clubs/club-features.service';
import { getClubRow } from '../clubs/club-reads.service';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';

// Membership renewals (issue 11, docs/membership-fees.md), run by the jobs queue every hour so
// each club's local midnight is seen within the hour. A member whose membership has expired
// (the day after `expires`, in the club's zone):
// - forced renewal: an outstanding charge (status O) for the next period, starting the day after
//   the expiry, is kept; the member becomes overdue (O) and is e-mailed what they owe; the
//   reminder is repeated every REMINDER_DAYS while the charge is outstanding (next_charge);
// - optional renewal (opt-in): the membership lapses (U), nothing is charged.
// One outstanding charge per member (a unique index), each member changed under FOR UPDATE, so
// two workers, or a run repeated after a crash, charge and remind once. Card charges wait for
// the payments area: then the outstanding charge is what the card pays.

export const MEMBERSHIP_RENEWALS_JOB = 'members.renewals';
export const REMINDER_DAYS = 7;

export const membershipRenewalRecurringJobs: RecurringJob[] = [{ name: MEMBERSHIP_RENEWALS_JOB, everyMs: 3_600_000 }];

const localToday = (zone: string, now: Date) => DateTime.fromJSDate(now).setZone(zone).toISODate() ?? DateTime.fromJSDate(now).toISODate()!;
const plusDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;

function reminder(to: string, club: { name: string }, name: string, typeName: string, amount: string, currency: string, since: string, publicUrl: string) {
  return {
    to,
    subject: `${club.name}: your membership fee is overdue`,
    text: [
      `Hello ${name},`,
      '',
      `Your ${typeName} membership of ${club.name} has been unpaid since ${since}. The amount due is ${amount} ${currency.toUpperCase()}.`,
      `Pay it at the club, or online once your club takes card payments: ${publicUrl.replace(/\/$/, '')}/clubs`,
      '',
      'Until it is paid you book courts at the non-member rate.',
    ].join('\n'),
  };
}

/** One run over every club: renewals due and reminders due, at `now`. Answers what it did. */
export async function runMembershipRenewals(db: Db, mailer: Mailer, publicUrl: string, now: Date) {
  const done = { renewed: 0, lapsed: 0, reminded: 0 };
  // Candidates: expired on some club's date (any zone is at most a day ahead of UTC + 14 h).
  const horizon = DateTime.fromJSDate(now).toUTC().plus({ days: 1 }).toISODate()!;
  const expired = await db
    .select({ id: clubMembers.id, club_id: clubMembers.club_id })
    .from(clubMembers)
    .where(and(isNotNull(clubMembers.expires), lt(clubMembers.expires, horizon), isNotNull(clubMembers.membership_type_id), isNotNull(clubMembers.billing_cycle), or(isNull(clubMembers.subscription_status), eq(clubMembers.subscription_status, 'C'))));
  const dueReminders = await db
    .select({ id: membershipCharges.id, club_id: membershipCharges.club_id })
    .from(membershipCharges)
    .where(and(eq(membershipCharges.status, 'O'), lte(membershipCharges.next_charge, horizon)));
  const clubIds = [...new Set([...expired, ...dueReminders].map((r) => r.club_id))];

  for (const clubId of clubIds) {
    const club = await getClubRow(db, clubId);
    const today = localToday(club.time_zone, now);
    const { params } = await featureParamsOf(db, clubId, 'membership');
    for (const { id } of expired.filter((m) => m.club_id === clubId)) {
      await db.transaction(async (tx) => {
        const [m] = await tx.select().from(clubMembers).where(and(eq(clubMembers.id, id), eq(clubMembers.club_id, clubId))).for('update');
        if (!m?.expires || m.expires >= today || !m.membership_type_id || !m.billing_cycle) return;
        if (m.subscription_status !== null && m.subscription_status !== 'C') return;
        if (params.membershipRenewal === 'optional') {
          await tx.update(clubMembers).set({ subscription_status: 'U' }).where(eq(clubMembers.id, m.id));
          done.lapsed += 1;
          return;
        }
        const [type] = await tx.select().from(membershipTypes).where(and(eq(membershipTypes.club_id, clubId), eq(membershipTypes.id, m.membership_type_id)));
        const amount = type && membershipPrice(type, m.billing_cycle);
        if (!amount) return;
        const period = nextMembershipPeriod(null, plusDays(m.expires, 1), m.billing_cycle, params);
        const inserted = await tx
          .insert(membershipCharges)
          .values({
            club_id: clubId, member_id: m.id, player_id: m.player_id, membership_type_id: m.membership_type_id, billing_cycle: m.billing_cycle,
            amount, currency: club.currency, status: 'O', recurring: true, period_start: period.start, period_end: period.end,
            next_charge: plusDays(today, REMINDER_DAYS),
          })
          .onConflictDoNothing()
          .returning({ id: membershipCharges.id });
        await tx.update(clubMembers).set({ subscription_status: 'O' }).where(eq(clubMembers.id, m.id));
        if (!inserted.length) return;
        done.renewed += 1;
        const to = m.email_set[0];
        if (to) {
          await mailer.queue(tx, reminder(to, club, `${m.first_name} ${m.last_name}`.trim(), type.name, amount, club.currency, period.start, publicUrl));
          done.reminded += 1;
        }
      });
    }
    // Outstanding charges whose reminder is due again.
    const ids = dueReminders.filter((c) => c.club_id === clubId).map((c) => c.id);
    if (!ids.length) continue;
    await db.transaction(async (tx) => {
      const due = await tx
        .select({ charge: membershipCharges, member: clubMembers, typeName: membershipTypes.name })
        .from(membershipCharges)
        .innerJoin(clubMembers, and(eq(clubMembers.club_id, membershipCharges.club_id), eq(clubMembers.id, membershipCharges.member_id)))
        .leftJoin(membershipTypes, and(eq(membershipTypes.club_id, membershipCharges.club_id), eq(membershipTypes.id, membershipCharges.membership_type_id)))
        .where(and(inArray(membershipCharges.id, ids), eq(membershipCharges.status, 'O'), lte(membershipCharges.next_charge, today)))
        .for('update', { of: membershipCharges });
      for (const { charge, member, typeName } of due) {
        await tx.update(membershipCharges).set({ next_charge: plusDays(today, REMINDER_DAYS) }).where(eq(membershipCharges.id, charge.id));
        const to = member.email_set[0];
        if (!to) continue;
        await mailer.queue(tx, reminder(to, club, `${member.first_name} ${member.last_name}`.trim(), typeName ?? 'club', charge.amount, charge.currency, charge.period_start, publicUrl));
        done.reminded += 1;
      }
    });
  }
  return done;
}

/** The renewal job's handler, on the app's mailer. */
export function membershipRenewalJobHandlers(mailer: Mailer, publicUrl: string): JobHandlers {
  return {
    async [MEMBERSHIP_RENEWALS_JOB](_job, { db, log, now }) {
      const done = await runMembershipRenewals(db, mailer, publicUrl, now());
      if (done.renewed || done.lapsed || done.reminded) log.info(done, 'membership renewals');
    },
  };
}
