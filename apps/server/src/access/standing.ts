import { sql } from 'drizzle-orm';
import type { ClubStanding, RoleCode, AdminStatus } from '@rally/domain';
import * as clock from '../clock';
import type { Db, Tx } from '../db/client';
import {
  clubAdmins,
  clubCoaches,
  clubFeatures,
  clubMembers,
  clubs,
  clubSubscriptions,
  coaches,
  marketFeatures,
  playerFollowedClubs,
} from '../db/schema';

// The platform's access check reads across areas on purpose (administrators, coaches, the member
// register, followers): one query per club and request answers every access kind, where asking
// each area's service would cost one round trip each. It is the one place allowed to do so.

/** Everything the access kinds need to know about one player at one club. */
export type Standing = ClubStanding & {
  /** False when the club does not exist (everyone gets 404). */
  clubExists: boolean;
  /** An active member: a register row linked to the player that has not expired (club's date). */
  isMember: boolean;
  /** A player of the club: follows it, is on its register (expired too), coaches or administers (active). */
  isPlayer: boolean;
  /** On the club's register: a register row linked to the player, expired too (a follower is not). */
  onRegister: boolean;
  /** The market features the club has switched on (its package's): the areas they gate answer 403 without them. */
  features: readonly string[];
  /** The club's subscription is U (unpaid past its grace period, or cancelled and ended): every gated area answers 403. */
  suspended?: boolean;
  /** The club's name when Rally's operators suspended it (issue 31): everyone it lets in is refused with CLUB_SUSPENDED. */
  suspendedClub?: string | null;
};

type Row = {
  suspended_club?: string | null;
  suspended?: boolean;
  features: string[] | null;
  club_exists: boolean;
  admin_status: AdminStatus | null;
  roles: RoleCode[] | null;
  is_coach: boolean;
  is_member: boolean;
  on_register: boolean;
  follows: boolean;
};

/** The player's standing at one club, in one round trip. */
export async function findClubStanding(db: Db | Tx, clubId: number, playerId: number): Promise<Standing> {
  const result = await db.execute(sql`
    select
      c.id is not null as club_exists,
      a.status as admin_status,
      a.roles as roles,
      exists (select 1 from ${clubCoaches} cc join ${coaches} co on co.id = cc.coach_id where cc.club_id = ${clubId} and co.player_id = ${playerId}) as is_coach,
      exists (
        select 1 from ${clubMembers} m
        where m.club_id = ${clubId} and m.player_id = ${playerId}
          and (m.expires is null or m.expires >= (${clock.now()}::timestamptz at time zone coalesce(c.time_zone, 'UTC'))::date)
      ) as is_member,
      exists (select 1 from ${clubMembers} m where m.club_id = ${clubId} and m.player_id = ${playerId}) as on_register,
      exists (select 1 from ${playerFollowedClubs} f where f.club_id = ${clubId} and f.player_id = ${playerId}) as follows,
      (select coalesce(json_agg(mf.name), '[]'::json) from ${clubFeatures} cf join ${marketFeatures} mf on mf.id = cf.feature_id where cf.club_id = ${clubId} and cf.enabled) as features,
      exists (select 1 from ${clubSubscriptions} s where s.club_id = ${clubId} and s.status = 'U') as suspended,
      case when c.suspended_at is not null then c.name end as suspended_club
    from (select ${clubId}::int as id) wanted
    left join ${clubs} c on c.id = wanted.id
    left join ${clubAdmins} a on a.club_id = wanted.id and a.player_id = ${playerId}`);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  const adminStatus = row.admin_status ?? null;
  const isCoach = Boolean(row.is_coach);
  const isMember = Boolean(row.is_member);
  return {
    clubExists: Boolean(row.club_exists),
    adminStatus,
    roles: row.roles ?? [],
    isCoach,
    isMember,
    isPlayer: Boolean(row.follows || row.on_register || isCoach || adminStatus === 'A'),
    onRegister: Boolean(row.on_register),
    suspended: Boolean(row.suspended),
    suspendedClub: row.suspended_club ?? null,
    features: typeof row.features === 'string' ? (JSON.parse(row.features) as string[]) : (row.features ?? []),
  };
}
