import { and, eq, ne, sql } from 'drizzle-orm';
import {
  adminChangeRefusal,
  clubAdminMessages,
  invitationMessages,
  isActiveAgent,
  type AdminStatus,
  type ClubAdminSetEntry,
  type PaymentAuthorize,
  type RoleCode,
  type UpdateClubAdmin,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { requireActor, type ServiceContext } from '../../context';
import { forbidden, invalid, notFound } from '../../http/errors';
import { clubAdmins, clubs } from './clubs.tables';
import { assertAccess } from '../../access/access';
import { namesAndEmailsOf, verifiedEmailOf } from '../players/people.service';

// An AGENT manages the club's administrators (spec 2 §3, §4; the 'admins' area): adds them,
// approves (P → A with roles) or refuses (deletes) applications, suspends (A → S), reactivates,
// changes roles and removes them. The club's last active AGENT can never be removed, suspended
// or lose the role. Changes to one club's administrators are serialised by locking the club's
// row, so two AGENTs demoting each other at the same moment cannot both succeed.

type AdminRow = typeof clubAdmins.$inferSelect;

async function getAdminRow(db: ServiceContext['db'] | Tx, id: number, lock = false): Promise<AdminRow> {
  const query = db.select().from(clubAdmins).where(eq(clubAdmins.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(clubAdminMessages.notFound);
  return row;
}

/** Locks the club's row for the rest of the transaction (administrator changes of one club run one at a time). */
const lockClub = (tx: Tx, clubId: number) =>
  tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for('update');

/** Active AGENTs of the club other than the record `exceptId`. */
async function otherActiveAgents(tx: Tx, clubId: number, exceptId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(clubAdmins)
    .where(
      and(
        eq(clubAdmins.club_id, clubId),
        ne(clubAdmins.id, exceptId),
        eq(clubAdmins.status, 'A'),
        sql`${clubAdmins.roles} @> '["A"]'::jsonb`,
      ),
    );
  return n;
}

/** The record as admin_set shows it: with the player's name and e-mail. */
async function toSetEntry(db: ServiceContext['db'] | Tx, row: AdminRow): Promise<ClubAdminSetEntry> {
  const person = (await namesAndEmailsOf(db, [row.player_id])).get(row.player_id);
  return {
    id: row.id,
    player: row.player_id,
    club: row.club_id,
    status: row.status,
    access: row.access,
    roles: row.roles as RoleCode[],
    player_name: person?.full_name ?? '',
    email: person?.email ?? '',
  };
}

/** True when the club already has an administrator record (any status) for the player. */
export async function hasAdminRecord(
  db: ServiceContext['db'] | Tx,
  clubId: number,
  playerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: clubAdmins.id })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.club_id, clubId), eq(clubAdmins.player_id, playerId)));
  return Boolean(row);
}

/** PATCH /api/clubadmin/{id}/: status and/or roles, by an AGENT of the record's club. */
export async function updateClubAdmin({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; body: UpdateClubAdmin };
}): Promise<ClubAdminSetEntry> {
  const found = await getAdminRow(ctx.db, input.id);
  await assertAccess(ctx, found.club_id, { area: 'admins', notFound: clubAdminMessages.notFound });
  return ctx.db.transaction(async (tx) => {
    await lockClub(tx, found.club_id);
    const row = await getAdminRow(tx, input.id, true);
    const next = { status: input.body.status ?? row.status, roles: input.body.roles ?? (row.roles as RoleCode[]) };
    const agentsAfter = (await otherActiveAgents(tx, row.club_id, row.id)) + (isActiveAgent(next) ? 1 : 0);
    const refusal = adminChangeRefusal(row, next, agentsAfter);
    if (refusal) throw invalid(refusal.message, { [refusal.field]: [refusal.message] });
    // An application comes from anyone who signed up; a role only goes to someone who has
    // confirmed their address (else registering someone else's address would earn their role).
    if (row.status === 'P' && next.status === 'A' && !(await verifiedEmailOf(tx, row.player_id))) {
      throw invalid(invitationMessages.unverifiedApplicant, { status: [invitationMessages.unverifiedApplicant] });
    }
    const [updated] = await tx
      .update(clubAdmins)
      .set({ status: next.status as AdminStatus, roles: next.roles })
      .where(eq(clubAdmins.id, row.id))
      .returning();
    return toSetEntry(tx, updated);
  });
}

/**
 * DELETE /api/clubadmin/{id}/: an AGENT removes an administrator or refuses an application;
 * anyone may withdraw their own record. Never the club's last active AGENT.
 */
export async function deleteClubAdmin({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<void> {
  const found = await getAdminRow(ctx.db, id);
  await assertAccess(ctx, found.club_id, {
    area: 'admins',
    owner: found.player_id,
    notFound: clubAdminMessages.notFound,
  });
  await ctx.db.transaction(async (tx) => {
    await lockClub(tx, found.club_id);
    const row = await getAdminRow(tx, id, true);
    if (
      isActiveAgent({ status: row.status, roles: row.roles as RoleCode[] }) &&
      (await otherActiveAgents(tx, row.club_id, row.id)) === 0
    ) {
      throw invalid(clubAdminMessages.lastAgent);
    }
    await tx.delete(clubAdmins).where(eq(clubAdmins.id, row.id));
  });
}

/**
 * GET /api/clubadmin/{id}/stripe_authorize/: where the AGENT goes to authorise the club's payment
 * account, from their own administrator record. The simulated gateway connects at once, so the
 * club is marked connect_available with its simulated account here.
 */
export async function authorizePaymentAccount({
  ctx,
  id,
}: {
  ctx: ServiceContext;
  id: number;
}): Promise<PaymentAuthorize> {
  const actor = requireActor(ctx);
  const row = await getAdminRow(ctx.db, id);
  await assertAccess(ctx, row.club_id, { area: 'subscription', notFound: clubAdminMessages.notFound });
  if (row.player_id !== actor.playerId) throw forbidden(clubAdminMessages.ownRecordOnly);
  let authorization;
  try {
    authorization = await ctx.payments.authorizeAccountUrl(row);
  } catch (error) {
    ctx.log.error({ err: error }, 'payment account authorisation link failed');
    throw invalid('Connecting a payment account is not set up on this server yet. Please contact us.');
  }
  const account = authorization.connectedAccount;
  if (account)
    await ctx.db.transaction((tx) =>
      tx.update(clubs).set({ stripe_account: account, connect_available: true }).where(eq(clubs.id, row.club_id)),
    );
  return { url: authorization.url };
}

/**
 * Stripe Connect's callback (payments area, docs/payments.md "Stripe"): the player of the
 * administrator record a signed link named, when that record is still of that club. The callback
 * then checks the player's access as any route would.
 */
export async function paymentAccountAdmin(
  db: ServiceContext['db'],
  adminId: number,
  clubId: number,
): Promise<{ player_id: number } | null> {
  const [row] = await db
    .select({ player_id: clubAdmins.player_id })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.id, adminId), eq(clubAdmins.club_id, clubId)));
  return row ?? null;
}

/** Records the club's connected payment account (after the caller checked the 'subscription' area). */
export async function recordPaymentAccount(ctx: ServiceContext, clubId: number, account: string): Promise<void> {
  await assertAccess(ctx, clubId, { area: 'subscription' });
  await ctx.db.update(clubs).set({ stripe_account: account, connect_available: true }).where(eq(clubs.id, clubId));
}

/** Stripe's account.updated: whether the clubs with this connected account can take payments. Answers how many clubs it named. */
export async function setPaymentAccountReady(
  db: ServiceContext['db'] | Tx,
  account: string,
  ready: boolean,
): Promise<number> {
  const rows = await db
    .update(clubs)
    .set({ connect_available: ready })
    .where(eq(clubs.stripe_account, account))
    .returning({ id: clubs.id });
  return rows.length;
}
