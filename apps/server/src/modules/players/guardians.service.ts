import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ageOn, householdMessages, normaliseFullName, type HouseholdJunior, type Junior } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { householdLinks, players } from './players.tables';

// The guardian rule (issue 30; docs/households.md): one place that says whether a player may act
// for another. Every path that names a person (a court booking's player, a clinic join's
// participant, a membership's member) asks `assertActsFor` before it writes anything.

/** The juniors' player ids of a guardian's household. */
export async function juniorIdsOf(db: Db | Tx, guardianId: number): Promise<number[]> {
  const rows = await db
    .select({ id: householdLinks.junior_id })
    .from(householdLinks)
    .where(eq(householdLinks.guardian_id, guardianId));
  return rows.map((r) => r.id);
}

/** True when `guardianId` is a guardian of `juniorId`. */
export async function isGuardianOf(db: Db | Tx, guardianId: number, juniorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: householdLinks.junior_id })
    .from(householdLinks)
    .where(and(eq(householdLinks.guardian_id, guardianId), eq(householdLinks.junior_id, juniorId)));
  return row !== undefined;
}

/**
 * The caller acts for `personId`: themselves, or a junior of their household. Anyone else is a 403
 * in words (nothing is written: every caller asks before its transaction). Answers the person's id.
 */
export async function assertActsFor(db: Db | Tx, callerId: number, personId: number): Promise<number> {
  if (personId === callerId || (await isGuardianOf(db, callerId, personId))) return personId;
  throw forbidden(householdMessages.notGuardian);
}

const juniorOf = (row: typeof players.$inferSelect, today: string): HouseholdJunior => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  full_name: row.full_name,
  dob: row.dob ?? '',
  gender: row.gender,
  age: ageOn(row.dob, today) ?? 0,
});

/** A guardian's juniors, oldest first, as the Me page lists them. */
export async function householdOf(db: Db | Tx, guardianId: number, today: string): Promise<HouseholdJunior[]> {
  const ids = await juniorIdsOf(db, guardianId);
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(players)
    .where(inArray(players.id, ids))
    .orderBy(asc(players.dob), asc(players.id));
  return rows.map((r) => juniorOf(r, today));
}

/** One junior of a guardian's household; anyone else's (or a missing one): 404 'Junior not found.'. */
export async function getJuniorOf(db: Db | Tx, guardianId: number, juniorId: number, today: string) {
  if (!(await isGuardianOf(db, guardianId, juniorId))) throw notFound(householdMessages.notFound);
  const [row] = await db.select().from(players).where(eq(players.id, juniorId));
  if (!row) throw notFound(householdMessages.notFound);
  return juniorOf(row, today);
}

const rowOf = (input: Junior) => {
  const first_name = normaliseFullName(input.first_name);
  const last_name = normaliseFullName(input.last_name);
  return { first_name, last_name, full_name: `${first_name} ${last_name}`, dob: input.dob, gender: input.gender };
};

/** A new junior: a player without a login or contact, linked to the guardian. */
export async function createJunior(tx: Tx, guardianId: number, input: Junior): Promise<number> {
  const [row] = await tx.insert(players).values(rowOf(input)).returning({ id: players.id });
  await tx.insert(householdLinks).values({ guardian_id: guardianId, junior_id: row.id });
  return row.id;
}

/** Saves a junior's names, date of birth and gender (never a player with a login). */
export async function saveJunior(tx: Tx, juniorId: number, input: Junior): Promise<void> {
  await tx
    .update(players)
    .set(rowOf(input))
    .where(and(eq(players.id, juniorId), isNull(players.user_id)));
}

/** Ends a guardian's link to a junior; answers how many guardians the junior has left. */
export async function unlinkJunior(tx: Tx, guardianId: number, juniorId: number): Promise<number> {
  await tx
    .delete(householdLinks)
    .where(and(eq(householdLinks.guardian_id, guardianId), eq(householdLinks.junior_id, juniorId)));
  return (await tx.select().from(householdLinks).where(eq(householdLinks.junior_id, juniorId))).length;
}
