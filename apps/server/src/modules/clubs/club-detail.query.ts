import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  normaliseOpeningHours,
  toCourtGroupRecord,
  type ClubAdminSetEntry,
  type ClubCourtGroup,
  type ClubMembershipType,
  type ClubStanding,
  type ClubSubscription,
  type CourtGroupColumns,
  type OpeningHours,
  type RoleCode,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { clubs } from './clubs.tables';

// GET /api/club/{id}/ is called by every dashboard screen. Its parts (club, the caller's standing,
// hours, court groups with their courts, membership types, package, and for the club's active
// administrators its subscription and admin_set) come back in ONE SELECT, each part a json
// subquery, instead of nine queries one after another. Every subquery is scoped by the club's id.
// Values JSON would change are cast first: numeric prices go as text (JSON numbers would drop
// "120.00" to 120), timestamps are read back into Dates. The administrators' parts are only
// computed for a caller with an active administrator record at the club; which of them the caller
// may see is still decided in clubs.service (canEnter), not here.

type AdminParts = {
  subscription: (Omit<ClubSubscription, 'package'> & { package_id: number }) | null;
  admin_set: ClubAdminSetEntry[];
};

const emailOf = (playerId: SQL) =>
  sql`coalesce((select ct.value from contacts ct where ct.kind = 'E' and ct.player_id = ${playerId} order by ct."primary" desc, ct.id limit 1), '')`;

/** Subscription and admin_set, or null unless the player is an active administrator of the club. */
const adminPartsOf = (clubId: number, playerId: number | null) => sql<AdminParts | null>`(select json_build_object(
    'subscription', (select json_build_object('id', s.id, 'expires', s.expires, 'package_id', s.package_id, 'billing_cycle', s.billing_cycle, 'status', s.status)
      from club_subscriptions s where s.club_id = ${clubId}),
    'admin_set', (select coalesce(json_agg(json_build_object('id', a.id, 'player', a.player_id, 'club', a.club_id, 'status', a.status,
        'access', a.access, 'roles', a.roles, 'player_name', p.full_name, 'email', ${emailOf(sql`a.player_id`)}) order by a.id), '[]')
      from club_admins a join players p on p.id = a.player_id where a.club_id = ${clubId}))
  from club_admins me where me.club_id = ${clubId} and me.player_id = ${playerId} and me.status = 'A')`;

/** The club row with the detail's parts, or undefined when there is no such club. */
export async function readClubDetailParts(db: Db | Tx, clubId: number, playerId: number | null) {
  const [row] = await db
    .select({
      ...getTableColumns(clubs),
      hours: sql<
        OpeningHours[]
      >`(select coalesce(json_agg(json_build_object('weekday', h.weekday, 'open', h.open, 'close', h.close) order by h.weekday), '[]')
        from club_opening_hours h where h.club_id = ${clubId})`,
      admin: sql<{
        status: 'A' | 'P' | 'S';
        roles: string[];
      } | null>`(select json_build_object('status', a.status, 'roles', a.roles)
        from club_admins a where a.club_id = ${clubId} and a.player_id = ${playerId})`,
      isCoach: sql<boolean>`exists (select 1 from club_coaches cc join coaches co on co.id = cc.coach_id
        where cc.club_id = ${clubId} and co.player_id = ${playerId})`,
      groups: sql<
        (CourtGroupColumns & { court_set: number[] })[]
      >`(select coalesce(json_agg(to_jsonb(g) || jsonb_build_object('court_set',
          (select coalesce(json_agg(ct.id order by ct.number, ct.id), '[]') from courts ct where ct.club_id = g.club_id and ct.group_id = g.id))
        order by g."default" desc, g.id), '[]')
        from court_groups g where g.club_id = ${clubId})`,
      types: sql<
        Omit<ClubMembershipType, 'club' | 'currency'>[]
      >`(select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'comments', m.comments,
          'group', m."group", 'max_number', m.max_number, 'annual_price', m.annual_price::text, 'monthly_price', m.monthly_price::text)
        order by m.name, m.id), '[]')
        from membership_types m where m.club_id = ${clubId})`,
      package: sql<{ id: number; name: string } | null>`(select json_build_object('id', p.id, 'name', p.name)
        from club_packages cp join packages p on p.id = cp.package_id where cp.club_id = ${clubId})`,
      adminParts: adminPartsOf(clubId, playerId),
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!row) return undefined;
  const { hours: rawHours, admin, isCoach, groups, types, package: clubPackage, adminParts, ...club } = row;
  const hours = normaliseOpeningHours(rawHours);
  const standing: ClubStanding | null =
    playerId === null
      ? null
      : { adminStatus: admin?.status ?? null, roles: (admin?.roles ?? []) as RoleCode[], isCoach: Boolean(isCoach) };
  const courtgroup_set: ClubCourtGroup[] = groups.map(({ court_set, ...group }) =>
    toCourtGroupRecord(group, hours, court_set),
  );
  const membership_type_set: ClubMembershipType[] = types.map((type) => ({
    ...type,
    club: club.id,
    currency: club.currency,
  }));
  const s = adminParts?.subscription;
  const subscription: ClubSubscription | null = s
    ? {
        id: s.id,
        expires: s.expires ? new Date(s.expires).toISOString() : null,
        package: s.package_id,
        billing_cycle: s.billing_cycle,
        status: s.status,
      }
    : null;
  const admin_parts = adminParts ? { subscription, admin_set: adminParts.admin_set } : null;
  return { club, standing, hours, courtgroup_set, membership_type_set, package: clubPackage, admin_parts };
}
