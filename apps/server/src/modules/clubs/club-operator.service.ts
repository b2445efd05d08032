import { and, asc, eq, gte, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containing } from '../../db/like';
import { packages } from '../reference/reference.tables';
import { clubAdmins, clubPackages, clubs } from './clubs.tables';

// The clubs area's part of the operator console (issue 31, docs/operator.md): the clubs as the
// operators see them (what they entered at sign-up, their package, their first AGENT) and the
// states the operators set: verified, refused with a reason, suspended with a reason. The
// operator area calls these inside its one transaction per command.

/** A club as the console lists it. */
export type OperatorClubRow = {
  id: number;
  name: string;
  street_address: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  currency: string;
  email: string;
  phone: string;
  url: string;
  verified: boolean;
  refused_reason: string | null;
  suspended_reason: string | null;
  suspended_at: Date | null;
  created_at: Date;
  package_id: number | null;
  package: string | null;
};

const columns = {
  id: clubs.id,
  name: clubs.name,
  street_address: clubs.street_address,
  city: clubs.city,
  state: clubs.state,
  postcode: clubs.postcode,
  country: clubs.country,
  currency: clubs.currency,
  email: clubs.email,
  phone: clubs.phone,
  url: clubs.url,
  verified: clubs.verified,
  refused_reason: clubs.refused_reason,
  suspended_reason: clubs.suspended_reason,
  suspended_at: clubs.suspended_at,
  created_at: clubs.created_at,
  package_id: clubPackages.package_id,
  package: packages.name,
};

/** Clubs by name (part of it, any case) and package, by name; at most `limit`. */
export async function listClubsForOperator(
  db: Db | Tx,
  filter: { search?: string; packageId?: number; queued?: boolean; limit?: number },
): Promise<OperatorClubRow[]> {
  const where: (SQL | undefined)[] = [
    filter.search ? ilike(clubs.name, containing(filter.search)) : undefined,
    filter.packageId ? eq(clubPackages.package_id, filter.packageId) : undefined,
    // The verification queue: signed up, neither verified nor refused.
    filter.queued ? and(eq(clubs.verified, false), isNull(clubs.refused_reason)) : undefined,
  ];
  return db
    .select(columns)
    .from(clubs)
    .leftJoin(clubPackages, eq(clubPackages.club_id, clubs.id))
    .leftJoin(packages, eq(packages.id, clubPackages.package_id))
    .where(and(...where))
    .orderBy(filter.queued ? asc(clubs.created_at) : sql`lower(${clubs.name})`, asc(clubs.id))
    .limit(filter.limit ?? 500);
}

/** The first active AGENT of each club (who signed it up, for a sign-up), by club id. */
export async function firstAgentsOf(db: Db | Tx, clubIds: readonly number[]): Promise<Map<number, number>> {
  if (!clubIds.length) return new Map();
  const rows = await db
    .select({ club: clubAdmins.club_id, player: clubAdmins.player_id })
    .from(clubAdmins)
    .where(
      and(
        inArray(clubAdmins.club_id, [...clubIds]),
        eq(clubAdmins.status, 'A'),
        sql`${clubAdmins.roles} @> '["A"]'::jsonb`,
      ),
    )
    .orderBy(asc(clubAdmins.created_at), asc(clubAdmins.id));
  const agents = new Map<number, number>();
  for (const row of rows) if (!agents.has(row.club)) agents.set(row.club, row.player);
  return agents;
}

/** The club, locked for the operator's command (its transaction), or undefined. */
export async function lockClubForOperator(tx: Tx, clubId: number) {
  const [club] = await tx
    .select({
      id: clubs.id,
      name: clubs.name,
      email: clubs.email,
      verified: clubs.verified,
      refused_reason: clubs.refused_reason,
      suspended_reason: clubs.suspended_reason,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .for('update');
  return club;
}

/** Sets what the operators decide about a club; answers its new state. */
export async function setClubOperatorState(
  tx: Tx,
  clubId: number,
  change: { verified?: true; refused_reason?: string; suspended_reason?: string | null; at: Date },
) {
  const [club] = await tx
    .update(clubs)
    .set({
      ...(change.verified ? { verified: true } : {}),
      ...(change.refused_reason !== undefined ? { refused_reason: change.refused_reason } : {}),
      ...(change.suspended_reason !== undefined
        ? { suspended_reason: change.suspended_reason, suspended_at: change.suspended_reason ? change.at : null }
        : {}),
    })
    .where(eq(clubs.id, clubId))
    .returning({
      id: clubs.id,
      verified: clubs.verified,
      refused_reason: clubs.refused_reason,
      suspended_reason: clubs.suspended_reason,
    });
  return club;
}

/** The clubs created since `since` (the sign-ups per week), their creation times. */
export async function clubCreationsSince(db: Db | Tx, since: Date): Promise<Date[]> {
  const rows = await db.select({ at: clubs.created_at }).from(clubs).where(gte(clubs.created_at, since));
  return rows.map((r) => r.at);
}

/** The clubs a player administers or has applied to, with their roles (support's look-up). */
export async function clubRolesOfPlayer(db: Db | Tx, playerId: number) {
  return db
    .select({
      id: clubs.id,
      name: clubs.name,
      status: clubAdmins.status,
      roles: clubAdmins.roles,
      verified: clubs.verified,
      suspended_at: clubs.suspended_at,
    })
    .from(clubAdmins)
    .innerJoin(clubs, eq(clubs.id, clubAdmins.club_id))
    .where(eq(clubAdmins.player_id, playerId))
    .orderBy(sql`lower(${clubs.name})`);
}
