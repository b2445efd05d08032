import { and, eq, gt, sql } from 'drizzle-orm';
import { messagingMessages as M, type CommentRecord, type PlayerThreadRecord, type ThreadDetail } from '@rally/domain';
import type { Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { assertAccess } from '../../access/access';
import { enqueue } from '../../integrations/jobs/queue';
import { getClubRow } from '../clubs/club-reads.service';
import { registerClubsOf } from '../members/member-audience.service';
import { clinicParticipants } from '../clinics/clinic-audience.service';
import { findGroups } from './message-groups.service';
import { comments, playerThreads, threadGroups, threads } from './messaging.tables';
import {
  ensurePlayerThread,
  isAdmin,
  isStaff,
  readThreads,
  standingOf,
  THREAD_NOT_FOUND,
  toComments,
  visibleThread,
  visibleThreadsWhere,
  type Ctx,
  type ThreadRow,
} from './thread-records';
import * as clock from '../../clock';

// Threads (spec 2 §3, §4): a message to groups starts one; replies are comments; each reader's
// position is a player thread (read_up_to: the last comment id read). Staff of the Messages area
// see every thread of the club; a member (or a clinic's participant) sees the threads of the groups
// they are in today.

export { THREAD_NOT_FOUND };
/** The job that e-mails a thread's recipients about what is new (messaging.jobs.ts). */
export const NOTIFY_THREAD_JOB = 'messaging.notify';
/** One e-mail per thread and recipient within this quiet period, however many comments arrive. */
export const NOTIFY_QUIET_MS = 10 * 60_000;
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
