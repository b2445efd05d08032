import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { INVITATION_TTL_DAYS, type RoleCode } from '@rally/domain';
import type { Db, Tx } from '../client';
import {
  clubAdmins,
  clubCoaches,
  clubFeatures,
  clubTerms,
  clubOpeningHours,
  clubPackages,
  clubs,
  clubSubscriptions,
  clubMembers,
  membershipTypes,
  coaches,
  contacts,
  courtGroups,
  courts,
  marketFeatures,
  newsItems,
  packageFeatures,
  packages,
  players,
  playerFollowedClubs,
  sports,
  surfaces,
  users,
  clubInvitations,
} from '../schema';
import { hashKey, newKey } from '../../http/auth';
import { hashPassword } from '../../modules/auth/password';
import { seedDemoMembers } from '../../modules/members/members.seed';
import { seedDemoEvents } from '../../modules/clinics/clinics.seed';
import { seedDemoRates } from '../../modules/courts/courts.seed';
import { seedDemoBookings } from '../../modules/bookings/bookings.seed';
import { seedDemoMessages } from '../../modules/messaging/messaging.seed';
import { seedDemoPayments } from '../../modules/payments/payments.seed';
import { seedDemoHits } from '../../modules/find-a-hit/find-a-hit.seed';
import { seedDemoStore } from '../../modules/store/store.seed';
import { LEAGUE_PLAYERS, seedDemoTournaments } from '../../modules/competitions/tournaments.seed';
import { seedDemoLadder } from '../../modules/competitions/player-ladders.seed';
import { demoDates } from './demo-dates';
import * as clock from '../../clock';

export const DEMO_PASSWORD = 'tennis-demo';
const DEMO_SEED_LOCK_KEY = 7_261_700_003;

/** The demo logins, printed at start and listed in the README. */
export const demoLogins = [
  { email: 'agent@example.com', what: 'Riverside Tennis Club — AGENT (full access)', club: 'riverside', roles: ['A'] },
  { email: 'fees@example.com', what: 'Riverside — MEMBERSHIP_FEES', club: 'riverside', roles: ['F'] },
  { email: 'bookings@example.com', what: 'Riverside — COURT_BOOKINGS', club: 'riverside', roles: ['C'] },
  { email: 'matcha@example.com', what: 'Riverside — MATCHA', club: 'riverside', roles: ['M'] },
  { email: 'comms@example.com', what: 'Riverside — COMMUNCIATIONS', club: 'riverside', roles: ['N'] },
  { email: 'pos@example.com', what: 'Riverside — POINT_OF_SALE', club: 'riverside', roles: ['P'] },
  { email: 'coach@example.com', what: 'Riverside — coach', club: null, roles: [] },
  { email: 'coach2@example.com', what: 'Riverside — coach (pro)', club: null, roles: [] },
  { email: 'player@example.com', what: 'a player in no club', club: null, roles: [] },
  { email: 'other-agent@example.com', what: 'Harbour Tennis Centre — AGENT', club: 'harbour', roles: ['A'] },
  {
    email: 'applicant@example.com',
    what: 'a player whose Riverside admin application is pending',
    club: null,
    roles: [],
  },
] as const;

const fullNames: Record<string, string> = {
  'agent@example.com': 'Alex Agent',
  'fees@example.com': 'Fiona Fees',
  'bookings@example.com': 'Ben Bookings',
  'matcha@example.com': 'Mia Matcha',
  'comms@example.com': 'Chris Comms',
  'pos@example.com': 'Priya Store',
  'coach@example.com': 'Carlos Coach',
  'coach2@example.com': 'Paula Pro',
  'player@example.com': 'Pat Player',
  'other-agent@example.com': 'Olivia Other',
  'applicant@example.com': 'Andy Applicant',
};

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
    const [tennis] = await tx.select().from(sports).where(eq(sports.name, 'tennis'));
    const tennisSurfaces = await tx.select().from(surfaces).where(eq(surfaces.sport_id, tennis.id));
    const surface = (name: string) => tennisSurfaces.find((s) => s.name === name)!.id;

    const [riverside, harbour] = await tx
      .insert(clubs)
      .values([
        {
          name: 'Riverside Tennis Club',
          street_address: '12 River Road',
          city: 'Sydney',
          state: 'NSW',
          postcode: '2000',
          phone: '+61 2 9000 1234',
          url: 'https://riverside-tennis.example',
          email: 'office@riverside-tennis.example',
          country: 'AU',
          currency: 'aud',
          time_zone: 'Australia/Sydney',
          facilities: { clubhouse: true, parking: true, proShop: true, showers: true, cafe: false },
          available_sports: [tennis.id],
        },
        {
          name: 'Harbour Tennis Centre',
          street_address: '1 Wharf Street',
          city: 'Melbourne',
          state: 'VIC',
          postcode: '3000',
          phone: '+61 3 9000 5678',
          url: 'https://harbour-tennis.example',
          email: 'desk@harbour-tennis.example',
          country: 'AU',
          currency: 'aud',
          time_zone: 'Australia/Melbourne',
          facilities: { parking: true },
          available_sports: [tennis.id],
        },
      ])
      .returning();
    await tx.insert(clubs).values([
      {
        name: 'Northside Lawn Tennis',
        city: 'Brisbane',
        state: 'QLD',
        country: 'AU',
        currency: 'aud',
        time_zone: 'Australia/Brisbane',
      },
      {
        name: 'Westgate Racquet Club',
        city: 'Perth',
        state: 'WA',
        country: 'AU',
        currency: 'aud',
        time_zone: 'Australia/Perth',
      },
      { name: 'Lakeside Tennis Club', city: 'Auckland', country: 'NZ', currency: 'nzd', time_zone: 'Pacific/Auckland' },
    ]);

    await tx.insert(clubOpeningHours).values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        club_id: riverside.id,
        weekday,
        open: weekday >= 5 ? '07:00' : '06:00',
        close: weekday >= 5 ? '20:00' : '22:00',
      })),
    );
    await subscribe(tx, riverside.id, 'Club Plus');
    await subscribe(tx, harbour.id, 'Starter');

    const [outdoor, indoor] = await tx
      .insert(courtGroups)
      .values([
        { club_id: riverside.id, name: 'Outdoor courts', default: true, advance_days_booking: 14 },
        { club_id: riverside.id, name: 'Indoor centre', advance_days_booking: 7, payment_on_app: true },
      ])
      .returning();
    await tx.insert(courts).values([
      {
        club_id: riverside.id,
        group_id: outdoor.id,
        number: 1,
        name: 'Court 1',
        sport_id: tennis.id,
        surface_id: surface('Hard'),
        has_lights: true,
      },
      {
        club_id: riverside.id,
        group_id: outdoor.id,
        number: 2,
        name: 'Court 2',
        sport_id: tennis.id,
        surface_id: surface('Hard'),
        has_lights: true,
      },
      {
        club_id: riverside.id,
        group_id: outdoor.id,
        number: 3,
        name: 'Court 3',
        sport_id: tennis.id,
        surface_id: surface('Clay'),
      },
      {
        club_id: riverside.id,
        group_id: outdoor.id,
        number: 4,
        name: 'Court 4',
        sport_id: tennis.id,
        surface_id: surface('Grass'),
      },
      {
        club_id: riverside.id,
        group_id: indoor.id,
        number: 5,
        name: 'Court 5',
        sport_id: tennis.id,
        surface_id: surface('Acrylic'),
        indoor: true,
        has_lights: true,
      },
      {
        club_id: riverside.id,
        group_id: indoor.id,
        number: 6,
        name: 'Court 6',
        sport_id: tennis.id,
        surface_id: surface('Acrylic'),
        indoor: true,
        has_lights: true,
      },
    ]);

    const playerIds: Record<string, number> = {};
    for (const login of demoLogins) {
      const [user] = await tx.insert(users).values({ email: login.email, password_hash: passwordHash }).returning();
      const name = fullNames[login.email];
      const [player] = await tx
        .insert(players)
        .values({ user_id: user.id, full_name: name, first_name: name.split(' ')[0], last_name: name.split(' ')[1] })
        .returning();
      await tx
        .insert(contacts)
        .values({ player_id: player.id, kind: 'E', value: login.email, validated: true, primary: true });
      playerIds[login.email] = player.id;
      if (login.club) {
        const clubId = login.club === 'riverside' ? riverside.id : harbour.id;
        await tx
          .insert(clubAdmins)
          .values({ club_id: clubId, player_id: player.id, status: 'A', roles: [...login.roles] as RoleCode[] });
        await tx.insert(playerFollowedClubs).values({ player_id: player.id, club_id: clubId });
      }
    }
    await tx
      .insert(clubAdmins)
      .values({ club_id: riverside.id, player_id: playerIds['applicant@example.com'], status: 'P', roles: [] });
    await tx.insert(playerFollowedClubs).values({ player_id: playerIds['player@example.com'], club_id: harbour.id });
    // An open invitation: Riverside's AGENT asked their pro coach to help with communications.
    // No e-mail carries its key (a random one, never kept), so it is answered in the app only.
    await tx.insert(clubInvitations).values({
      club_id: riverside.id,
      kind: 'admin',
      player_id: playerIds['coach2@example.com'],
      email: 'coach2@example.com',
      roles: ['N'],
      invited_by: playerIds['agent@example.com'],
      key_hash: hashKey(newKey()),
      expires_at: new Date(clock.nowMs() + INVITATION_TTL_DAYS * 86_400_000),
    });

    const [coach] = await tx
      .insert(coaches)
      .values({ player_id: playerIds['coach@example.com'], ttype: 'C' })
      .returning();
    await tx
      .insert(clubCoaches)
      .values({ club_id: riverside.id, coach_id: coach.id, ttype: 'C', generic_levels: ['Beginner', 'Intermediate'] });
    const [pro] = await tx
      .insert(coaches)
      .values({ player_id: playerIds['coach2@example.com'], ttype: 'P' })
      .returning();
    await tx.insert(clubCoaches).values({
      club_id: riverside.id,
      coach_id: pro.id,
      ttype: 'P',
      min_student_age: 12,
      min_ntrp: '3.0',
      generic_levels: ['Advanced', 'Professional'],
      max_hours_day: 8,
    });
    await tx.insert(clubTerms).values({
      club_id: riverside.id,
      default: true,
      ttype: 'C',
      player_cancel_days: 2,
      cancel_by_player_action: 'C',
      cancel_by_club_action: 'R',
      player_refund_text: 'Cancel at least 2 days before a clinic starts for club credit.',
      club_refund_text: 'If we cancel a clinic, you get your money back.',
      terms_statement: 'Clinics run rain or shine; wet-weather sessions move to the indoor centre where possible.',
    });

    // The member register: membership types, groups and a few hundred members (modules/members/members.seed.ts).
    const linked = ['player@example.com', 'coach@example.com', 'applicant@example.com'].map((email) => {
      const [first, last] = fullNames[email].split(' ');
      return { player: playerIds[email], first, last, email };
    });
    await seedDemoMembers(tx, { riverside: riverside.id, harbour: harbour.id }, linked);
    // Booking rates of Riverside's court groups, some with membership-type prices (modules/courts/courts.seed.ts).
    await seedDemoRates(tx, riverside.id, { outdoor: outdoor.id, indoor: indoor.id });
    // A few weeks of Riverside's bookings around today (modules/bookings/bookings.seed.ts).
    const bookers = await tx
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
      .limit(60);
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
      members: bookers.map((b) => ({ player_id: b.player_id, name: `${b.first} ${b.last}`, email: b.emails[0] ?? '' })),
      author: playerIds['fees@example.com'],
      demoPlayer: playerIds['player@example.com'],
    });

    // Riverside's shop at the desk (modules/store/store.seed.ts).
    await seedDemoStore(tx, { club: riverside.id, author: playerIds['pos@example.com'] });

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
    await seedDemoTournaments(tx, {
      club: riverside.id,
      organiser: playerIds['agent@example.com'],
      pat: playerIds['player@example.com'],
      carlos: playerIds['coach@example.com'],
      others: leaguePlayers.map((p) => p.id),
    });
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
        title: 'Club championships: entries open',
        summary: `Singles and doubles for every level, finals on ${dates.dayName(8)}. Enter at the front desk or online.`,
        url: '/clubs/details',
        created: dates.daysAgo(21),
      },
      {
        title: 'Five drills to sharpen your volleys',
        summary: 'A coach’s guide to quicker hands at the net, with drills you can do with one partner.',
        url: 'https://news.rally.example/volley-drills',
        created: dates.daysAgo(34),
      },
    ]);
    return true;
  });
}

/** Puts a club on a package and switches on that package's features with their default params. */
async function subscribe(tx: Tx, clubId: number, packageName: string) {
  const [pkg] = await tx.select().from(packages).where(eq(packages.name, packageName));
  await tx.insert(clubPackages).values({ club_id: clubId, package_id: pkg.id });
  await tx.insert(clubSubscriptions).values({
    club_id: clubId,
    package_id: pkg.id,
    billing_cycle: 'A',
    status: 'C',
    expires: new Date(`${demoDates().seasonEnd}T00:00:00Z`),
  });
  const features = await tx
    .select({ id: marketFeatures.id, params: marketFeatures.default_params })
    .from(packageFeatures)
    .innerJoin(marketFeatures, eq(marketFeatures.id, packageFeatures.feature_id))
    .where(eq(packageFeatures.package_id, pkg.id));
  if (features.length)
    await tx
      .insert(clubFeatures)
      .values(features.map((f) => ({ club_id: clubId, feature_id: f.id, enabled: true, params: f.params })));
}
