import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { firstLineOf, newsPostMessages, type CreateNewsPost, type NewsPost, type UpdateNewsPost } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import * as clock from '../../clock';
import { notFound, unauthorized } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { clubNamesOf } from '../clubs/player-clubs.service';
import { newsPosts } from './news.tables';
import { managedClubOf, readableBy } from './news-readers';

// News posts (spec 3 §3 "News post"; issue 27): a club's story told in Rally itself: headline,
// text, a thumbnail and a read-more link. The same people write them as news items (the club's
// AGENT and COMMUNCIATIONS, the Messages area) and the same players read them (Rally's own and
// their clubs'). `stamp` is the publication time, from the server's clock: set when a post is
// published (again after being taken down), cleared when it goes back to draft, so a reader's
// list is ordered by when each post reached them.

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;
type Row = typeof newsPosts.$inferSelect;

const NOT_FOUND = newsPostMessages.notFound;

async function recordsOf(db: Db | Tx, rows: Row[]): Promise<NewsPost[]> {
  const names = await clubNamesOf(
    db,
    rows.flatMap((r) => (r.club_id ? [r.club_id] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    club: row.club_id,
    club_name: row.club_id ? (names.get(row.club_id) ?? '') : null,
    headline: row.headline,
    text: row.text,
    firstline: firstLineOf(row.text),
    readmore: row.readmore,
    thumb: row.thumb,
    status: row.status,
    stamp: row.stamp?.toISOString() ?? null,
    created: row.created.toISOString(),
  }));
}

async function page(ctx: Ctx, where: SQL | undefined, order: SQL[], input: PageQuery) {
  const [{ total }] = await ctx.db.select({ total: count() }).from(newsPosts).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select()
    .from(newsPosts)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { count: total, rows: await recordsOf(ctx.db, rows) };
}

const newestPublished = [desc(newsPosts.stamp), desc(newsPosts.id)];

/**
 * GET /api/newspost/: the caller's posts, newest published first: Rally's and their clubs'.
 * `club`: one club's published posts. `club` with `manage=true`: every post of the club, drafts
 * first (newest written first), for its AGENT and COMMUNCIATIONS.
 */
export async function listNewsPosts({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: PageQuery & { club?: number; manage?: boolean };
}) {
  if (!ctx.actor) throw unauthorized();
  const published = eq(newsPosts.status, 'P');
  if (input.club !== undefined && input.manage) {
    await assertAccess(ctx, input.club, { area: 'messages' });
    return page(
      ctx,
      eq(newsPosts.club_id, input.club),
      [asc(newsPosts.status), sql`${newsPosts.stamp} desc nulls first`, desc(newsPosts.created), desc(newsPosts.id)],
      input,
    );
  }
  if (input.club !== undefined) {
    return page(ctx, and(published, eq(newsPosts.club_id, input.club)), newestPublished, input);
  }
  const readable = await readableBy(ctx, ctx.actor.playerId, newsPosts.club_id);
  return page(ctx, and(published, readable), newestPublished, input);
}

/** POST /api/newspost/: a post of the club; published at once, it is stamped now. */
export async function createNewsPost({ ctx, input }: { ctx: Ctx; input: CreateNewsPost }): Promise<NewsPost> {
  await assertAccess(ctx, input.club, { area: 'messages' });
  const [row] = await ctx.db
    .insert(newsPosts)
    .values({
      club_id: input.club,
      author_id: ctx.actor!.playerId,
      headline: input.headline,
      text: input.text,
      readmore: input.readmore,
      thumb: input.thumb,
      status: input.status,
      stamp: input.status === 'P' ? clock.now() : null,
    })
    .returning();
  return (await recordsOf(ctx.db, [row]))[0];
}

async function clubOfPost(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select({ club: newsPosts.club_id }).from(newsPosts).where(eq(newsPosts.id, id));
  return managedClubOf(ctx, row, NOT_FOUND);
}

/** PATCH /api/newspost/{id}/: change a club's post; publishing a draft stamps it, a draft has no stamp. */
export async function updateNewsPost({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: UpdateNewsPost };
}): Promise<NewsPost> {
  const club = await clubOfPost(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsPosts)
      .where(and(eq(newsPosts.club_id, club), eq(newsPosts.id, input.id)))
      .for('update');
    if (!row) throw notFound(NOT_FOUND);
    const { status, ...fields } = input.body;
    const stamp = status === undefined || status === row.status ? {} : { stamp: status === 'P' ? clock.now() : null };
    const [saved] = await tx
      .update(newsPosts)
      .set({ ...fields, ...(status ? { status } : {}), ...stamp })
      .where(and(eq(newsPosts.club_id, club), eq(newsPosts.id, row.id)))
      .returning();
    return (await recordsOf(tx, [saved]))[0];
  });
}

/** DELETE /api/newspost/{id}/. */
export async function deleteNewsPost({ ctx, id }: { ctx: Ctx; id: number }) {
  const club = await clubOfPost(ctx, id);
  await ctx.db.delete(newsPosts).where(and(eq(newsPosts.club_id, club), eq(newsPosts.id, id)));
}
