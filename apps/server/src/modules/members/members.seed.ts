import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Tx } from '../../db/client';
import { demoDates } from '../../db/seed/demo-dates';
import * as clock from '../../clock';
import { clubMembers, memberGroups, membershipCharges, membershipTypes } from './members.tables';

// The demo register: membership types, groups and a few hundred members, the same every run
// (no randomness; dates relative to the clock's today, db/seed/demo-dates.ts), written in a handful of batched statements.

const firstNames = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Jack',
  'Mia',
  'Leo',
  'Isla',
  'Oscar',
  'Grace',
  'Henry',
  'Chloe',
  'Lucas',
  'Zoe',
  'Max',
  'Ruby',
  'Ethan',
  'Lily',
  'Sam',
  'Harper',
  'William',
  'Amelia',
  'Thomas',
  'Charlotte',
  'James',
  'Sofia',
  'Archie',
  'Ella',
  'Hugo',
];
const lastNames = [
  'Nguyen',
  'Smith',
  'Williams',
  'Brown',
  'Jones',
  'Taylor',
  'Wilson',
  'Chen',
  'Martin',
  'Lee',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Patel',
  'Kelly',
  "O'Brien",
  'Singh',
  'Murphy',
  'Rossi',
  'Papadopoulos',
  'Kowalski',
  'Tanaka',
  'Campbell',
];
const streets = ['River Road', 'Park Street', 'Ocean View Drive', 'Wattle Avenue', 'Station Lane', 'Hill Crescent'];
const suburbs: [string, string][] = [
  ['Sydney', '2000'],
  ['Glebe', '2037'],
  ['Balmain', '2041'],
  ['Newtown', '2042'],
  ['Leichhardt', '2040'],
];

type Key = 'adult' | 'senior' | 'junior' | 'family' | 'social';

/** Seeds the members area of the demo: Riverside's types, groups and 300 members; Harbour's one type and 24 members. */
export async function seedDemoMembers(
  tx: Tx,
  clubs: { riverside: number; harbour: number },
  linkedPlayers: { player: number; first: string; last: string; email: string }[],
) {
  const riversideTypes = await tx
    .insert(membershipTypes)
    .values([
      {
        club_id: clubs.riverside,
        name: 'Adult',
        comments: 'Full playing membership, 18 to 64.',
        group: 'Playing',
        annual_price: '420.00',
        monthly_price: '38.00',
      },
      {
        club_id: clubs.riverside,
        name: 'Senior',
        comments: 'Playing membership, 65 and over.',
        group: 'Playing',
        annual_price: '300.00',
        monthly_price: '27.50',
      },
      {
        club_id: clubs.riverside,
        name: 'Junior',
        comments: 'Under 18; includes the junior academy.',
        group: 'Playing',
        max_number: 120,
        annual_price: '180.00',
        monthly_price: '0',
      },
      {
        club_id: clubs.riverside,
        name: 'Family',
        comments: 'Two adults and their children.',
        group: 'Playing',
        annual_price: '750.00',
        monthly_price: '0',
      },
      {
        club_id: clubs.riverside,
        name: 'Social',
        comments: 'Clubhouse and social events; court time at member rates on weekdays.',
        group: 'Social',
        max_number: 60,
        annual_price: '90.00',
        monthly_price: '0',
      },
    ])
    .returning({ id: membershipTypes.id, name: membershipTypes.name });
  const type = (key: Key) => riversideTypes.find((t) => t.name.toLowerCase() === key)!.id;
  const groups = await tx
    .insert(memberGroups)
    .values([
      { club_id: clubs.riverside, name: 'Pennant squad', membership_type_id: type('adult') },
      { club_id: clubs.riverside, name: 'Junior academy', membership_type_id: type('junior') },
      { club_id: clubs.riverside, name: 'Tuesday social', membership_type_id: type('social') },
    ])
    .returning({ id: memberGroups.id });

  const dates = demoDates();
  const rows = Array.from({ length: 300 }, (_, i) => {
    const first = firstNames[(i * 7) % firstNames.length];
    const last = lastNames[(i * 11 + Math.floor(i / 25)) % lastNames.length];
    const birthYear = 1944 + ((i * 37) % 75); // 1944 … 2018
    const key: Key =
      birthYear >= 2009
        ? 'junior'
        : birthYear <= 1961
          ? 'senior'
          : i % 9 === 0
            ? 'family'
            : i % 13 === 0
              ? 'social'
              : 'adult';
    const noMembership = i % 17 === 5;
    const monthly = (key === 'adult' || key === 'senior') && i % 4 === 1;
    const [city, postcode] = suburbs[i % suburbs.length];
    const group =
      key === 'junior' && i % 2 === 0
        ? groups[1].id
        : key === 'adult' && i % 5 === 0
          ? groups[0].id
          : key === 'social'
            ? groups[2].id
            : null;
    return {
      club_id: clubs.riverside,
      membership_number: `RTC${1001 + i}`,
      first_name: first,
      last_name: last,
      email_set: [`${first}.${last}.${i}@members.example`.toLowerCase().replace(/'/g, '')],
      gender: (i % 3 === 0 ? 'F' : i % 3 === 1 ? 'M' : 'U') as 'F' | 'M' | 'U',
      dob: `${birthYear}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      date_joined: `${2012 + (i % 14)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
      street_addr: `${1 + (i % 120)} ${streets[i % streets.length]}`,
      city,
      state: 'NSW',
      postcode,
      phone_number: `+61 4${String(10_000_000 + i * 7919).slice(0, 8)}`,
      ntrp_level: i % 4 === 0 ? null : (2 + (i % 9) * 0.5).toFixed(1),
      membership_type_id: noMembership ? null : type(key),
      billing_cycle: noMembership ? null : ((monthly ? 'M' : 'A') as 'A' | 'M'),
      // One in six lapsed at the end of last season; the rest run to the end of this one.
      expires: noMembership ? null : i % 6 === 2 ? dates.lastSeasonEnd : monthly ? dates.monthEnd : dates.seasonEnd,
      subscription_status: noMembership
        ? null
        : ((i % 6 === 2 ? (i % 12 === 2 ? 'U' : 'O') : i % 23 === 0 ? 'P' : 'C') as 'C' | 'O' | 'U' | 'P'),
      group_id: noMembership ? null : group,
      player_id: null as number | null,
    };
  });
  // A few demo players are adult members too, linked through their validated e-mail (is_user).
  const adults = rows.filter((r) => r.membership_type_id === type('adult'));
  linkedPlayers.forEach((p, i) => {
    Object.assign(adults[i * 10], {
      first_name: p.first,
      last_name: p.last,
      email_set: [p.email],
      player_id: p.player,
    });
  });
  const riversideMembers = await tx.insert(clubMembers).values(rows).returning();
  const prices = await tx.select().from(membershipTypes).where(eq(membershipTypes.club_id, clubs.riverside));
  await seedPaidCharges(tx, riversideMembers, prices);

  const [harbourType] = await tx
    .insert(membershipTypes)
    .values({ club_id: clubs.harbour, name: 'Full member', annual_price: '380.00', monthly_price: '35.00' })
    .returning();
  await tx
    .insert(memberGroups)
    .values({ club_id: clubs.harbour, name: 'Night owls', membership_type_id: harbourType.id });
  const harbourMembers = await tx
    .insert(clubMembers)
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        club_id: clubs.harbour,
        membership_number: `HTC${501 + i}`,
        first_name: firstNames[(i * 5 + 3) % firstNames.length],
        last_name: lastNames[(i * 3 + 1) % lastNames.length],
        email_set: [`harbour.member${i}@members.example`],
        gender: (i % 2 ? 'M' : 'F') as 'F' | 'M',
        dob: `${1960 + i}-05-10`,
        city: 'Melbourne',
        state: 'VIC',
        membership_type_id: harbourType.id,
        billing_cycle: 'A' as const,
        expires: dates.marchYearEnd,
        subscription_status: 'C' as const,
      })),
    )
    .returning();
  await seedPaidCharges(tx, harbourMembers, [harbourType]);
}

/**
 * Each demo member's last payment (issue 27: the fees view showed "—" as the last payment of every
 * paid member, because the register had memberships and no charge records): a paid charge for the
 * period that ends on their expiry, paid in cash or by cheque on its first day. A member waiting
 * for their first payment (P) has none. These payments were taken before the club used Rally, so
 * they have no payments transaction (the payments area's demo history is its own seed's).
 */
async function seedPaidCharges(
  tx: Tx,
  members: (typeof clubMembers.$inferSelect)[],
  types: (typeof membershipTypes.$inferSelect)[],
) {
  const charges = members.flatMap((m, i) => {
    const type = types.find((t) => t.id === m.membership_type_id);
    if (!type || !m.expires || !m.billing_cycle || m.subscription_status === 'P') return [];
    const amount = m.billing_cycle === 'A' ? type.annual_price : type.monthly_price;
    if (!(Number(amount) > 0)) return [];
    const end = DateTime.fromISO(m.expires, { zone: 'Australia/Sydney' });
    const start = end.plus({ days: 1 }).minus(m.billing_cycle === 'A' ? { years: 1 } : { months: 1 });
    return [
      {
        club_id: m.club_id,
        member_id: m.id,
        player_id: m.player_id,
        membership_type_id: type.id,
        billing_cycle: m.billing_cycle,
        amount,
        currency: 'aud',
        status: 'P' as const,
        method: (i % 3 === 0 ? 'Q' : 'S') as 'Q' | 'S',
        period_start: start.toISODate()!,
        period_end: m.expires,
        paid_at: new Date(Math.min(start.set({ hour: 10 + (i % 6) }).toMillis(), clock.nowMs())),
        note: 'Paid before the club used Rally',
      },
    ];
  });
  if (charges.length) await tx.insert(membershipCharges).values(charges);
}
