import { and, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { dateInZone, expectedCashMinor } from '@rally/domain';
import type { Tx } from '../../db/client';
import { clubs } from '../clubs/clubs.tables';
import { figuresOf } from './cash-up.service';
import { storeCashUps, storeTills } from './cash-up.tables';
import { storeSales } from './store.tables';
import * as clock from '../../clock';

// Riverside's tills (issue 30): the front desk (a 150.00 float) and the café bar (50.00). The
// demo's store sales were made at the front desk, and each past day with sales there is closed:
// counted as expected, except the last, which was 5.00 short with a note. Today stays open.

export async function seedDemoTills(tx: Tx, input: { club: number; closer: number }) {
  const [club] = await tx.select().from(clubs).where(eq(clubs.id, input.club));
  const [front, bar] = await tx
    .insert(storeTills)
    .values([
      { club_id: input.club, name: 'Front desk', opening_float_minor: 15000 },
      { club_id: input.club, name: 'Café bar', opening_float_minor: 5000 },
    ])
    .returning();
  const sold = await tx
    .update(storeSales)
    .set({ till_id: front.id })
    .where(and(eq(storeSales.club_id, input.club), isNull(storeSales.till_id)))
    .returning({ created_at: storeSales.created_at });
  const today = clock.todayIn(club.time_zone);
  const days = [...new Set(sold.map((s) => dateInZone(s.created_at, club.time_zone)))]
    .filter((day) => day < today)
    .sort();
  for (const [i, day] of days.entries()) {
    const figures = await figuresOf(tx, input.club, front.id, day, club.time_zone);
    const expected = expectedCashMinor(front.opening_float_minor, figures.sales, figures.refunds);
    const short = i === days.length - 1 ? 500 : 0;
    const closedAt = DateTime.fromISO(`${day}T19:30`, { zone: club.time_zone }).toJSDate();
    await tx.insert(storeCashUps).values({
      club_id: input.club,
      till_id: front.id,
      day,
      currency: club.currency.toLowerCase(),
      sales: figures.sales,
      refunds: figures.refunds,
      opening_float_minor: front.opening_float_minor,
      expected_cash_minor: expected,
      counted_cash_minor: expected - short,
      difference_minor: -short,
      note: short ? 'Five dollars short: change given for the ball machine from the drawer.' : '',
      closed_by: input.closer,
      closed_at: closedAt,
    });
  }
  return { tills: [front.id, bar.id], cashUps: days.length };
}
