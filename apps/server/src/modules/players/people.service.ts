import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { normaliseFullName, splitFullName } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { activeUserIdsAmong } from '../auth/user-emails.service';
import { contacts, players } from './players.tables';

// Finding people for other areas' lists (a club's administrators, its coaches, its register).

/**
 * The player who has verified this address (a validated e-mail contact, any case), or null. Only
 * a verified address counts: anyone can sign up with someone else's address without confirming it,
 * and such a sign-up must never be given a club role.
 */
export async function findPlayerIdByVerifiedEmail(db: Db | Tx, email: string): Promise<number | null> {
  const address = email.trim().toLowerCase();
  const candidates = await db
    .select({ id: contacts.player_id, user_id: players.user_id })
    .from(contacts)
    .innerJoin(players, eq(players.id, contacts.player_id))
    .where(and(eq(contacts.kind, 'E'), eq(contacts.validated, true), eq(sql`lower(${contacts.value})`, address)))
    .orderBy(asc(contacts.id));
  const active = await activeUserIdsAmong(
    db,
    candidates.flatMap((c) => (c.user_id === null ? [] : [c.user_id])),
  );
  return candidates.find((c) => c.user_id !== null && active.has(c.user_id))?.id ?? null;
}

/** A verified e-mail address of the player (their primary one first), or null when they have none. */
export async function verifiedEmailOf(db: Db | Tx, playerId: number): Promise<string | null> {
  const [row] = await db
    .select({ value: contacts.value })
    .from(contacts)
    .where(and(eq(contacts.kind, 'E'), eq(contacts.validated, true), eq(contacts.player_id, playerId)))
    .orderBy(desc(contacts.primary), asc(contacts.id))
    .limit(1);
  return row?.value ?? null;
}

/** The login of the player, or null (a person without an account). */
export async function userIdOfPlayer(db: Db | Tx, playerId: number): Promise<number | null> {
  const [row] = await db.select({ user: players.user_id }).from(players).where(eq(players.id, playerId));
  return row?.user ?? null;
}

/** True when the player exists. */
export async function playerExists(db: Db | Tx, playerId: number): Promise<boolean> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  return Boolean(row);
}

/** Each player's name, by player id (one statement; namesAndEmailsOf when the e-mail is needed too). */
export async function namesOf(db: Db | Tx, playerIds: readonly number[]) {
  if (!playerIds.length) return [];
  return db
    .select({ id: players.id, full_name: players.full_name })
    .from(players)
    .where(inArray(players.id, [...new Set(playerIds)]));
}

/** Each player's name and primary e-mail address ('' when they have none), by player id. */
export async function namesAndEmailsOf(
  db: Db | Tx,
  playerIds: readonly number[],
): Promise<Map<number, { full_name: string; email: string }>> {
  const result = new Map<number, { full_name: string; email: string }>();
  if (!playerIds.length) return result;
  const ids = [...new Set(playerIds)];
  const names = await namesOf(db, ids);
  const emails = await db
    .select({ player_id: contacts.player_id, value: contacts.value })
    .from(contacts)
    .where(and(eq(contacts.kind, 'E'), inArray(contacts.player_id, ids)))
    .orderBy(desc(contacts.primary), asc(contacts.id));
  for (const { id, full_name } of names)
    result.set(id, { full_name, email: emails.find((e) => e.player_id === id)?.value ?? '' });
  return result;
}

/** The player of each validated e-mail among `emails` (lower-case), one query for any number. */
export async function findPlayersByValidatedEmail(db: Db | Tx, emails: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(emails)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ email: contacts.value, player: contacts.player_id })
    .from(contacts)
    .where(
      and(
        eq(contacts.kind, 'E'),
        eq(contacts.validated, true),
        sql`lower(${contacts.value}) = any(${sql.param(unique)}::text[])`,
      ),
    );
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.player]));
}

/**
 * A person without a Rally account, known by name only (a competition's place held for someone
 * invited by e-mail: the competitions area keeps the address). No contact: nothing can link to it.
 */
export async function createPersonWithoutAccount(tx: Tx, fullName: string): Promise<number> {
  const full_name = normaliseFullName(fullName);
  const [row] = await tx
    .insert(players)
    .values({ full_name, ...splitFullName(full_name) })
    .returning({ id: players.id });
  return row.id;
}

/** Deletes a person made by createPersonWithoutAccount (never a player with an account). */
export async function deletePersonWithoutAccount(tx: Tx, playerId: number): Promise<void> {
  await tx.delete(players).where(and(eq(players.id, playerId), sql`${players.user_id} is null`));
}
