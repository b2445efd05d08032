import { and, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  allowedCycleFor,
  clubFormat,
  cycleAllowed,
  formatAmount,
  formatDate,
  nextPeriodCharge,
  todayInZone,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import type { ServiceContext } from '../../context';
import type { Deps } from '../../http/route-helpers';
import type { JobHandlers } from '../../integrations/jobs/worker';
import type { RecurringJob } from '../../integrations/jobs/recurring';
import { featureParamsOf } from '../clubs/club-features.service';
import { getClubRow } from '../clubs/club-reads.service';
import { clubMembers, membershipCharges, membershipTypes } from './members.tables';
import { notify } from '../notifications/notify.service';
import type { Mail, Mailer } from '../../integrations/mail/mailer';
import { chargeMembershipCard, renewsByCard } from './membership-card.service';

// Membership renewals (issue 11, docs/membership-fees.md), run by the jobs queue every hour so
// each club's local midnight is seen within the hour. A member whose membership has expired
// (the day after `expires`, in the club's zone):
// - forced renewal: an outstanding charge (status O) for the next period, starting the day after
//   the expiry, is kept; the member becomes overdue (O) and is e-mailed what they owe; the
//   reminder is repeated every REMINDER_DAYS while the charge is outstanding (next_charge);
// - optional renewal (opt-in): the membership lapses (U), nothing is charged, unless the member
//   chose automatic renewal (auto_renew): then it renews as under forced renewal.
// The renewal's billing cycle is the member's while the club's membership feature allows it; a
// cycle the club has since switched off renews on its DefaultCycle (else the other allowed cycle
// the type prices), and the member's cycle becomes that one.
// One outstanding charge per member (a unique index), each member changed under FOR UPDATE, so
// two workers, or a run repeated after a crash, charge and remind once.
// A member whose last period was paid by card (bought online) renews by card: the outstanding
// charge is charged at once to the card on file (the payments transaction's key is the charge
// record's, so it is captured once however often it is tried); paid, the member stays current;
// declined, the member is overdue, is e-mailed a link to pay, and the card is tried again on the
// retry schedule (RETRY_AFTER_DAYS after the period's start, then with each weekly reminder).

/** A renewal reminder: its e-mail and the member's in-app notice (issue 28), as one notification. */
const remind = (tx: Tx, mailer: Mailer, playerId: number | null, mail: Mail) =>
  notify(
    tx,
    mailer,
    { playerId, email: mail.to },
    {
      kind: 'membership_expiring',
      title: mail.subject,
      body: 'Renew to keep your membership.',
      link: '/clubs/membership',
      mail,
    },
  );

export const MEMBERSHIP_RENEWALS_JOB = 'members.renewals';
const plusDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;
export const REMINDER_DAYS = 7;
/** Days after a failed renewal's period start when the card is tried again (then weekly). */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;

/** The next date the renewal charge starting `periodStart` is tried or reminded again, after `today`. */
export function nextAttempt(periodStart: string, today: string): string {
  const next = RETRY_AFTER_DAYS.map((d) => plusDays(periodStart, d)).find((d) => d > today);
  return next ?? plusDays(today, REMINDER_DAYS);
}

export const membershipRenewalRecurringJobs: RecurringJob[] = [{ name: MEMBERSHIP_RENEWALS_JOB, everyMs: 3_600_000 }];

function reminder(
  to: string,
  club: { id: number; name: string; time_zone: string; currency: string },
  name: string,
  typeName: string,
  amount: string,
  currency: string,
  since: string,
  publicUrl: string,
  declined?: string,
) {
  const fmt = clubFormat(club);
  return {
    to,
    subject: `${club.name}: your membership fee is overdue`,
    text: [
      `Hello ${name},`,
      '',
      `Your ${typeName} membership of ${club.name} has been unpaid since ${formatDate(since, fmt)}. The amount due is ${formatAmount(amount, { ...fmt, currency })}.`,
      ...(declined ? [`We tried to charge your card on file: ${declined}`] : []),
      `Pay it online at ${publicUrl.replace(/\/$/, '')}/clubs/membership?clubId=${club.id} or at the club.`,
      '',
      'Until it is paid you book courts at the non-member rate.',
    ].join('\n'),
  };
}

export type RenewalDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'payments'> & { log: ServiceContext['log'] };

/**
 * Tries the member's card for the outstanding charge (both locked by the caller), acting for the
 * member: their card on file was authorised for renewals when they bought the membership online.
 * Answers null when paid, else the card's reason.
 */
async function tryCard(
  deps: RenewalDeps,
  tx: Tx,
  member: typeof clubMembers.$inferSelect,
  charge: typeof membershipCharges.$inferSelect,
  clubName: string,
  typeName: string,
) {
  const ctx: ServiceContext = { ...deps, actor: { userId: 0, playerId: member.player_id! } };
  const { result } = await chargeMembershipCard(ctx, tx, member, charge, `${clubName} membership renewal: ${typeName}`);
  return result.paid ? null : (result.transaction.failure_reason ?? 'The payment did not go through.');
}

/** One run over every club: renewals due and reminders due, at `now`. Answers what it did. */
export async function runMembershipRenewals(deps: RenewalDeps, now: Date) {
  const { db, mailer } = deps;
  const publicUrl = deps.config.publicUrl;
  const done = { renewed: 0, lapsed: 0, reminded: 0, charged: 0, declined: 0 };
  // Candidates: expired on some club's date (any zone is at most a day ahead of UTC + 14 h).
  const horizon = DateTime.fromJSDate(now).toUTC().plus({ days: 1 }).toISODate()!;
  const expired = await db
    .select({ id: clubMembers.id, club_id: clubMembers.club_id })
    .from(clubMembers)
    .where(
      and(
        isNotNull(clubMembers.expires),
        lt(clubMembers.expires, horizon),
        isNotNull(clubMembers.membership_type_id),
        isNotNull(clubMembers.billing_cycle),
        or(isNull(clubMembers.subscription_status), eq(clubMembers.subscription_status, 'C')),
      ),
    );
  const dueReminders = await db
    .select({ id: membershipCharges.id, club_id: membershipCharges.club_id })
    .from(membershipCharges)
    .where(and(eq(membershipCharges.status, 'O'), lte(membershipCharges.next_charge, horizon)));
  const clubIds = [...new Set([...expired, ...dueReminders].map((r) => r.club_id))];

  for (const clubId of clubIds) {
    const club = await getClubRow(db, clubId);
    const today = todayInZone(club.time_zone, now);
    const { params } = await featureParamsOf(db, clubId, 'membership');
    for (const { id } of expired.filter((m) => m.club_id === clubId)) {
      await db.transaction(async (tx) => {
        const [m] = await tx
          .select()
          .from(clubMembers)
          .where(and(eq(clubMembers.id, id), eq(clubMembers.club_id, clubId)))
          .for('update');
        if (!m?.expires || m.expires >= today || !m.membership_type_id || !m.billing_cycle) return;
        if (m.subscription_status !== null && m.subscription_status !== 'C') return;
        // Opt-in renewal: only the members who chose it renew; the others lapse.
        if (params.membershipRenewal === 'optional' && !m.auto_renew) {
          await tx.update(clubMembers).set({ subscription_status: 'U' }).where(eq(clubMembers.id, m.id));
          done.lapsed += 1;
          return;
        }
        const [type] = await tx
          .select()
          .from(membershipTypes)
          .where(and(eq(membershipTypes.club_id, clubId), eq(membershipTypes.id, m.membership_type_id)));
        if (!type) return;
        // A cycle the club has since switched off renews on an allowed one (its DefaultCycle first).
        const cycle = cycleAllowed(params, m.billing_cycle) ? m.billing_cycle : allowedCycleFor(type, params);
        // From the day after the expiry; a period short of a cycle (an expiry off the rollover) is prorated.
        const period = cycle && nextPeriodCharge(type, cycle, null, plusDays(m.expires, 1), club.currency, params);
        if (!cycle || !period) return;
        const amount = period.amount;
        if (cycle !== m.billing_cycle)
          await tx.update(clubMembers).set({ billing_cycle: cycle }).where(eq(clubMembers.id, m.id));
        const inserted = await tx
          .insert(membershipCharges)
          .values({
            club_id: clubId,
            member_id: m.id,
            player_id: m.player_id,
            membership_type_id: m.membership_type_id,
            billing_cycle: cycle,
            amount,
            currency: club.currency,
            status: 'O',
            recurring: true,
            period_start: period.start,
            period_end: period.end,
            next_charge: plusDays(today, REMINDER_DAYS),
          })
          .onConflictDoNothing()
          .returning({ id: membershipCharges.id });
        if (!inserted.length) {
          await tx.update(clubMembers).set({ subscription_status: 'O' }).where(eq(clubMembers.id, m.id));
          return;
        }
        done.renewed += 1;
        let declined: string | undefined;
        if (m.player_id && (await renewsByCard(tx, clubId, m.id))) {
          const [charge] = await tx.select().from(membershipCharges).where(eq(membershipCharges.id, inserted[0].id));
          await tx
            .update(membershipCharges)
            .set({ method: 'C', next_charge: nextAttempt(period.start, today) })
            .where(eq(membershipCharges.id, charge.id));
          const failure = await tryCard(deps, tx, m, { ...charge, method: 'C' }, club.name, type.name);
          if (failure === null) {
            done.charged += 1;
            return;
          }
          done.declined += 1;
          declined = failure;
        }
        await tx.update(clubMembers).set({ subscription_status: 'O' }).where(eq(clubMembers.id, m.id));
        const to = m.email_set[0];
        if (to) {
          await remind(
            tx,
            mailer,
            m.player_id,
            reminder(
              to,
              club,
              `${m.first_name} ${m.last_name}`.trim(),
              type.name,
              amount,
              club.currency,
              period.start,
              publicUrl,
              declined,
            ),
          );
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
        .innerJoin(
          clubMembers,
          and(eq(clubMembers.club_id, membershipCharges.club_id), eq(clubMembers.id, membershipCharges.member_id)),
        )
        .leftJoin(
          membershipTypes,
          and(
            eq(membershipTypes.club_id, membershipCharges.club_id),
            eq(membershipTypes.id, membershipCharges.membership_type_id),
          ),
        )
        .where(
          and(
            inArray(membershipCharges.id, ids),
            eq(membershipCharges.status, 'O'),
            lte(membershipCharges.next_charge, today),
          ),
        )
        .for('update', { of: membershipCharges });
      for (const { charge, member, typeName } of due) {
        const byCard = charge.method === 'C' && member.player_id !== null;
        await tx
          .update(membershipCharges)
          .set({ next_charge: byCard ? nextAttempt(charge.period_start, today) : plusDays(today, REMINDER_DAYS) })
          .where(eq(membershipCharges.id, charge.id));
        let declined: string | undefined;
        if (byCard) {
          const [locked] = await tx
            .select()
            .from(clubMembers)
            .where(and(eq(clubMembers.id, member.id), eq(clubMembers.club_id, clubId)))
            .for('update');
          const failure = await tryCard(deps, tx, locked, charge, club.name, typeName ?? 'club');
          if (failure === null) {
            done.charged += 1;
            continue;
          }
          done.declined += 1;
          declined = failure;
        }
        const to = member.email_set[0];
        if (!to) continue;
        await remind(
          tx,
          mailer,
          member.player_id,
          reminder(
            to,
            club,
            `${member.first_name} ${member.last_name}`.trim(),
            typeName ?? 'club',
            charge.amount,
            charge.currency,
            charge.period_start,
            publicUrl,
            declined,
          ),
        );
        done.reminded += 1;
      }
    });
  }
  return done;
}

/** The renewal job's handler, on the app's mailer. */
export function membershipRenewalJobHandlers(deps: Omit<RenewalDeps, 'log' | 'db'>): JobHandlers {
  return {
    async [MEMBERSHIP_RENEWALS_JOB](_job, { db, log, now }) {
      const done = await runMembershipRenewals({ ...deps, db, log: log as ServiceContext['log'] }, now());
      if (done.renewed || done.lapsed || done.reminded) log.info(done, 'membership renewals');
    },
  };
}
