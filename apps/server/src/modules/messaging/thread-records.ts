import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  canEnter,
  messagingMessages as M,
  type CommentRecord,
  type PlayerThreadRecord,
  type ThreadRecord,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import { assertAccess } from '../../access/access';
import { findClubStanding, type Standing } from '../../access/standing';
import { namesAndEmailsOf } from '../players/people.service';
import { getClubRow } from '../clubs/club-reads.service';
import { groupsOfPlayer } from './message-group-audience.service';
import { comments, messageGroups, playerThreads, threadGroups, threads } from './messaging.tables';

// A thread as the API answers it (groups, counts, the caller's read position) and who may read it,
// for the thread services.

export type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;
export type ThreadRow = typeof threads.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;

export const THREAD_NOT_FOUND = M.threadNotFound;

export async function standingOf(ctx: Ctx, clubId: number): Promise<Standing> {
  const cached = ctx.standings?.get(clubId);
  if (cached) return cached;
  const standing = await findClubStanding(ctx.db, clubId, ctx.actor!.playerId);
  ctx.standings?.set(clubId, standing);
  return standing;
}

export const isStaff = (s: Standing) => s.clubExists && canEnter('messages', s);
export const isAdmin = (s: Standing) => s.clubExists && s.adminStatus === 'A';

/** Who may see a thread: staff of the area, or a member of one of its groups. */
export async function visibleThreadsWhere(ctx: Ctx, clubId: number): Promise<SQL | undefined> {
  const standing = await standingOf(ctx, clubId);
  const base = eq(threads.club_id, clubId);
  if (isStaff(standing)) return base;
  const groups = await groupsOfPlayer(ctx.db, clubId, ctx.actor!.playerId);
  return and(
    base,
    sql`(${threads.player_id} = ${ctx.actor!.playerId} or exists (select 1 from ${threadGroups} tg where tg.thread_id = ${threads}.id and tg.group_id = any(${sql.param(groups.length ? groups : [0])}::int[])))`,
  );
}

export async function toComments(db: Db | Tx, clubName: string, rows: CommentRow[]): Promise<CommentRecord[]> {
  const people = await namesAndEmailsOf(db, [
    ...new Set(rows.map((r) => r.player_id).filter((p): p is number => p !== null)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    thread: r.thread_id,
    player: r.player_id,
    author: r.from_club
      ? clubName
      : ((r.player_id !== null ? people.get(r.player_id)?.full_name : undefined) ?? 'A former member'),
    from_club: r.from_club,
    text: r.text,
    stamp: r.stamp.toISOString(),
  }));
}

/** Reads threads with their groups, counts and the caller's position. */
export async function readThreads(
  ctx: Ctx,
  clubId: number,
  where: SQL | undefined,
  window?: { limit: number; offset: number },
): Promise<ThreadRecord[]> {
  const me = ctx.actor!.playerId;
  const query = ctx.db
    .select({
      thread: threads,
      groups: sql<
        { id: number; name: string; allow_response: boolean }[]
      >`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'allow_response', g.allow_response) order by g.name) from ${threadGroups} tg join ${messageGroups} g on g.id = tg.group_id where tg.thread_id = ${threads}.id), '[]')`,
      num_comments: sql<number>`(select count(*)::int from ${comments} c where c.thread_id = ${threads}.id)`,
      last_comment_id: sql<number | null>`(select max(c.id) from ${comments} c where c.thread_id = ${threads}.id)`,
      pt_id: sql<
        number | null
      >`(select pt.id from ${playerThreads} pt where pt.thread_id = ${threads}.id and pt.player_id = ${me})`,
      read_up_to: sql<number>`coalesce((select pt.read_up_to from ${playerThreads} pt where pt.thread_id = ${threads}.id and pt.player_id = ${me}), 0)`,
      unread: sql<number>`(select count(*)::int from ${comments} c where c.thread_id = ${threads}.id and c.player_id is distinct from ${me}
        and c.id > coalesce((select pt.read_up_to from ${playerThreads} pt where pt.thread_id = ${threads}.id and pt.player_id = ${me}), 0))`,
    })
    .from(threads)
    .where(where)
    .orderBy(desc(threads.last_activity), desc(threads.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  const club = await getClubRow(ctx.db, clubId);
  const lastIds = rows
    .map((r) => r.last_comment_id)
    .filter((id): id is number => id !== null)
    .map(Number);
  const last = lastIds.length
    ? await toComments(ctx.db, club.name, await ctx.db.select().from(comments).where(inArray(comments.id, lastIds)))
    : [];
  return rows.map((r) => ({
    id: r.thread.id,
    club: r.thread.club_id,
    player: r.thread.player_id,
    subject: r.thread.subject,
    stamp: r.thread.stamp.toISOString(),
    last_activity: r.thread.last_activity.toISOString(),
    group_set: r.groups.map((g) => ({ id: g.id, name: g.name })),
    allow_response: r.groups.length > 0 && r.groups.every((g) => g.allow_response),
    num_comments: Number(r.num_comments),
    last_comment: last.find((c) => c.id === Number(r.last_comment_id)) ?? null,
    player_thread:
      r.pt_id === null
        ? null
        : { id: Number(r.pt_id), player: me, thread: r.thread.id, read_up_to: Number(r.read_up_to) },
    unread: Number(r.unread),
  }));
}

/** A thread the caller may read, or its 404 (another club's, or a group they are not in). */
export async function visibleThread(ctx: Ctx, id: number): Promise<{ row: ThreadRow; standing: Standing }> {
  const [row] = await ctx.db.select().from(threads).where(eq(threads.id, id));
  if (!row) throw notFound(THREAD_NOT_FOUND);
  await assertAccess(ctx, row.club_id, { area: 'messages', member: true, player: true, notFound: THREAD_NOT_FOUND });
  const where = await visibleThreadsWhere(ctx, row.club_id);
  const [visible] = await ctx.db
    .select({ id: threads.id })
    .from(threads)
    .where(and(where, eq(threads.id, id)));
  if (!visible) throw notFound(THREAD_NOT_FOUND);
  return { row, standing: await standingOf(ctx, row.club_id) };
}

export async function ensurePlayerThread(
  db: Db | Tx,
  clubId: number,
  threadId: number,
  playerId: number,
): Promise<PlayerThreadRecord> {
  await db
    .insert(playerThreads)
    .values({ club_id: clubId, thread_id: threadId, player_id: playerId })
    .onConflictDoNothing();
  const [pt] = await db
    .select()
    .from(playerThreads)
    .where(and(eq(playerThreads.thread_id, threadId), eq(playerThreads.player_id, playerId)));
  return { id: pt.id, player: pt.player_id, thread: pt.thread_id, read_up_to: pt.read_up_to };
}
