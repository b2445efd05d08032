import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  clubAdmins,
  clubPackages,
  clubs,
  clubSubscriptions,
  contacts,
  packages,
  platformOperators,
  players,
  users,
} from '../../db/schema';
import * as clock from '../../clock';

// The operator console's demo (issue 31): the demo operator login, and two clubs that signed up
// and wait in the verification queue, each with its own AGENT (people without a login of the
// demo's: the e-mails the operator's decisions send go to their addresses).

const waiting = [
  {
    club: {
      name: 'Bellbird Tennis Club',
      street_address: '12 Shore Road',
      city: 'Ballarat',
      state: 'VIC',
      postcode: '3350',
      email: 'hello@bellbird-tennis.example',
      phone: '03 5300 1200',
      url: 'https://bellbird-tennis.example',
    },
    agent: { name: 'Bella Bird', email: 'bella@bellbird-tennis.example' },
    daysAgo: 3,
  },
  {
    club: {
      name: 'Hillview Racquet Club',
      street_address: '4 Summit Avenue',
      city: 'Toowoomba',
      state: 'QLD',
      postcode: '4350',
      email: 'office@hillview-racquets.example',
      phone: '07 4600 4400',
      url: '',
    },
    agent: { name: 'Hugo Hill', email: 'hugo@hillview-racquets.example' },
    daysAgo: 1,
  },
];

/** Makes the demo operator an operator and adds the two clubs waiting for verification. */
export async function seedDemoOperator(tx: Tx, operatorEmail: string) {
  const [operator] = await tx.select({ id: users.id }).from(users).where(eq(users.email, operatorEmail));
  await tx.insert(platformOperators).values({ user_id: operator.id });
  const [pkg] = await tx
    .select({ id: packages.id })
    .from(packages)
    .orderBy(asc(packages.order), asc(packages.id))
    .limit(1);
  for (const { club, agent, daysAgo } of waiting) {
    const signedUp = new Date(clock.nowMs() - daysAgo * 86_400_000);
    const [row] = await tx
      .insert(clubs)
      .values({ ...club, country: 'AU', currency: 'aud', verified: false, created_at: signedUp })
      .returning({ id: clubs.id });
    const [first, last] = agent.name.split(' ');
    const [person] = await tx
      .insert(players)
      .values({ full_name: agent.name, first_name: first, last_name: last })
      .returning({ id: players.id });
    await tx
      .insert(contacts)
      .values({ player_id: person.id, kind: 'E', value: agent.email, validated: true, primary: true });
    await tx
      .insert(clubAdmins)
      .values({ club_id: row.id, player_id: person.id, status: 'A', roles: ['A'], created_at: signedUp });
    if (pkg) {
      await tx.insert(clubPackages).values({ club_id: row.id, package_id: pkg.id });
      await tx
        .insert(clubSubscriptions)
        .values({ club_id: row.id, package_id: pkg.id, billing_cycle: 'M', status: 'P' });
    }
  }
}
