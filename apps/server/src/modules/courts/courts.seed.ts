import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { membershipTypes } from '../members/members.tables';
import { courtBookingRates, membershipTypeBookingRates } from './courts.tables';

// The demo's booking rates: Riverside's two court groups priced through the week, with a few
// membership types on their own prices. Runs after the members seed (it needs the types).

const WEEKDAYS = [0, 1, 2, 3, 4];
const WEEKEND = [5, 6];

type Price = { member: number; nonmember: number; coach: number; nonmemberCanBook?: boolean };
const rate = (name: string, weekdays: number[], start: number, end: number, p: Price) => ({
  name,
  weekdays,
  start_hour: start,
  start_minute: 0,
  end_hour: end,
  end_minute: 0,
  member_def_price: String(p.member),
  nonmember_def_price: String(p.nonmember),
  nonmember_can_book: p.nonmemberCanBook ?? true,
  coach_book_price: String(p.coach),
});

/** Seeds Riverside's rates; `groups` are its outdoor and indoor court groups. */
export async function seedDemoRates(tx: Tx, club: number, groups: { outdoor: number; indoor: number }) {
  const rows = await tx
    .insert(courtBookingRates)
    .values(
      [
        {
          court_group_id: groups.outdoor,
          ...rate('Weekday off-peak', WEEKDAYS, 6, 17, { member: 10, nonmember: 20, coach: 15 }),
        },
        {
          court_group_id: groups.outdoor,
          ...rate('Weekday peak', WEEKDAYS, 17, 22, { member: 16, nonmember: 28, coach: 20 }),
        },
        {
          court_group_id: groups.outdoor,
          ...rate('Weekend', WEEKEND, 7, 20, { member: 14, nonmember: 25, coach: 18 }),
        },
        {
          court_group_id: groups.indoor,
          ...rate('Indoor weekdays', WEEKDAYS, 6, 22, { member: 24, nonmember: 36, coach: 28 }),
        },
        {
          court_group_id: groups.indoor,
          ...rate('Indoor weekends', WEEKEND, 7, 20, { member: 28, nonmember: 40, coach: 32, nonmemberCanBook: false }),
        },
      ].map((r) => ({ ...r, club_id: club })),
    )
    .returning({ id: courtBookingRates.id, name: courtBookingRates.name });
  const rateId = (name: string) => rows.find((r) => r.name === name)!.id;

  const types = await tx
    .select({ id: membershipTypes.id, name: membershipTypes.name })
    .from(membershipTypes)
    .where(and(eq(membershipTypes.club_id, club), inArray(membershipTypes.name, ['Junior', 'Senior', 'Social'])));
  const typeId = (name: string) => types.find((t) => t.name === name)?.id;
  const prices = [
    { rate: 'Weekday off-peak', type: 'Junior', can_book: true, price: 5 },
    { rate: 'Weekday off-peak', type: 'Senior', can_book: true, price: 8 },
    { rate: 'Weekday peak', type: 'Social', can_book: false, price: 0 },
    { rate: 'Weekend', type: 'Junior', can_book: true, price: 8 },
  ].flatMap((p) => {
    const type = typeId(p.type);
    return type
      ? [
          {
            club_id: club,
            booking_rate_id: rateId(p.rate),
            membership_type_id: type,
            can_book: p.can_book,
            price: String(p.price),
          },
        ]
      : [];
  });
  if (prices.length) await tx.insert(membershipTypeBookingRates).values(prices);
}
