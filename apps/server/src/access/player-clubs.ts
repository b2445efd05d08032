import { sql } from 'drizzle-orm';
import * as clock from '../clock';
import type { Db, Tx } from '../db/client';
import { clubAdmins, clubCoaches, clubMembers, clubs, coaches, playerFollowedClubs } from '../db/schema';

// The clubs a player has standing at, for lists that span clubs (find-a-hit shows requests of
// every club the player may use it at). The same standing as `findClubStanding`, for all of a
// player's clubs in one round trip; like it, the one kind of read allowed across areas' tables.

/** Every club where the player is a player (follows, on the register, coaches, active administrator), with whether they are an active member there. */
export async function findPlayerClubs(db: Db | Tx, playerId: number): Promise<Map<number, { isMember: boolean }>> {
  const result = await db.execute(sql`
    with mine as (
      select club_id from ${playerFollowedClubs} where player_id = ${playerId}
      union select club_id from ${clubMembers} where player_id = ${playerId}
      union select cc.club_id from ${clubCoaches} cc join ${coaches} co on co.id = cc.coach_id where co.player_id = ${playerId}
      union select club_id from ${clubAdmins} where player_id = ${playerId} and status = 'A'
    )
    select mine.club_id,
      exists (
        select 1 from ${clubMembers} m
        where m.club_id = mine.club_id and m.player_id = ${playerId}
          and (m.expires is null or m.expires >= (${clock.now()}::timestamptz at time zone coalesce(c.time_zone, 'UTC'))::date)
      ) as is_member
    from mine join ${clubs} c on c.id = mine.club_id`);
  const rows = (result as unknown as { rows: { club_id: number; is_member: boolean }[] }).rows;
  return new Map(rows.map((r) => [Number(r.club_id), { isMember: Boolean(r.is_member) }]));
}

/** The clubs whose register holds the player (a row linked to them, expired too), by name. */
export async function findRegisterClubs(db: Db | Tx, playerId: number): Promise<{ id: number; name: string }[]> {
  const result = await db.execute(sql`
    select c.id, c.name from ${clubs} c
    where exists (select 1 from ${clubMembers} m where m.club_id = c.id and m.player_id = ${playerId})
    order by lower(c.name), c.id`);
  return (result as unknown as { rows: { id: number; name: string }[] }).rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
  }));
}
