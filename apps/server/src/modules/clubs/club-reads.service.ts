import { asc, eq } from 'drizzle-orm';
import { normaliseOpeningHours, type ClubSubscription, type OpeningHours } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import { clubOpeningHours, clubPackages, clubs, clubSubscriptions } from './clubs.tables';
import { packages } from '../reference/reference.tables';

// Court groups and membership types belong to the courts and members areas, which read them.
export { listClubCourtGroups } from '../courts/court-groups.service';
export { listClubMembershipTypes } from '../members/membership-types.service';

// The reads a club's detail (GET /api/club/{id}/) is made of, one small function each.

export const CLUB_NOT_FOUND = 'Club not found.';

/** The club's row; 404 'Club not found.' when there is none. */
export async function getClubRow(db: Db | Tx, clubId: number) {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw notFound(CLUB_NOT_FOUND);
  return club;
}

/** The club's opening hours by weekday, as 'HH:MM' wall-clock times. */
export async function listClubOpeningHours(db: Db | Tx, clubId: number): Promise<OpeningHours[]> {
  const rows = await db
    .select({ weekday: clubOpeningHours.weekday, open: clubOpeningHours.open, close: clubOpeningHours.close })
    .from(clubOpeningHours)
    .where(eq(clubOpeningHours.club_id, clubId))
    .orderBy(asc(clubOpeningHours.weekday));
  return normaliseOpeningHours(rows);
}

/** The package the club is on, or null. */
export async function findClubPackage(db: Db | Tx, clubId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: packages.id, name: packages.name })
    .from(clubPackages)
    .innerJoin(packages, eq(packages.id, clubPackages.package_id))
    .where(eq(clubPackages.club_id, clubId));
  return row ?? null;
}

/** The club's subscription to its package, or null. */
export async function findClubSubscription(db: Db | Tx, clubId: number): Promise<ClubSubscription | null> {
  const [row] = await db.select().from(clubSubscriptions).where(eq(clubSubscriptions.club_id, clubId));
  if (!row) return null;
  return { id: row.id, expires: row.expires?.toISOString() ?? null, package: row.package_id, billing_cycle: row.billing_cycle, status: row.status };
}
