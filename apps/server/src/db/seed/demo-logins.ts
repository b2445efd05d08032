import { INVITATION_TTL_DAYS, type RoleCode } from '@rally/domain';
import type { Tx } from '../client';
import {
  clubAdmins,
  clubCoaches,
  clubInvitations,
  coaches,
  contacts,
  players,
  playerFollowedClubs,
  users,
} from '../schema';
import { hashKey, newKey } from '../../http/auth';
import * as clock from '../../clock';

// The demo's logins (printed at start, listed in the README) and the people behind them: their
// players, the clubs' staff with their roles, Riverside's pending admin application and open
// invitation, and its two coaches. demo.seed.ts runs this in its one transaction.

export const DEMO_PASSWORD = 'tennis-demo';

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
  { email: 'operator@example.com', what: 'Rally operator (the operator console, /operator)', club: null, roles: [] },
] as const;

export const demoFullNames: Record<string, string> = {
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
  'operator@example.com': 'Oscar Operator',
};

/** The demo logins' users and players with their standing at the clubs; answers the players' ids by e-mail and the two coaches. */
export async function seedDemoPeople(tx: Tx, clubIds: { riverside: number; harbour: number }, passwordHash: string) {
  const playerIds: Record<string, number> = {};
  for (const login of demoLogins) {
    const [user] = await tx.insert(users).values({ email: login.email, password_hash: passwordHash }).returning();
    const name = demoFullNames[login.email];
    const [player] = await tx
      .insert(players)
      .values({ user_id: user.id, full_name: name, first_name: name.split(' ')[0], last_name: name.split(' ')[1] })
      .returning();
    await tx
      .insert(contacts)
      .values({ player_id: player.id, kind: 'E', value: login.email, validated: true, primary: true });
    playerIds[login.email] = player.id;
    if (login.club) {
      const clubId = login.club === 'riverside' ? clubIds.riverside : clubIds.harbour;
      await tx
        .insert(clubAdmins)
        .values({ club_id: clubId, player_id: player.id, status: 'A', roles: [...login.roles] as RoleCode[] });
      await tx.insert(playerFollowedClubs).values({ player_id: player.id, club_id: clubId });
    }
  }
  await tx
    .insert(clubAdmins)
    .values({ club_id: clubIds.riverside, player_id: playerIds['applicant@example.com'], status: 'P', roles: [] });
  await tx.insert(playerFollowedClubs).values({ player_id: playerIds['player@example.com'], club_id: clubIds.harbour });
  // An open invitation: Riverside's AGENT asked their pro coach to help with communications.
  // No e-mail carries its key (a random one, never kept), so it is answered in the app only.
  await tx.insert(clubInvitations).values({
    club_id: clubIds.riverside,
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
  await tx.insert(clubCoaches).values({
    club_id: clubIds.riverside,
    coach_id: coach.id,
    ttype: 'C',
    generic_levels: ['Beginner', 'Intermediate'],
    // After school and work on weekdays, Saturday mornings; no lessons on Sundays.
    lesson_price: '45.00',
    lesson_hours: [
      ...[0, 1, 2, 3, 4].map((weekday) => ({ weekday, open: '15:00', close: '21:00' })),
      { weekday: 5, open: '08:00', close: '14:00' },
    ],
  });
  const [pro] = await tx.insert(coaches).values({ player_id: playerIds['coach2@example.com'], ttype: 'P' }).returning();
  await tx.insert(clubCoaches).values({
    club_id: clubIds.riverside,
    coach_id: pro.id,
    ttype: 'P',
    min_student_age: 12,
    min_ntrp: '3.0',
    generic_levels: ['Advanced', 'Professional'],
    max_hours_day: 8,
    // Early mornings three days a week and Saturday mornings.
    lesson_price: '70.00',
    lesson_hours: [
      ...[0, 2, 4].map((weekday) => ({ weekday, open: '06:00', close: '10:00' })),
      { weekday: 5, open: '07:00', close: '12:00' },
    ],
  });
  return { playerIds, coach, pro };
}
