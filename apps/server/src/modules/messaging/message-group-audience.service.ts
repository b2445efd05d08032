import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { countAudience, currentMembershipsOf, listAudience, type Audience } from '../members/member-audience.service';
import { clinicParticipants } from '../clinics/clinic-audience.service';
import { messageGroupMembers, messageGroups, messageGroupTypes } from './messaging.tables';

// Who a message group reaches now (spec 2 §3, §4): an M or D group reads the register when used, a P
// group its hand-picked members, a C group its clinic's participants (the clinics area's service).

/** A group's row with its membership types (M) and hand-picked members (P). */
export type GroupWithSets = typeof messageGroups.$inferSelect & { types: number[]; members: number[] };

/** Which register members a group reaches (null for a C group: its clinic's participants). */
export function audienceOf(group: Pick<GroupWithSets, 'ttype' | 'types' | 'members'>): Audience | null {
  if (group.ttype === 'D') return { kind: 'all' };
  if (group.ttype === 'M') return { kind: 'types', types: group.types };
  if (group.ttype === 'P') return { kind: 'members', members: group.members };
  return null;
}

/** A person a group reaches now: a register member (member_id) or a clinic participant (member_id null). */
export type GroupPerson = { member_id: number | null; player_id: number | null; name: string; email: string };

/** Everyone a group reaches now, a page at a time (members by id; a clinic's participants in one page). */
export async function* groupPeople(
  db: Db | Tx,
  group: Pick<GroupWithSets, 'club_id' | 'ttype' | 'types' | 'members' | 'clinic_id'>,
): AsyncGenerator<GroupPerson[]> {
  const audience = audienceOf(group);
  if (!audience) {
    if (group.clinic_id === null) return;
    const people = await clinicParticipants(db, { club: group.club_id, clinics: [group.clinic_id] });
    if (people.length)
      yield people.map((p) => ({ member_id: null, player_id: p.player_id, name: p.name, email: p.email }));
    return;
  }
  for (let afterId = 0; ;) {
    const batch = await listAudience(db, group.club_id, audience, { afterId, limit: 1000 });
    if (!batch.length) return;
    afterId = batch[batch.length - 1].member_id;
    yield batch;
  }
}

/** How many a group reaches now: current members, or the clinic's participants (one per player, guests each). */
export async function countGroup(db: Db | Tx, row: GroupWithSets): Promise<number> {
  const audience = audienceOf(row);
  if (audience) return countAudience(db, row.club_id, audience);
  if (row.clinic_id === null) return 0;
  return (await clinicParticipants(db, { club: row.club_id, clinics: [row.clinic_id] })).length;
}
/** The ids of the club's groups the player is in today (through their current memberships). */
export async function groupsOfPlayer(db: Db | Tx, clubId: number, playerId: number): Promise<number[]> {
  const memberships = await currentMembershipsOf(db, clubId, playerId);
  const clinics = [
    ...new Set(
      (await clinicParticipants(db, { player: playerId })).filter((p) => p.club === clubId).map((p) => p.clinic),
    ),
  ];
  if (!memberships.length && !clinics.length) return [];
  const memberIdList = memberships.map((m) => m.member_id);
  const types = memberships.map((m) => m.membership_type_id).filter((t): t is number => t !== null);
  const rows = await db
    .select({ id: messageGroups.id })
    .from(messageGroups)
    .where(
      and(
        eq(messageGroups.club_id, clubId),
        sql`(${messageGroups.ttype} = 'D'
          or (${messageGroups.ttype} = 'M' and exists (select 1 from ${messageGroupTypes} t where t.group_id = ${messageGroups}.id and t.membership_type_id = any(${sql.param(types.length ? types : [0])}::int[])))
          or (${messageGroups.ttype} = 'P' and exists (select 1 from ${messageGroupMembers} m where m.group_id = ${messageGroups}.id and m.member_id = any(${sql.param(memberIdList.length ? memberIdList : [0])}::int[])))
          or (${messageGroups.ttype} = 'C' and ${messageGroups.clinic_id} = any(${sql.param(clinics.length ? clinics : [0])}::int[])))`,
      ),
    );
  return rows.map((r) => r.id);
}
