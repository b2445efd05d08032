import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  canEnter,
  messagingMessages as M,
  type CommentRecord,
  type PlayerThreadRecord,
  type ThreadDetail,
  type ThreadRecord,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { assertAccess } from '../../access/access';
import { findClubStanding, type Standing } from '../../access/standing';
import { enqueue } from '../../integrations/jobs/queue';
import { namesAndEmailsOf } from '../players/people.service';
import { getClubRow } from '../clubs/club-reads.service';
import { registerClubsOf } from '../members/member-audience.service';
import { clinicParticipants } from '../clinics/clinic-audience.service';
import { findGroups, groupsOfPlayer } from './message-groups.service';
import { comments, messageGroups, playerThreads, threadGroups, threads } from './messaging.tables';
import * as clock from '../../clock';

// Threads (spec 2 §3, §4): a message to groups starts one; replies are comments; each reader's
// position is a player thread (read_up_to: the last comment id read). Staff of the Messages area
// see every thread of the club; a member (or a clinic's participant) sees the threads of the groups
// they are in today.

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;
type ThreadRow = typeof threads.$inferSelect;
type CommentRow = typeof comments.$inferSelect;

export const THREAD_NOT_FOUND = M.threadNotFound;
/** The job that e-mails a thread's recipients about what is new (messaging.jobs.ts). */
export const NOTIFY_THREAD_JOB = 'messaging.notify';
/** One e-mail per thread and recipient within this quiet period, however many comments arrive. */
export const NOTIFY_QUIET_MS = 10 * 60_000;

async function standingOf(ctx: Ctx, clubId: number): Promise<Standing> {
  const cached = ctx.standings?.get(clubId);
  if (cached) return cached;
  const standing = await findClubStanding(ctx.db, clubId, ctx.actor!.playerId);
  ctx.standings?.set(clubId, standing);
  return standing;
}

const isStaff = (s: Standing) => s.clubExists && canEnter('messages', s);
const isAdmin = (s: Standing) => s.clubExists && s.adminStatus === 'A';

/** Who may see a thread: staff of the area, or a member of one of its groups. */
async function visibleThreadsWhere(ctx: Ctx, clubId: number): Promise<SQL | undefined> {
  const standing = await standingOf(ctx, clubId);
  const base = eq(threads.club_id, clubId);
  if (isStaff(standing)) return base;
  const groups = await groupsOfPlayer(ctx.db, clubId, ctx.actor!.playerId);
  return and(
    base,
    sql`(${threads.player_id} = ${ctx.actor!.playerId} or exists (select 1 from ${threadGroups} tg where tg.thread_id = ${threads}.id and tg.group_id = any(${sql.param(groups.length ? groups : [0])}::int[])))`,
  );
}

async function toComments(db: Db | Tx, clubName: string, rows: CommentRow[]): Promise<CommentRecord[]> {
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
async function readThreads(
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

/** GET /api/thread/?club: the threads the caller may read, latest activity first, with unread counts. */
export async function listThreads({ ctx, input }: { ctx: Ctx; input: PageQuery & { club: number } }) {
  await assertAccess(ctx, input.club, { area: 'messages', member: true, player: true });
  const where = await visibleThreadsWhere(ctx, input.club);
  const [{ total }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(threads)
    .where(where);
  return { count: Number(total), rows: await readThreads(ctx, input.club, where, pageWindow(input)) };
}

/** A thread the caller may read, or its 404 (another club's, or a group they are not in). */
async function visibleThread(ctx: Ctx, id: number): Promise<{ row: ThreadRow; standing: Standing }> {
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

async function ensurePlayerThread(
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

/** GET /api/thread/{id}/: the thread with every comment and the caller's player thread (made on first read). */
export async function getThread({ ctx, id }: { ctx: Ctx; id: number }): Promise<ThreadDetail> {
  const { row } = await visibleThread(ctx, id);
  const playerThread = await ensurePlayerThread(ctx.db, row.club_id, row.id, ctx.actor!.playerId);
  const [summary] = await readThreads(ctx, row.club_id, eq(threads.id, row.id));
  const club = await getClubRow(ctx.db, row.club_id);
  const rows = await ctx.db.select().from(comments).where(eq(comments.thread_id, row.id)).orderBy(comments.id);
  return { ...summary, player_thread: playerThread, comment_set: await toComments(ctx.db, club.name, rows) };
}

/** Queues the e-mail about a thread's news: one job per thread and quiet period (the key). */
async function queueNotice(tx: Tx, threadId: number, now: Date, first: boolean) {
  if (first) {
    await enqueue(tx, NOTIFY_THREAD_JOB, { threadId }, { key: `thread-notify:${threadId}:start`, runAt: now });
    return;
  }
  const bucket = Math.floor(now.getTime() / NOTIFY_QUIET_MS);
  await enqueue(
    tx,
    NOTIFY_THREAD_JOB,
    { threadId },
    { key: `thread-notify:${threadId}:${bucket}`, runAt: new Date((bucket + 1) * NOTIFY_QUIET_MS) },
  );
}

async function addComment(
  tx: Tx,
  thread: Pick<ThreadRow, 'id' | 'club_id'>,
  playerId: number,
  fromClub: boolean,
  text: string,
) {
  const [comment] = await tx
    .insert(comments)
    .values({ club_id: thread.club_id, thread_id: thread.id, player_id: playerId, from_club: fromClub, text })
    .returning();
  await tx
    .update(threads)
    .set({ last_activity: sql`greatest(${threads.last_activity}, ${comment.stamp.toISOString()}::timestamptz)` })
    .where(eq(threads.id, thread.id));
  // The author has read what they wrote.
  await tx
    .insert(playerThreads)
    .values({ club_id: thread.club_id, thread_id: thread.id, player_id: playerId, read_up_to: comment.id })
    .onConflictDoUpdate({
      target: [playerThreads.player_id, playerThreads.thread_id],
      set: { read_up_to: sql`greatest(${playerThreads.read_up_to}, excluded.read_up_to)` },
    });
  return comment;
}

/** POST /api/thread/: a message to groups starts a thread (its first comment is the message). */
export async function startThread({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; subject: string; text: string; group_set: number[] };
}): Promise<ThreadDetail> {
  await assertAccess(ctx, input.club, { area: 'messages' });
  const standing = await standingOf(ctx, input.club);
  const groupIds = [...new Set(input.group_set)];
  const groups = await findGroups(ctx.db, input.club, groupIds);
  if (groups.length !== groupIds.length) throw invalid(M.groupsOfClub, { group_set: [M.groupsOfClub] });
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(threads)
      .values({ club_id: input.club, player_id: ctx.actor!.playerId, subject: input.subject })
      .returning();
    await tx
      .insert(threadGroups)
      .values(groupIds.map((g) => ({ club_id: input.club, thread_id: row.id, group_id: g })));
    await addComment(tx, row, ctx.actor!.playerId, isAdmin(standing), input.text);
    await queueNotice(tx, row.id, clock.now(), true);
    return row.id;
  });
  return getThread({ ctx, id });
}

/** POST /api/comment/ (thread, player, text): a reply; members only where the thread allows responses. */
export async function postComment({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { thread: number; player?: number | null; text: string };
}): Promise<CommentRecord> {
  if (input.player != null && input.player !== ctx.actor!.playerId)
    throw invalid(M.notYourself, { player: [M.notYourself] });
  const { row, standing } = await visibleThread(ctx, input.thread);
  if (!isStaff(standing)) {
    const [summary] = await readThreads(ctx, row.club_id, eq(threads.id, row.id));
    if (!summary.allow_response) throw invalid(M.noReplies);
  }
  const comment = await ctx.db.transaction(async (tx) => {
    // The thread is locked so comments and last_activity move in one order.
    await tx.select({ id: threads.id }).from(threads).where(eq(threads.id, row.id)).for('update');
    const created = await addComment(tx, row, ctx.actor!.playerId, isAdmin(standing), input.text);
    await queueNotice(tx, row.id, created.stamp, false);
    return created;
  });
  const club = await getClubRow(ctx.db, row.club_id);
  return (await toComments(ctx.db, club.name, [comment]))[0];
}

/** GET /api/comment/new/{thread}/: comments after the caller's read_up_to (or after `after`). */
export async function newComments({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { thread: number; after?: number };
}): Promise<CommentRecord[]> {
  const { row } = await visibleThread(ctx, input.thread);
  let after = input.after;
  if (after === undefined) {
    const [pt] = await ctx.db
      .select({ read: playerThreads.read_up_to })
      .from(playerThreads)
      .where(and(eq(playerThreads.thread_id, row.id), eq(playerThreads.player_id, ctx.actor!.playerId)));
    after = pt?.read ?? 0;
  }
  const rows = await ctx.db
    .select()
    .from(comments)
    .where(and(eq(comments.thread_id, row.id), gt(comments.id, after)))
    .orderBy(comments.id)
    .limit(500);
  const club = await getClubRow(ctx.db, row.club_id);
  return toComments(ctx.db, club.name, rows);
}

/** PATCH /api/playerthread/{id}/ with read_up_to: the caller's own position; it never moves back. */
export async function markRead({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; read_up_to: number };
}): Promise<PlayerThreadRecord> {
  const [pt] = await ctx.db.select().from(playerThreads).where(eq(playerThreads.id, input.id));
  if (!pt || pt.player_id !== ctx.actor!.playerId) throw notFound(M.playerThreadNotFound);
  await assertAccess(ctx, pt.club_id, {
    area: 'messages',
    member: true,
    player: true,
    notFound: M.playerThreadNotFound,
  });
  // One statement: two tabs marking at once can only move it forward, never past the last comment.
  const [updated] = await ctx.db
    .update(playerThreads)
    .set({
      read_up_to: sql`greatest(${playerThreads.read_up_to}, least(${input.read_up_to}, coalesce((select max(c.id) from ${comments} c where c.thread_id = ${playerThreads}.thread_id), 0)))`,
    })
    .where(eq(playerThreads.id, pt.id))
    .returning();
  return { id: updated.id, player: updated.player_id, thread: updated.thread_id, read_up_to: updated.read_up_to };
}

/** The unread comments of the caller across the club's threads they may read (the inbox badge). */
export async function unreadCount(ctx: Ctx, clubId: number): Promise<number> {
  const where = await visibleThreadsWhere(ctx, clubId);
  const me = ctx.actor!.playerId;
  const [{ n }] = await ctx.db
    .select({
      n: sql<number>`coalesce(sum((select count(*) from ${comments} c where c.thread_id = ${threads}.id and c.player_id is distinct from ${me}
        and c.id > coalesce((select pt.read_up_to from ${playerThreads} pt where pt.thread_id = ${threads}.id and pt.player_id = ${me}), 0))), 0)::int`,
    })
    .from(threads)
    .where(where);
  return Number(n);
}

/** GET /api/inbox/: the clubs whose messages the caller reads as a member (or a clinic's participant), with their unread counts. */
export async function inboxClubs({
  ctx,
}: {
  ctx: Ctx;
}): Promise<{ club: number; club_name: string; unread: number }[]> {
  const clinicClubs = new Set((await clinicParticipants(ctx.db, { player: ctx.actor!.playerId })).map((p) => p.club));
  const clubIds = [...new Set([...(await registerClubsOf(ctx.db, ctx.actor!.playerId)), ...clinicClubs])];
  const result: { club: number; club_name: string; unread: number }[] = [];
  for (const clubId of clubIds) {
    const standing = await standingOf(ctx, clubId);
    if (!standing.isMember && !(standing.isPlayer && clinicClubs.has(clubId))) continue;
    const club = await getClubRow(ctx.db, clubId);
    result.push({ club: clubId, club_name: club.name, unread: await unreadCount(ctx, clubId) });
  }
  return result.sort((a, b) => a.club_name.localeCompare(b.club_name));
}
