import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { newsNotFound, type CreateNewsItem, type NewsItem, type UpdateNewsItem } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { notFound, unauthorized } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { clubNamesOf } from '../clubs/player-clubs.service';
import { newsItems } from './news.tables';
import { managedClubOf, readableBy } from './news-readers';

// News (spec 3 §3 "News item", §7 "News and players"; issue 14): Rally's own news (no club) and
// each club's, written by its AGENT or COMMUNCIATIONS (the Messages area). Players read the
// published news of Rally and of the clubs they belong to (follow, on the register, coach, admin).

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'standings'>;
type Row = typeof newsItems.$inferSelect;

const NEWS_NOT_FOUND = newsNotFound;

async function recordsOf(db: Db | Tx, rows: Row[]): Promise<NewsItem[]> {
  const names = await clubNamesOf(
    db,
    rows.flatMap((r) => (r.club_id ? [r.club_id] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    club: row.club_id,
    club_name: row.club_id ? (names.get(row.club_id) ?? '') : null,
    title: row.title,
    summary: row.summary,
    url: row.url,
    status: row.status,
    created: row.created.toISOString(),
  }));
}

async function page(ctx: Ctx, where: SQL | undefined, input: PageQuery) {
  const [{ total }] = await ctx.db.select({ total: count() }).from(newsItems).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select()
    .from(newsItems)
    .where(where)
    .orderBy(desc(newsItems.created), desc(newsItems.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows: await recordsOf(ctx.db, rows) };
}

/**
 * GET /api/news/: the caller's news, newest first: Rally's and their clubs' published items.
 * `club`: one club's published items (its page). `club` with `manage=true`: every item of the
 * club, drafts too, for its AGENT and COMMUNCIATIONS.
 */
export async function listNews({ ctx, input }: { ctx: Ctx; input: PageQuery & { club?: number; manage?: boolean } }) {
  if (!ctx.actor) throw unauthorized();
  const published = eq(newsItems.status, 'P');
  if (input.club !== undefined && input.manage) {
    await assertAccess(ctx, input.club, { area: 'messages' });
    return page(ctx, eq(newsItems.club_id, input.club), input);
  }
  if (input.club !== undefined) return page(ctx, and(published, eq(newsItems.club_id, input.club)), input);
  return page(ctx, and(published, await readableBy(ctx, ctx.actor.playerId, newsItems.club_id)), input);
}

/** POST /api/news/: a news item of the club. */
export async function createNewsItem({ ctx, input }: { ctx: Ctx; input: CreateNewsItem }): Promise<NewsItem> {
  await assertAccess(ctx, input.club, { area: 'messages' });
  const [row] = await ctx.db
    .insert(newsItems)
    .values({
      club_id: input.club,
      author_id: ctx.actor!.playerId,
      title: input.title,
      summary: input.summary,
      url: input.url,
      status: input.status,
    })
    .returning();
  return (await recordsOf(ctx.db, [row]))[0];
}

async function clubItem(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select({ club: newsItems.club_id }).from(newsItems).where(eq(newsItems.id, id));
  return managedClubOf(ctx, row, NEWS_NOT_FOUND);
}

/** PATCH /api/news/{id}/: change a club's item (read and locked in the transaction). */
export async function updateNewsItem({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: UpdateNewsItem };
}): Promise<NewsItem> {
  const club = await clubItem(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsItems)
      .where(and(eq(newsItems.id, input.id), eq(newsItems.club_id, club)))
      .for('update');
    if (!row) throw notFound(NEWS_NOT_FOUND);
    const [saved] = await tx.update(newsItems).set(input.body).where(eq(newsItems.id, row.id)).returning();
    return (await recordsOf(tx, [saved]))[0];
  });
}

/** DELETE /api/news/{id}/. */
export async function deleteNewsItem({ ctx, id }: { ctx: Ctx; id: number }) {
  const club = await clubItem(ctx, id);
  await ctx.db.delete(newsItems).where(and(eq(newsItems.id, id), eq(newsItems.club_id, club)));
}
