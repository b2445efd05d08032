import { eq, sql } from 'drizzle-orm';
import type { Player, PlayerClubAdmin, PlayerCoach } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import { contacts, playerPhotos, players } from './players.tables';

// The Player of GET /api/user/ and PATCH /api/player/{id}/ (docs/api-frame.md). A read model
// (docs/DEVELOPING.md): besides this area's tables it reads the clubs' (the clubs followed too) and
// coaches' tables by their SQL names in one SELECT, because GET /api/user/ is on every page load.

/**
 * The whole Player of a player id; 404 when there is none. One SELECT, each part a json subquery
 * (one round trip instead of five or six).
 */
export async function getPlayerView(db: Db | Tx, playerId: number): Promise<Player> {
  const [player] = await db
    .select({
      id: players.id,
      full_name: players.full_name,
      stripe_customer: players.stripe_customer,
      gender: players.gender,
      dob: players.dob,
      ntrp_level: sql<number | null>`${players.ntrp_level}::float8`,
      phone: sql<string>`coalesce((select ct.value from ${contacts} ct where ct.player_id = ${playerId} and ct.kind = 'P'
        order by ct.primary desc, ct.id limit 1), '')`,
      photo: sql<string | null>`(select '/api/player/' || pp.player_id || '/photo/' || pp.key || '/'
        from ${playerPhotos} pp where pp.player_id = ${playerId})`,
      contact_set: sql<
        Player['contact_set']
      >`(select coalesce(json_agg(json_build_object('id', ct.id, 'kind', ct.kind, 'value', ct.value, 'validated', ct.validated) order by ct.id), '[]')
        from ${contacts} ct where ct.player_id = ${playerId})`,
      club_set: sql<
        Player['club_set']
      >`(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id), '[]')
        from player_followed_clubs f join clubs c on c.id = f.club_id where f.player_id = ${playerId})`,
      club_admin_set: sql<
        PlayerClubAdmin[]
      >`(select coalesce(json_agg(json_build_object('id', a.id, 'club', a.club_id, 'club_name', c.name, 'status', a.status,
          'access', a.access, 'roles', a.roles) order by a.id), '[]')
        from club_admins a join clubs c on c.id = a.club_id where a.player_id = ${playerId})`,
      coach: sql<PlayerCoach | null>`(select json_build_object('id', co.id, 'ttype', co.ttype, 'coach_clubs',
          (select coalesce(json_agg(json_build_object('id', cc.id, 'club', cc.club_id, 'club_name', c.name) order by c.name, cc.id), '[]')
           from club_coaches cc join clubs c on c.id = cc.club_id where cc.coach_id = co.id))
        from coaches co where co.player_id = ${playerId})`,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound('Player not found.');
  return player;
}
