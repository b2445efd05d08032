import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { clubCoaches, clubMembers, clubs, membershipTypes, newsItems, players, users } from '../schema';
import { hashPassword } from '../../modules/auth/password';
import { seedDemoMembers } from '../../modules/members/members.seed';
import { seedDemoEvents } from '../../modules/clinics/clinics.seed';
import { seedDemoRates } from '../../modules/courts/courts.seed';
import { seedDemoBookings } from '../../modules/bookings/bookings.seed';
import { seedDemoCourtWaitlist } from '../../modules/bookings/court-waitlist.seed';
import { seedDemoBookingFee } from '../../modules/bookings/booking-fees.seed';
import { seedDemoLottery } from '../../modules/bookings/lottery.seed';
import { seedDemoMessages } from '../../modules/messaging/messaging.seed';
import { seedDemoPayments } from '../../modules/payments/payments.seed';
import { seedDemoHits } from '../../modules/find-a-hit/find-a-hit.seed';
import { seedDemoStore } from '../../modules/store/store.seed';
import { seedDemoReceipts } from '../../modules/payments/receipts.seed';
import { seedDemoNewsPosts } from '../../modules/news/news.seed';
import { LEAGUE_PLAYERS, seedDemoTournaments } from '../../modules/competitions/tournaments.seed';
import { seedDemoLadder } from '../../modules/competitions/player-ladders.seed';
import { demoDates } from './demo-dates';
import { seedDemoHousehold } from '../../modules/households/households.seed';
import { seedDemoClubs, seedDemoClubTerms } from './demo-clubs';
import { DEMO_PASSWORD, demoFullNames, seedDemoPeople } from './demo-logins';
import { seedDemoOperator } from '../../modules/operator/operator.seed';

// The demo data (the same every run): the clubs and courts (demo-clubs.ts), the logins and their
// people (demo-logins.ts), then each area's own demo seed, in one transaction.

export { DEMO_PASSWORD, demoLogins } from './demo-logins';

const DEMO_SEED_LOCK_KEY = 7_261_700_003;

/** True when the database holds no users and no clubs: the only state the demo seed runs in. */
export async function isEmptyForDemo(db: Db | Tx): Promise<boolean> {
  const [{ u }] = await db.select({ u: count() }).from(users);
  const [{ c }] = await db.select({ c: count() }).from(clubs);
  return u === 0 && c === 0;
}

/** Seeds the demo data (the same every run) into an empty database; returns whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (!(await isEmptyForDemo(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD); // one hash: every demo login has the same password
  return db.transaction(async (tx) => {
    // Processes starting together (SEED_DEMO=true on PostgreSQL): one seeds, the others wait for
    // its commit here and then find the database no longer empty.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    if (!(await isEmptyForDemo(tx))) return false;
    const { riverside, harbour, outdoor, indoor } = await seedDemoClubs(tx);
    const { playerIds, coach, pro } = await seedDemoPeople(
      tx,
      { riverside: riverside.id, harbour: harbour.id },
      passwordHash,
    );
    await seedDemoClubTerms(tx, riverside.id);

    // The member register: membership types, groups and a few hundred members (modules/members/members.seed.ts).
    const linked = ['player@example.com', 'coach@example.com', 'applicant@example.com'].map((email) => {
      const [first, last] = demoFullNames[email].split(' ');
      return { player: playerIds[email], first, last, email };
    });
    await seedDemoMembers(tx, { riverside: riverside.id, harbour: harbour.id }, linked);
    // Booking rates of Riverside's court groups, some with membership-type prices (modules/courts/courts.seed.ts).
    await seedDemoRates(tx, riverside.id, { outdoor: outdoor.id, indoor: indoor.id });
    // A few weeks of Riverside's bookings around today (modules/bookings/bookings.seed.ts).
    // Members who book, and one more: a member with the app (a player, no demo login) who books
    // their own weekly slot.
    const members = await tx
      .select({
        id: clubMembers.id,
        player_id: clubMembers.player_id,
        first: clubMembers.first_name,
        last: clubMembers.last_name,
        emails: clubMembers.email_set,
        membership_type: clubMembers.membership_type_id,
      })
      .from(clubMembers)
      .where(and(eq(clubMembers.club_id, riverside.id), isNotNull(clubMembers.membership_type_id)))
      .orderBy(asc(clubMembers.id))
      .limit(61);
    const bookers = members.slice(0, 60);
    const weekly = members.at(60);
    const [weeklyPlayer] = weekly
      ? await tx
          .insert(players)
          .values({ full_name: `${weekly.first} ${weekly.last}`, first_name: weekly.first, last_name: weekly.last })
          .returning({ id: players.id })
      : [];
    if (weekly) await tx.update(clubMembers).set({ player_id: weeklyPlayer.id }).where(eq(clubMembers.id, weekly.id));
    const [carlos] = await tx
      .select({ id: clubCoaches.id })
      .from(clubCoaches)
      .where(and(eq(clubCoaches.club_id, riverside.id), eq(clubCoaches.coach_id, coach.id)));
    const [paula] = await tx
      .select({ id: clubCoaches.id })
      .from(clubCoaches)
      .where(and(eq(clubCoaches.club_id, riverside.id), eq(clubCoaches.coach_id, pro.id)));
    await seedDemoBookings(tx, {
      club: riverside.id,
      zone: riverside.time_zone,
      currency: riverside.currency,
      members: bookers.map((b) => ({
        id: b.id,
        player_id: b.player_id,
        name: `${b.first} ${b.last}`,
        email: b.emails[0] ?? '',
        membership_type: b.membership_type,
      })),
      coaches: { carlos: carlos.id, paula: paula.id },
      coachPlayers: { carlos: playerIds['coach@example.com'], paula: playerIds['coach2@example.com'] },
      author: playerIds['bookings@example.com'],
      weeklySlot: weekly && {
        id: weekly.id,
        player_id: weeklyPlayer.id,
        name: `${weekly.first} ${weekly.last}`,
        email: weekly.emails[0] ?? '',
        membership_type: weekly.membership_type,
      },
    });
    // Riverside's waiting list for courts: two players wait for a taken evening (modules/bookings/court-waitlist.seed.ts).
    await seedDemoCourtWaitlist(tx, {
      club: riverside.id,
      zone: riverside.time_zone,
      players: [playerIds['player@example.com'], playerIds['coach@example.com']],
    });
    // An owed no-show fee of last week (modules/bookings/booking-fees.seed.ts).
    await seedDemoBookingFee(tx, {
      club: riverside.id,
      currency: riverside.currency,
      except: [playerIds['player@example.com'], playerIds['applicant@example.com']],
    });
    // The release lottery of Tuesday and Thursday evenings and its last draws (modules/bookings/lottery.seed.ts).
    await seedDemoLottery(tx, {
      club: riverside.id,
      zone: riverside.time_zone,
      outdoor: outdoor.id,
      players: [
        playerIds['player@example.com'],
        ...bookers.flatMap((b) =>
          b.player_id && b.player_id !== playerIds['player@example.com'] ? [b.player_id] : [],
        ),
      ],
    });
    // Riverside's message groups and a few threads (modules/messaging/messaging.seed.ts).
    await seedDemoMessages(tx, riverside.id, {
      agent: playerIds['agent@example.com'],
      comms: playerIds['comms@example.com'],
      member: playerIds['player@example.com'],
    });
    // Riverside's clinics, camps and classes, their sessions booked around those bookings (modules/clinics/clinics.seed.ts).
    const [adultType] = await tx
      .select({ id: membershipTypes.id })
      .from(membershipTypes)
      .where(and(eq(membershipTypes.club_id, riverside.id), eq(membershipTypes.name, 'Adult')));
    await seedDemoEvents(tx, {
      club: riverside.id,
      zone: riverside.time_zone,
      currency: riverside.currency,
      // Members without a login (no player) so the demo players' own clinic lists start empty.
      people: bookers
        .filter((b) => b.player_id === null)
        .slice(20, 40)
        .map((b) => ({ player_id: null, name: `${b.first} ${b.last}`, email: b.emails[0] ?? '', member: true })),
      coaches: { carlos: carlos.id, paula: paula.id },
      author: playerIds['bookings@example.com'],
      adultType: adultType?.id ?? null,
      // The club's AGENT waits for a place as a player: a waiting-list row the access checks can aim at.
      waiter: playerIds['agent@example.com'],
    });
    // Six weeks of Riverside's payments and refunds, and the demo player's test card (modules/payments/payments.seed.ts).
    await seedDemoPayments(tx, {
      club: riverside.id,
      clubName: riverside.name,
      zone: riverside.time_zone,
      currency: riverside.currency,
      account: riverside.connect_available ? riverside.stripe_account : null,
      members: bookers.map((b) => ({ player_id: b.player_id, name: `${b.first} ${b.last}`, email: b.emails[0] ?? '' })),
      author: playerIds['fees@example.com'],
      demoPlayer: playerIds['player@example.com'],
    });

    // Riverside's shop at the desk (modules/store/store.seed.ts).
    await seedDemoStore(tx, { club: riverside.id, author: playerIds['pos@example.com'] });
    await seedDemoReceipts(tx, { riverside: riverside.id });

    // Riverside's find-a-hit board (modules/find-a-hit/find-a-hit.seed.ts).
    await seedDemoHits(tx, {
      club: riverside.id,
      zone: riverside.time_zone,
      pat: playerIds['player@example.com'],
      carlos: playerIds['coach@example.com'],
    });

    // Riverside's club night league: three rounds played, two to come (modules/competitions/tournaments.seed.ts).
    // Its other players have no login and are in no club.
    const leaguePlayers = await tx
      .insert(players)
      .values(
        LEAGUE_PLAYERS.map((name) => ({
          full_name: name,
          first_name: name.split(' ')[0],
          last_name: name.split(' ')[1],
        })),
      )
      .returning({ id: players.id });
    const league = await seedDemoTournaments(tx, {
      club: riverside.id,
      organiser: playerIds['agent@example.com'],
      pat: playerIds['player@example.com'],
      carlos: playerIds['coach@example.com'],
      others: leaguePlayers.map((p) => p.id),
    });
    // Pat's household: two juniors he books and pays for (modules/households/households.seed.ts).
    await seedDemoHousehold(tx, { guardian: playerIds['player@example.com'], zone: riverside.time_zone });
    // Riverside's singles ladder: six players, two challenges played, one open (modules/competitions/player-ladders.seed.ts).
    await seedDemoLadder(tx, {
      club: riverside.id,
      organiser: playerIds['agent@example.com'],
      players: [
        'coach2@example.com',
        'coach@example.com',
        'player@example.com',
        'matcha@example.com',
        'fees@example.com',
        'comms@example.com',
      ].map((e) => playerIds[e]),
    });

    const dates = demoDates();
    await tx.insert(newsItems).values([
      {
        title: 'Summer pennant season opens for entries',
        summary: `Team captains can enter teams for the summer pennant season until ${dates.dayName(9)}.`,
        url: 'https://news.rally.example/summer-pennant',
        created: dates.daysAgo(18),
      },
      {
        title: 'New clay courts open at Riverside',
        summary: 'Riverside Tennis Club has resurfaced Court 3 in red clay. Bookings are open now.',
        url: 'https://news.rally.example/riverside-clay',
        created: dates.daysAgo(26),
      },
      {
        club_id: riverside.id,
        author_id: playerIds['comms@example.com'],
        // About the demo's own competition, linking to its page (issue 27: it announced
        // championships that do not exist, linking to /clubs/details without a club).
        title: 'Club Night League: fixtures, results and the ladder',
        summary:
          'Six club teams play doubles on weeknights; the top four play off for the cup. Fixtures, results and the ladder are on the league’s page.',
        url: `/tournament/draw?id=${league.tournament}`,
        created: dates.daysAgo(21),
      },
      {
        title: 'Five drills to sharpen your volleys',
        summary: 'A coach’s guide to quicker hands at the net, with drills you can do with one partner.',
        url: 'https://news.rally.example/volley-drills',
        created: dates.daysAgo(34),
      },
    ]);
    // Riverside's news posts, with their thumbnails (modules/news/news.seed.ts).
    await seedDemoNewsPosts(tx, { club: riverside.id, author: playerIds['comms@example.com'], daysAgo: dates.daysAgo });
    // The demo operator and two clubs waiting for verification (modules/operator/operator.seed.ts).
    await seedDemoOperator(tx, 'operator@example.com');
    return true;
  });
}
