import { and, asc, count, desc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  canEnter,
  paramsRuleIssues,
  tournamentMessages,
  tournamentParamsObject,
  type Tournament,
  type TournamentBrief,
  type TournamentMember,
  type TournamentParams,
  type TournamentTeam,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { findClubStanding } from '../../access/standing';
import { getClubRow } from '../clubs/club-reads.service';
import { namesAndEmailsOf } from '../players/people.service';
import {
  tournamentClubs,
  tournamentInvitations,
  tournamentMembers,
  tournaments,
  tournamentTeams,
} from './tournaments.tables';
import * as clock from '../../clock';

// Tournaments: definition, params, clubs, organisers (spec 3 §3-§5; docs/competitions.md); making
// and changing one is tournament-commands.service.ts.
// A tournament spans clubs, so access is the tournament's own: its organisers (members with
// is_organiser) change it; its members read it; anyone signed in reads a published one. Anyone
// else gets 404 'Tournament not found.' (an unpublished tournament is never confirmed to exist).
// The staff of one of its clubs who may enter that club's Competitions section (the access
// table's `competitions` area) run it as its organisers do (issue 27: competitions are run from
// the club dashboard).

export type Ctx = Pick<ServiceContext, 'db' | 'actor'> & Partial<Pick<ServiceContext, 'standings' | 'sharedStandings'>>;
type Row = typeof tournaments.$inferSelect;

export const me = (ctx: Ctx) => {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor.playerId;
};

/** Today's date (UTC) as YYYY-MM-DD: "start not in the past" (a tournament spans clubs and zones). */
export const todayUtc = () => clock.todayIn('UTC');

/** The caller's standing in a tournament: 'organiser', 'member', 'viewer' (published) or none (404). */
export async function standingIn(db: Db | Tx, tournamentId: number, playerId: number, lock = false) {
  const q = db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(tournamentMessages.notFound);
  const [member] = await db
    .select({ is_organiser: tournamentMembers.is_organiser })
    .from(tournamentMembers)
    .where(and(eq(tournamentMembers.tournament_id, tournamentId), eq(tournamentMembers.player_id, playerId)));
  const organiser = Boolean(member?.is_organiser) || (await isClubStaffOrganiser(db, tournamentId, playerId));
  if (!member && !organiser && !row.published) throw notFound(tournamentMessages.notFound);
  return { row, organiser, member: Boolean(member) };
}

/** True when the player may enter the Competitions section of one of the tournament's clubs. */
export async function isClubStaffOrganiser(db: Db | Tx, tournamentId: number, playerId: number) {
  const clubs = await db
    .select({ club: tournamentClubs.club_id })
    .from(tournamentClubs)
    .where(eq(tournamentClubs.tournament_id, tournamentId));
  for (const { club } of clubs) if (canEnter('competitions', await findClubStanding(db, club, playerId))) return true;
  return false;
}

/** The tournament, locked when asked, for an organiser only (403 with the rule's sentence to other members). */
export async function requireOrganiser(
  db: Db | Tx,
  tournamentId: number,
  playerId: number,
  lock = false,
): Promise<Row> {
  const s = await standingIn(db, tournamentId, playerId, lock);
  if (!s.organiser) throw forbidden(tournamentMessages.organiserOnly);
  return s.row;
}

async function clubNames(db: Db | Tx, ids: number[]) {
  const out = new Map<number, string>();
  for (const id of new Set(ids)) out.set(id, (await getClubRow(db, id).catch(() => ({ name: '' }))).name);
  return out;
}

export async function teamsOf(db: Db | Tx, tournamentId: number): Promise<TournamentTeam[]> {
  const rows = await db
    .select()
    .from(tournamentTeams)
    .where(eq(tournamentTeams.tournament_id, tournamentId))
    .orderBy(asc(sql`coalesce(${tournamentTeams.ladder_order}, 100000)`), asc(tournamentTeams.id));
  const names = await clubNames(
    db,
    rows.map((r) => r.club_id),
  );
  return rows.map((r) => ({
    id: r.id,
    tournament: r.tournament_id,
    club: r.club_id,
    club_name: names.get(r.club_id) ?? '',
    name: r.name,
    ladder_order: r.ladder_order,
  }));
}

export async function membersOf(db: Db | Tx, tournamentId: number): Promise<TournamentMember[]> {
  const rows = await db
    .select()
    .from(tournamentMembers)
    .where(eq(tournamentMembers.tournament_id, tournamentId))
    .orderBy(asc(sql`coalesce(${tournamentMembers.rank}, 100000)`), asc(tournamentMembers.id));
  const names = await namesAndEmailsOf(
    db,
    rows.map((r) => r.player_id),
  );
  // Places held for people without an account and not yet claimed (issue 27).
  const open = await db
    .select({ member: tournamentInvitations.member_id, email: tournamentInvitations.email })
    .from(tournamentInvitations)
    .where(and(eq(tournamentInvitations.tournament_id, tournamentId), isNull(tournamentInvitations.claimed_at)));
  const invitedAt = new Map(open.map((o) => [o.member, o.email]));
  return rows.map((r) => ({
    id: r.id,
    tournament: r.tournament_id,
    team: r.team_id,
    player: r.player_id,
    name: names.get(r.player_id)?.full_name ?? '',
    rank: r.rank,
    gender: r.gender,
    is_organiser: r.is_organiser,
    invited: invitedAt.has(r.id),
    invited_email: invitedAt.get(r.id) ?? '',
  }));
}

/** Rounds come from the draw (tournament-draw.service.ts registers its reader here to avoid a cycle). */
let roundsReader: (db: Db | Tx, tournamentId: number) => Promise<Tournament['round_set']> = async () => [];
export const setRoundsReader = (reader: typeof roundsReader) => {
  roundsReader = reader;
};

export async function recordOf(db: Db | Tx, row: Row, playerId: number): Promise<Tournament> {
  const clubRows = await db
    .select({ id: tournamentClubs.club_id })
    .from(tournamentClubs)
    .where(eq(tournamentClubs.tournament_id, row.id))
    .orderBy(asc(tournamentClubs.club_id));
  const names = await clubNames(
    db,
    clubRows.map((c) => c.id),
  );
  const member_set = await membersOf(db, row.id);
  return {
    id: row.id,
    published: row.published,
    name: row.name,
    desc: row.desc,
    start: row.start,
    finish: row.finish,
    ready_to_draw: row.ready_to_draw,
    sport: row.sport_id,
    draw_complete: row.draw_complete,
    rules: row.rules,
    params: paramsOf(row),
    club_set: clubRows.map((c) => ({ id: c.id, name: names.get(c.id) ?? '' })),
    round_set: await roundsReader(db, row.id),
    team_set: await teamsOf(db, row.id),
    member_set,
    is_organiser:
      member_set.some((m) => m.player === playerId && m.is_organiser) ||
      (await isClubStaffOrganiser(db, row.id, playerId)),
  };
}

/** GET /api/tournament/?brief&member_set__player&member_set__is_organiser=True&page&page_size. */
export async function listTournaments({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    page: number;
    page_size: number;
    brief?: boolean;
    member_set__player?: number;
    member_set__is_organiser?: boolean;
  };
}) {
  const player = me(ctx);
  const memberOf = (who: number, organiser?: boolean) =>
    exists(
      ctx.db
        .select({ one: sql`1` })
        .from(tournamentMembers)
        .where(
          and(
            eq(tournamentMembers.tournament_id, tournaments.id),
            eq(tournamentMembers.player_id, who),
            organiser ? eq(tournamentMembers.is_organiser, true) : undefined,
          ),
        ),
    );
  let where: SQL | undefined;
  if (input.member_set__player !== undefined) {
    where = memberOf(input.member_set__player, input.member_set__is_organiser);
    // Another player's competitions: only the published ones.
    if (input.member_set__player !== player) where = and(where, eq(tournaments.published, true));
  } else if (input.member_set__is_organiser) {
    where = memberOf(player, true);
  } else {
    where = or(memberOf(player), eq(tournaments.published, true));
  }
  const [{ total }] = await ctx.db.select({ total: count() }).from(tournaments).where(where);
  const rows = await ctx.db
    .select()
    .from(tournaments)
    .where(where)
    .orderBy(desc(tournaments.start), desc(tournaments.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  if (!input.brief) return { count: total, rows: await Promise.all(rows.map((r) => recordOf(ctx.db, r, player))) };
  return { count: total, rows: await briefsOf(ctx.db, rows) };
}

/** Tournaments in short (the list's `brief`): members, team ids and club ids read once for the page. */
async function briefsOf(db: Db | Tx, rows: Row[]): Promise<TournamentBrief[]> {
  const ids = rows.map((r) => r.id);
  const members = ids.length
    ? await db.select().from(tournamentMembers).where(inArray(tournamentMembers.tournament_id, ids))
    : [];
  const teams = ids.length
    ? await db
        .select({ id: tournamentTeams.id, t: tournamentTeams.tournament_id })
        .from(tournamentTeams)
        .where(inArray(tournamentTeams.tournament_id, ids))
    : [];
  const clubs = ids.length
    ? await db.select().from(tournamentClubs).where(inArray(tournamentClubs.tournament_id, ids))
    : [];
  const briefs: TournamentBrief[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    start: r.start,
    finish: r.finish,
    published: r.published,
    draw_complete: r.draw_complete,
    type: r.params.Type,
    member_set: members
      .filter((m) => m.tournament_id === r.id)
      .map((m) => ({ id: m.id, player: m.player_id, is_organiser: m.is_organiser, team: m.team_id })),
    team_set: teams.filter((t) => t.t === r.id).map((t) => t.id),
    club_set: clubs.filter((c) => c.tournament_id === r.id).map((c) => c.club_id),
  }));
  return briefs;
}

/**
 * GET /api/club/{id}/tournaments/: the club's competitions for its Competitions section (the
 * `competitions` area), drafts too, newest first.
 */
export async function listClubTournaments({
  ctx,
  club,
  input,
}: {
  ctx: Ctx;
  club: number;
  input: { page: number; page_size: number };
}) {
  await assertAccess(ctx, club, { area: 'competitions' });
  const where = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(tournamentClubs)
      .where(and(eq(tournamentClubs.tournament_id, tournaments.id), eq(tournamentClubs.club_id, club))),
  );
  const [{ total }] = await ctx.db.select({ total: count() }).from(tournaments).where(where);
  const rows = await ctx.db
    .select()
    .from(tournaments)
    .where(where)
    .orderBy(desc(tournaments.start), desc(tournaments.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return { count: total, rows: await briefsOf(ctx.db, rows) };
}

/** GET /api/tournament/{id}/. */
export async function getTournament({ ctx, id }: { ctx: Ctx; id: number }): Promise<Tournament> {
  const player = me(ctx);
  const { row } = await standingIn(ctx.db, id, player);
  return recordOf(ctx.db, row, player);
}

/** The stored params read through the schema (a tournament made before a param existed gets its default). */
export const paramsOf = (row: Row): TournamentParams => tournamentParamsObject.parse(row.params);
/** The §5 params refusals of a stored tournament (the draw refuses while any stands). */
export const paramsProblems = (row: Row) => paramsRuleIssues(paramsOf(row));
