import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  clubSignupMessages,
  paymentAccountOf,
  setupStepKeys,
  setupSteps,
  type ClubSetup,
  type CreateClub,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { clubAdmins, clubs } from './clubs.tables';
import { CLUB_NOT_FOUND } from './club-reads.service';

// A club signs up on its own (issue 11, docs/club-signup.md): the subscriptions area's createClub
// puts it on its package with its subscription; this is the clubs' part. The caller becomes the
// club's active AGENT; the club stays unverified until the platform verifies it. One unverified
// club per player: the check and the insert run under a transaction-scoped advisory lock on the
// player, so two requests at once cannot both pass it.

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;

/** First key of the advisory lock pair (the second is the player's id). */
const SIGNUP_LOCK_KEY = 72_617_011;

/** The club of a sign-up, with the player as its active AGENT (the caller's transaction); 409 while they have an unverified club. */
export async function registerClub(
  tx: Tx,
  playerId: number,
  details: Omit<CreateClub, 'package' | 'billing_cycle'>,
): Promise<typeof clubs.$inferSelect> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SIGNUP_LOCK_KEY}, ${playerId})`);
  const [pending] = await tx
    .select({ id: clubs.id })
    .from(clubs)
    .innerJoin(clubAdmins, eq(clubAdmins.club_id, clubs.id))
    // A sign-up the operators refused (issue 31) no longer waits: its AGENT may register another.
    .where(
      and(
        eq(clubAdmins.player_id, playerId),
        eq(clubAdmins.status, 'A'),
        eq(clubs.verified, false),
        isNull(clubs.refused_reason),
      ),
    )
    .limit(1);
  if (pending) throw conflict(clubSignupMessages.pendingClub);
  const [club] = await tx
    .insert(clubs)
    .values({ ...details, verified: false })
    .returning();
  await tx.insert(clubAdmins).values({ club_id: club.id, player_id: playerId, status: 'A', access: 'S', roles: ['A'] });
  return club;
}

/**
 * GET /api/club/{id}/setup/: the set-up checklist, each step done when the club has the thing.
 * A read model across areas (like club-detail.query.ts): one SELECT of exists-subqueries over
 * the tables' SQL names, never a write.
 */
export async function getClubSetup({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ClubSetup> {
  await assertAccess(ctx, input.id, { area: 'dashboard' });
  const id = input.id;
  const [row] = await ctx.db
    .select({
      verified: clubs.verified,
      hours: sql<boolean>`exists (select 1 from club_opening_hours h where h.club_id = ${id})`,
      courts: sql<boolean>`exists (select 1 from courts c where c.club_id = ${id})`,
      membership_types: sql<boolean>`exists (select 1 from membership_types m where m.club_id = ${id})`,
      members: sql<boolean>`exists (select 1 from club_members m where m.club_id = ${id})`,
      stripe_account: clubs.stripe_account,
      connect_available: clubs.connect_available,
    })
    .from(clubs)
    .where(eq(clubs.id, id));
  if (!row) throw notFound(CLUB_NOT_FOUND);
  // The payment account is done when it takes payments: the one rule Settings and Payments show too.
  const done = { ...row, payment_account: paymentAccountOf(row).state === 'connected' };
  const steps = setupStepKeys.map((key) => ({ key, label: setupSteps[key].label, done: Boolean(done[key]) }));
  return { club: id, verified: row.verified, steps, done: steps.filter((s) => s.done).length, total: steps.length };
}
