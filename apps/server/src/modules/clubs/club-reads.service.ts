import { asc, eq, sql } from 'drizzle-orm';
import { normaliseOpeningHours, type OpeningHours } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { preparedRead } from '../../db/prepared-read';
import { notFound } from '../../http/errors';
import { clubOpeningHours, clubs } from './clubs.tables';

// Small reads of a club that other services share. The club's detail (GET /api/club/{id}/) reads
// all its parts in one SELECT instead: club-detail.query.ts.

export const CLUB_NOT_FOUND = 'Club not found.';

/** The club's row; 404 'Club not found.' when there is none. */
export async function getClubRow(db: Db | Tx, clubId: number) {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw notFound(CLUB_NOT_FOUND);
  return club;
}

/** Locks the club's row until the transaction ends (FOR UPDATE): one change of its package at a time. */
export async function lockClubRow(tx: Tx, clubId: number): Promise<void> {
  await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for('update');
}

// Built once (db/prepared-read.ts): every booking and availability search reads the hours.
const openingHoursOf = preparedRead('club_opening_hours', (db) =>
  db
    .select({ weekday: clubOpeningHours.weekday, open: clubOpeningHours.open, close: clubOpeningHours.close })
    .from(clubOpeningHours)
    .where(eq(clubOpeningHours.club_id, sql.placeholder('club')))
    .orderBy(asc(clubOpeningHours.weekday)),
);

/** The club's opening hours by weekday, as 'HH:MM' wall-clock times. */
export async function listClubOpeningHours(db: Db | Tx, clubId: number): Promise<OpeningHours[]> {
  return normaliseOpeningHours(await openingHoursOf(db, { club: clubId }));
}
