import { count, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { OperatorFigures } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { jobs } from '../../integrations/jobs/jobs.tables';
import { clubCreationsSince, listClubsForOperator } from '../clubs/club-operator.service';
import { lostAt, monthlyRevenueOf, subscriptionsOf } from '../subscriptions/subscription-operator.service';
import { operatorStateOf } from './operator-reads.service';
import * as clock from '../../clock';

// The service's figures (issue 31; each defined in docs/operator.md). Read across every club on
// purpose: the operators' view of the whole service, asked for by a handful of people, not per
// request of a club's staff.

type Ctx = Pick<ServiceContext, 'db'>;

/** The churn window: the last 30 days. */
export const CHURN_WINDOW_DAYS = 30;
/** Sign-ups are counted for the last 12 weeks (Monday to Sunday, UTC), this one included. */
export const SIGNUP_WEEKS = 12;

/** Jobs by health: waiting (queued, never failed), running, failed (queued again after a failure), dead. */
async function jobsHealth(ctx: Ctx): Promise<OperatorFigures['jobs']> {
  const rows = await ctx.db
    .select({
      kind: sql<string>`case when ${jobs.state} = 'queued' and ${jobs.attempts} > 0 then 'failed' else ${jobs.state} end`,
      total: count(),
    })
    .from(jobs)
    .where(sql`${jobs.state} <> 'done'`)
    .groupBy(sql`1`);
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.total ?? 0;
  return { waiting: of('queued'), running: of('running'), failed: of('failed'), dead: of('dead') };
}

/** Clubs created per week over the last SIGNUP_WEEKS weeks, oldest first (`week`: its Monday). */
async function signupsPerWeek(ctx: Ctx, now: Date): Promise<OperatorFigures['signups']> {
  const thisWeek = DateTime.fromJSDate(now, { zone: 'UTC' }).startOf('week');
  const weeks = Array.from({ length: SIGNUP_WEEKS }, (_, i) => thisWeek.minus({ weeks: SIGNUP_WEEKS - 1 - i }));
  const created = await clubCreationsSince(ctx.db, weeks[0].toJSDate());
  return weeks.map((week) => {
    const [from, to] = [week.toMillis(), week.plus({ weeks: 1 }).toMillis()];
    return { week: week.toISODate()!, clubs: created.filter((at) => at.getTime() >= from && at.getTime() < to).length };
  });
}

/** GET /api/operator/figures/. */
export async function serviceFigures({ ctx }: { ctx: Ctx }): Promise<OperatorFigures> {
  const now = clock.now();
  const clubs = await listClubsForOperator(ctx.db, { limit: 1_000_000 });
  const subscriptions = await subscriptionsOf(
    ctx.db,
    clubs.map((c) => c.id),
  );

  const byState: Record<string, number> = {};
  const mrr = new Map<string, OperatorFigures['mrr'][number]>();
  const windowStart = now.getTime() - CHURN_WINDOW_DAYS * 86_400_000;
  let [activeBefore, lost] = [0, 0];
  for (const club of clubs) {
    const subscription = subscriptions.get(club.id);
    const state = operatorStateOf(club, subscription);
    byState[state] = (byState[state] ?? 0) + 1;
    if (!subscription) continue;
    if (state === 'C' || state === 'O') {
      if (club.created_at.getTime() < windowStart) activeBefore++;
      const revenue = await monthlyRevenueOf(ctx.db, club, subscription);
      const key = `${club.package}|${revenue.currency}`;
      const line = mrr.get(key) ?? {
        package: club.package ?? '',
        currency: revenue.currency,
        clubs: 0,
        amount_minor: 0,
      };
      line.clubs++;
      line.amount_minor += revenue.amount_minor;
      mrr.set(key, line);
    }
    const lostOn = lostAt(subscription)?.getTime();
    if (lostOn !== undefined && lostOn >= windowStart && lostOn <= now.getTime()) lost++;
  }
  const activeAtStart = activeBefore + lost;
  return {
    clubs_by_state: byState,
    mrr: [...mrr.values()].sort((a, b) => a.package.localeCompare(b.package) || a.currency.localeCompare(b.currency)),
    churn: {
      window_days: CHURN_WINDOW_DAYS,
      active_at_start: activeAtStart,
      lost,
      rate: activeAtStart ? Math.round((lost / activeAtStart) * 10_000) / 10_000 : null,
    },
    signups: await signupsPerWeek(ctx, now),
    jobs: await jobsHealth(ctx),
  };
}
