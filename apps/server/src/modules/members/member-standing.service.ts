import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedRead } from '../../db/prepared-read';
import { namesOf } from '../players/people.service';
import { clubMembers } from './members.tables';
import { containing, startingWith } from '../../db/like';

// A person's membership standing at a club, for the bookings area's prices and limits (areas meet
// through services). A member books as a member only while the membership holds: a membership
// type, not expired (expires on or after the club's today), and not unpaid (subscription status
// O overdue or P pending authorisation). Otherwise they book as a non-member (issue 9).

export type MemberStanding = {
  member_id: number | null;
  player_id: number | null;
  name: string;
  email: string;
  kind: 'member' | 'nonmember';
  membership_type: number | null;
  /** The register's number (searches answer it, so two members of one name are told apart). */
  membership_number?: string;
};

const UNPAID = new Set(['O', 'P']);

type Row = {
  id: number;
  player_id: number | null;
  first_name: string;
  last_name: string;
  email_set: string[];
  membership_type_id: number | null;
  expires: string | null;
  subscription_status: string | null;
  membership_number?: string;
};

const standingOf = (row: Row, today: string): MemberStanding => {
  const current =
    row.membership_type_id !== null &&
    !(row.expires && row.expires < today) &&
    !UNPAID.has(row.subscription_status ?? '');
  return {
    member_id: row.id,
    player_id: row.player_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email_set[0] ?? '',
    kind: current ? 'member' : 'nonmember',
    membership_type: current ? row.membership_type_id : null,
    ...(row.membership_number === undefined ? {} : { membership_number: row.membership_number }),
  };
};

/** Rank of a standing: a current member record wins over a lapsed one for the same player. */
const better = (a: MemberStanding | undefined, b: MemberStanding) =>
  !a || (a.kind === 'nonmember' && b.kind === 'member') ? b : a;

// Built once (db/prepared-read.ts): every booking, quote and availability search asks. The lists
// go as array parameters (= any), so the statement is the same whatever their lengths.
const membersOf = preparedRead('member_standings', (db) =>
  db
    .select({
      id: clubMembers.id,
      player_id: clubMembers.player_id,
      first_name: clubMembers.first_name,
      last_name: clubMembers.last_name,
      email_set: clubMembers.email_set,
      membership_type_id: clubMembers.membership_type_id,
      expires: clubMembers.expires,
      subscription_status: clubMembers.subscription_status,
    })
    .from(clubMembers)
    .where(
      and(
        eq(clubMembers.club_id, sql.placeholder('club')),
        or(
          sql`${clubMembers.id} = any(${sql.placeholder('members')})`,
          sql`${clubMembers.player_id} = any(${sql.placeholder('players')})`,
        ),
      ),
    ),
);

/**
 * The standing of the club's members `memberIds` and of the players `playerIds` at the club, on
 * the club's local date `today`. A player without a member record is a non-member under their
 * player name; ids of other clubs' members are left out.
 */
export async function findMemberStandings(
  db: Db | Tx,
  clubId: number,
  today: string,
  ids: { memberIds: readonly number[]; playerIds: readonly number[] },
) {
  const byMember = new Map<number, MemberStanding>();
  const byPlayer = new Map<number, MemberStanding>();
  if (ids.memberIds.length || ids.playerIds.length) {
    const rows = await membersOf(db, { club: clubId, members: [...ids.memberIds], players: [...ids.playerIds] });
    for (const row of rows) {
      const standing = standingOf(row, today);
      byMember.set(row.id, standing);
      if (row.player_id !== null) byPlayer.set(row.player_id, better(byPlayer.get(row.player_id), standing));
    }
  }
  const missing = ids.playerIds.filter((p) => !byPlayer.has(p));
  if (missing.length) {
    // Their names only: a non-member's standing carries no e-mail.
    for (const { id, full_name } of await namesOf(db, missing))
      byPlayer.set(id, {
        member_id: null,
        player_id: id,
        name: full_name,
        email: '',
        kind: 'nonmember',
        membership_type: null,
      });
  }
  return { byMember, byPlayer };
}

/**
 * How well a member matches what was typed, best first: the full name starts with it ("Pat Pl"),
 * then a first or last name does ("Pat" finds Pat Player before Abigail Patel), then anything else
 * (a number, an e-mail, the middle of a name). Without it a short search's first page fills with
 * names sorted before the one meant, and the person typed never shows.
 */
function matchRank(search: string) {
  const m = clubMembers;
  const prefix = startingWith(search);
  return sql`case
    when (${m.first_name} || ' ' || ${m.last_name}) ilike ${prefix} then 0
    when ${m.first_name} ilike ${prefix} or ${m.last_name} ilike ${prefix} then 1
    else 2 end`;
}

/**
 * The club's members whose name, number or e-mail contains `search`, with their standing on the
 * club's local date `today`: the booking form's member search (the same expression as the member
 * list's search, so the trigram index club_members_search_trgm_idx serves it).
 */
export async function searchMemberStandings(
  db: Db | Tx,
  clubId: number,
  today: string,
  search: string,
  limit = 20,
): Promise<MemberStanding[]> {
  const m = clubMembers;
  const haystack = sql`(${m.first_name} || ' ' || ${m.last_name} || chr(1) || ${m.membership_number} || chr(1) || ${m.email_set}::text)`;
  const pattern = containing(search);
  const rows = await db
    .select({
      id: m.id,
      player_id: m.player_id,
      first_name: m.first_name,
      last_name: m.last_name,
      email_set: m.email_set,
      membership_type_id: m.membership_type_id,
      expires: m.expires,
      subscription_status: m.subscription_status,
      membership_number: m.membership_number,
    })
    .from(m)
    .where(and(eq(m.club_id, clubId), sql`${haystack} ilike ${pattern}`))
    .orderBy(matchRank(search), asc(m.first_name), asc(m.last_name), asc(m.id))
    .limit(limit);
  return rows.map((row) => standingOf(row, today));
}
