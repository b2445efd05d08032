import { inArray, isNull, or, type AnyColumn } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { assertAccess } from '../../access/access';
import { findPlayerClubs } from '../../access/player-clubs';
import { notFound } from '../../http/errors';

// What news items (news.service.ts) and news posts (news-posts.service.ts) share: who reads a
// story, and whose story it is to change.

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;

/** The stories a player reads: Rally's own (no club) and those of the clubs they belong to. */
export async function readableBy(ctx: Ctx, playerId: number, clubColumn: AnyColumn) {
  const clubs = [...(await findPlayerClubs(ctx.db, playerId)).keys()];
  return clubs.length ? or(isNull(clubColumn), inArray(clubColumn, clubs)) : isNull(clubColumn);
}

/**
 * The club of a story found by id, for the club's AGENT and COMMUNCIATIONS (the Messages area):
 * a story of no club (Rally's own), of no such id, or of a club the caller cannot manage is not found.
 */
export async function managedClubOf(ctx: Ctx, found: { club: number | null } | undefined, message: string) {
  if (!found?.club) throw notFound(message);
  await assertAccess(ctx, found.club, { area: 'messages', notFound: message });
  return found.club;
}
