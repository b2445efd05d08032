import { and, asc, count, eq, gt, inArray, isNotNull, isNull, or, gte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clubMembers, membershipTypes } from './members.tables';
import { getClubFacts } from './member-records';
import { containing } from '../../db/like';

// Who a message or newsletter reaches (the messaging area asks through this service: areas meet
// through services). An audience is read when it is used, so it follows the register as members
// join, lapse and leave: the current members (not expired by the club's date) of the whole club,
// of some membership types, or of a hand-picked list.

export type Audience =
  { kind: 'all' } | { kind: 'types'; types: readonly number[] } | { kind: 'members'; members: readonly number[] };

export type AudienceMember = { member_id: number; player_id: number | null; name: string; email: string };

function audienceWhere(clubId: number, today: string, audience: Audience): SQL | undefined {
  const current = or(isNull(clubMembers.expires), gte(clubMembers.expires, today));
  const base = and(eq(clubMembers.club_id, clubId), current);
  if (audience.kind === 'all') return base;
  if (audience.kind === 'types')
    return audience.types.length ? and(base, inArray(clubMembers.membership_type_id, [...audience.types])) : sql`false`;
  return audience.members.length ? and(base, inArray(clubMembers.id, [...audience.members])) : sql`false`;
}

/** How many current members an audience reaches today. */
export async function countAudience(db: Db | Tx, clubId: number, audience: Audience): Promise<number> {
  const { today } = await getClubFacts(db, clubId);
  const [{ n }] = await db
    .select({ n: count() })
    .from(clubMembers)
    .where(audienceWhere(clubId, today, audience));
  return n;
}

/** A batch of an audience's members after `afterId`, by id (for sending in batches). */
export async function listAudience(
  db: Db | Tx,
  clubId: number,
  audience: Audience,
  page: { afterId?: number; limit: number },
): Promise<AudienceMember[]> {
  const { today } = await getClubFacts(db, clubId);
  const rows = await db
    .select({
      id: clubMembers.id,
      player_id: clubMembers.player_id,
      first_name: clubMembers.first_name,
      last_name: clubMembers.last_name,
      email_set: clubMembers.email_set,
    })
    .from(clubMembers)
    .where(and(audienceWhere(clubId, today, audience), page.afterId ? gt(clubMembers.id, page.afterId) : undefined))
    .orderBy(asc(clubMembers.id))
    .limit(page.limit);
  return rows.map((r) => ({
    member_id: r.id,
    player_id: r.player_id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email_set[0] ?? '',
  }));
}

/** The player's current memberships at the club (a player may have more than one register row). */
export async function currentMembershipsOf(
  db: Db | Tx,
  clubId: number,
  playerId: number,
): Promise<{ member_id: number; membership_type_id: number | null }[]> {
  const { today } = await getClubFacts(db, clubId);
  const rows = await db
    .select({ member_id: clubMembers.id, membership_type_id: clubMembers.membership_type_id })
    .from(clubMembers)
    .where(
      and(
        audienceWhere(clubId, today, { kind: 'all' }),
        isNotNull(clubMembers.player_id),
        eq(clubMembers.player_id, playerId),
      ),
    );
  return rows;
}

/** True when every id is a member of the club (any standing). */
export async function allMembersOfClub(db: Db | Tx, clubId: number, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (!unique.length) return true;
  const [{ n }] = await db
    .select({ n: count() })
    .from(clubMembers)
    .where(and(eq(clubMembers.club_id, clubId), inArray(clubMembers.id, unique)));
  return n === unique.length;
}

/** True when every id is a membership type of the club. */
export async function allTypesOfClub(db: Db | Tx, clubId: number, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (!unique.length) return true;
  const [{ n }] = await db
    .select({ n: count() })
    .from(membershipTypes)
    .where(and(eq(membershipTypes.club_id, clubId), inArray(membershipTypes.id, unique)));
  return n === unique.length;
}

/** The clubs where the player is on the register (any standing): the member inbox asks each. */
export async function registerClubsOf(db: Db | Tx, playerId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ club: clubMembers.club_id })
    .from(clubMembers)
    .where(eq(clubMembers.player_id, playerId));
  return rows.map((r) => r.club);
}

/** Members of the club whose name or e-mail matches `search` (at most `limit`), for picking a custom group's members. */
export async function searchMembersToPick(
  db: Db | Tx,
  clubId: number,
  search: string,
  limit: number,
): Promise<{ id: number; name: string; email: string; membership_number: string }[]> {
  const like = containing(search.trim());
  const rows = await db
    .select({
      id: clubMembers.id,
      first_name: clubMembers.first_name,
      last_name: clubMembers.last_name,
      email_set: clubMembers.email_set,
      membership_number: clubMembers.membership_number,
    })
    .from(clubMembers)
    .where(
      and(
        eq(clubMembers.club_id, clubId),
        search.trim()
          ? sql`(${clubMembers.first_name} || ' ' || ${clubMembers.last_name} ilike ${like} or ${clubMembers.email_set}::text ilike ${like} or ${clubMembers.membership_number} ilike ${like})`
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${clubMembers.last_name})`), asc(sql`lower(${clubMembers.first_name})`), asc(clubMembers.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email_set[0] ?? '',
    membership_number: r.membership_number ?? '',
  }));
}

/** Names of the club's members with these ids. */
export async function memberNames(
  db: Db | Tx,
  clubId: number,
  ids: readonly number[],
): Promise<{ id: number; name: string; email: string; membership_number: string }[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: clubMembers.id,
      first_name: clubMembers.first_name,
      last_name: clubMembers.last_name,
      email_set: clubMembers.email_set,
      membership_number: clubMembers.membership_number,
    })
    .from(clubMembers)
    .where(and(eq(clubMembers.club_id, clubId), inArray(clubMembers.id, [...ids])));
  return rows.map((r) => ({
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email_set[0] ?? '',
    membership_number: r.membership_number ?? '',
  }));
}
