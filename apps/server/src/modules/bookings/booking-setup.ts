import { count, eq, sql } from 'drizzle-orm';
import { isTransaction } from '../../db/after-commit';
import type { Db, Tx } from '../../db/client';
import { preparedRead } from '../../db/prepared-read';
import { readTogether } from '../../db/read-together';
import { getClubBookingFacts, type ClubBookingFacts } from '../clubs/club-booking-facts.service';
import {
  findClubCourts,
  readBookingGroupRows,
  type BookingCourt,
  type BookingGroupRows,
} from '../courts/court-booking-reads.service';
import { clubSetupChanges } from './bookings.tables';

// A club's booking setup (its booking facts, every court, every group with its hours and rates),
// what every booking, quote and availability search starts from, kept in the process and checked
// on each use with one read: the count of the club's setup changes, which triggers on the setup's
// tables raise in the writing transaction (migration 0064_club_setup_changes). A booking thus
// sends one statement where it sent six (issue 29: on two busy cores each statement sent costs
// the server far more than its SQL), and reads a setup no older than the statements did:
// - the count is read before the setup, so a setup kept under a count is at least that new;
// - rows are never deleted, and a rolled-back change leaves none, so a count is never reused;
// - inside a transaction the setup is read as it is there (the transaction may have changed it).
// Reference data the courts name (surfaces) is the seed's and migrations', which restart servers.

export type BookingSetup = {
  facts: ClubBookingFacts;
  /** Every court of the club, by number. */
  courts: readonly BookingCourt[];
  /** Every group of the club with the club's hours, the rates and the membership types' rates. */
  groupRows: BookingGroupRows;
};

/** Clubs kept per database handle; the first kept is dropped past this many. */
const MAX_CLUBS = 2_000;

const versionOf = preparedRead('club_setup_version', (db) =>
  db
    .select({ n: count() })
    .from(clubSetupChanges)
    .where(eq(clubSetupChanges.club_id, sql.placeholder('club'))),
);

const kept = new WeakMap<object, Map<number, { version: number; setup: BookingSetup }>>();

/** Freezes what is kept, so a caller that changed it in place would fail loudly, not spoil the next request. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

async function readSetup(db: Db | Tx, clubId: number): Promise<BookingSetup> {
  const [facts, courts, groupRows] = await readTogether(
    db,
    () => getClubBookingFacts(db, clubId),
    () => findClubCourts(db, clubId),
    () => readBookingGroupRows(db, clubId, 'all'),
  );
  return { facts, courts, groupRows };
}

/** The club's booking setup (404 'Club not found.' when there is no such club); read-only. */
export async function clubBookingSetup(db: Db | Tx, clubId: number): Promise<BookingSetup> {
  if (isTransaction(db)) return readSetup(db, clubId);
  const [{ n: version }] = await versionOf(db, { club: clubId });
  let clubs = kept.get(db);
  if (!clubs) kept.set(db, (clubs = new Map()));
  const hit = clubs.get(clubId);
  if (hit && hit.version === version) return hit.setup;
  const setup = deepFreeze(await readSetup(db, clubId));
  clubs.delete(clubId);
  if (clubs.size >= MAX_CLUBS) clubs.delete(clubs.keys().next().value!);
  clubs.set(clubId, { version, setup });
  return setup;
}
