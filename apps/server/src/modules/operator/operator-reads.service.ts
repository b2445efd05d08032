import {
  operatorMessages,
  type OperatorClub,
  type OperatorClubsQuery,
  type OperatorPerson,
  type QueuedClub,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import { notFound } from '../../http/errors';
import { findUserByEmail } from '../auth/users.service';
import { bookingCountsOf } from '../bookings/booking-counts.service';
import {
  clubRolesOfPlayer,
  firstAgentsOf,
  listClubsForOperator,
  type OperatorClubRow,
} from '../clubs/club-operator.service';
import { memberCountsOf } from '../members/member-counts.service';
import { emailContactsOf } from '../players/contact-verification.service';
import { namesAndEmailsOf } from '../players/people.service';
import { findPlayerOfUser } from '../players/players.service';
import { lastChargesOf, subscriptionsOf, type SubscriptionFacts } from '../subscriptions/subscription-operator.service';

// What the operator console reads (issue 31, docs/operator.md). Each area answers for its own
// tables (clubs, subscriptions, members, bookings, players); this area puts the answers together.

type Ctx = Pick<ServiceContext, 'db'>;

/** The first AGENT of each club, as `{ name, email }`. */
async function agentsOf(ctx: Ctx, clubIds: number[]) {
  const agents = await firstAgentsOf(ctx.db, clubIds);
  const people = await namesAndEmailsOf(ctx.db, [...agents.values()]);
  return (clubId: number) => {
    const person = people.get(agents.get(clubId) ?? 0);
    return person ? { name: person.full_name, email: person.email } : null;
  };
}

/** GET /api/operator/queue/: clubs waiting for verification, oldest first. */
export async function verificationQueue({ ctx }: { ctx: Ctx }): Promise<QueuedClub[]> {
  const rows = await listClubsForOperator(ctx.db, { queued: true });
  const ids = rows.map((r) => r.id);
  const [agentOf, subscriptions] = await Promise.all([agentsOf(ctx, ids), subscriptionsOf(ctx.db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    street_address: r.street_address,
    city: r.city,
    state: r.state,
    postcode: r.postcode,
    country: r.country,
    email: r.email,
    phone: r.phone,
    url: r.url,
    package: r.package,
    billing_cycle: subscriptions.get(r.id)?.billing_cycle ?? null,
    signed_up_by: agentOf(r.id),
    created_at: r.created_at.toISOString(),
  }));
}

/** The console's state of a club: the operators' decision first, else its subscription's status. */
export function operatorStateOf(club: OperatorClubRow, subscription: SubscriptionFacts | undefined): string {
  if (club.refused_reason) return 'refused';
  if (club.suspended_reason) return 'suspended';
  if (!club.verified) return 'unverified';
  return subscription?.status ?? 'none';
}

/** GET /api/operator/clubs/: clubs by name, package and state, with their counts and last payments. */
export async function operatorClubs({ ctx, input }: { ctx: Ctx; input: OperatorClubsQuery }): Promise<OperatorClub[]> {
  const rows = await listClubsForOperator(ctx.db, { search: input.search, packageId: input.package });
  const all = rows.map((r) => r.id);
  const subscriptions = await subscriptionsOf(ctx.db, all);
  const wanted = input.state ? rows.filter((r) => operatorStateOf(r, subscriptions.get(r.id)) === input.state) : rows;
  const ids = wanted.map((r) => r.id);
  const [agentOf, members, bookings, charges] = await Promise.all([
    agentsOf(ctx, ids),
    memberCountsOf(ctx.db, ids),
    bookingCountsOf(ctx.db, ids),
    lastChargesOf(ctx.db, ids),
  ]);
  return wanted.map((r) => ({
    id: r.id,
    name: r.name,
    city: r.city,
    verified: r.verified,
    refused_reason: r.refused_reason,
    suspended_reason: r.suspended_reason,
    suspended_at: r.suspended_at?.toISOString() ?? null,
    package: r.package,
    subscription_status: subscriptions.get(r.id)?.status ?? null,
    members: members.get(r.id) ?? 0,
    bookings: bookings.get(r.id) ?? 0,
    last_payments: (charges.get(r.id) ?? []).map((c) => ({ ...c, date: c.date.toISOString() })),
    agent: agentOf(r.id),
  }));
}

/** GET /api/operator/people/?email=: a person by login address; never a password or a card. */
export async function findPerson({ ctx, email }: { ctx: Ctx; email: string }): Promise<OperatorPerson> {
  const user = await findUserByEmail(ctx.db, email.trim().toLowerCase());
  const player = user ? await findPlayerOfUser(ctx.db, user.id) : undefined;
  if (!user || !player) throw notFound(operatorMessages.personNotFound);
  const [emails, clubs] = await Promise.all([emailContactsOf(ctx.db, player.id), clubRolesOfPlayer(ctx.db, player.id)]);
  return {
    id: user.id,
    email: user.email,
    name: player.full_name,
    active: user.is_active,
    emails,
    clubs: clubs.map((c) => ({
      id: c.id,
      name: c.name,
      status: c.status,
      roles: c.roles,
      verified: c.verified,
      suspended: c.suspended_at !== null,
    })),
  };
}
