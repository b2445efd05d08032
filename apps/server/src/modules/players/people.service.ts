import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { findActiveUserIdByEmail } from '../auth/user-emails.service';
import { contacts, players } from './players.tables';

// Finding people for other areas' lists (a club's administrators, its coaches, its register).

/**
 * The player whose login or validated e-mail contact is this address (any case), or null. A
 * login wins over a contact, so an address two players list resolves to its owner.
 */
export async function findPlayerIdByEmail(db: Db | Tx, email: string): Promise<number | null> {
  const address = email.trim().toLowerCase();
  const userId = await findActiveUserIdByEmail(db, address);
  const [byLogin] = userId === null ? [] : await db.select({ id: players.id }).from(players).where(eq(players.user_id, userId));
  if (byLogin) return byLogin.id;
  const [byContact] = await db
    .select({ id: contacts.player_id })
    .from(contacts)
    .where(and(eq(contacts.kind, 'E'), eq(contacts.validated, true), eq(sql`lower(${contacts.value})`, address)))
    .orderBy(asc(contacts.id))
    .limit(1);
  return byContact?.id ?? null;
}

/** True when the player exists. */
export async function playerExists(db: Db | Tx, playerId: number): Promise<boolean> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  return Boolean(row);
}

/** Each player's name and primary e-mail address ('' when they have none), by player id. */
export async function namesAndEmailsOf(db: Db | Tx, playerIds: readonly number[]): Promise<Map<number, { full_name: string; email: string }>> {
  const result = new Map<number, { full_name: string; email: string }>();
  if (!playerIds.length) return result;
  const ids = [...new Set(playerIds)];
  const names = await db.select({ id: players.id, full_name: players.full_name }).from(players).where(inArray(players.id, ids));
  const emails = await db
    .select({ player_id: contacts.player_id, value: contacts.value })
    .from(contacts)
    .where(and(eq(contacts.kind, 'E'), inArray(contacts.player_id, ids)))
    .orderBy(desc(contacts.primary), asc(contacts.id));
  for (const { id, full_name } of names) result.set(id, { full_name, email: emails.find((e) => e.player_id === id)?.value ?? '' });
  return result;
}

/** The player of each validated e-mail among `emails` (lower-case), one query for any number. */
export async function findPlayersByValidatedEmail(db: Db | Tx, emails: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(emails)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ email: contacts.value, player: contacts.player_id })
    .from(contacts)
    .where(and(eq(contacts.kind, 'E'), eq(contacts.validated, true), sql`lower(${contacts.value}) = any(${sql.param(unique)}::text[])`));
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.player]));
}
