import { count, desc, eq } from 'drizzle-orm';
import type { NewsItem } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { pageWindow, type PageQuery } from '../../http/paging';
import { newsItems } from './news.tables';

type Ctx = Pick<ServiceContext, 'db'>;

/** GET /api/news/: published news, newest first. */
export async function listPublishedNews({ ctx, input }: { ctx: Ctx; input: PageQuery }) {
  const where = eq(newsItems.status, 'P');
  const [{ total }] = await ctx.db.select({ total: count() }).from(newsItems).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select()
    .from(newsItems)
    .where(where)
    .orderBy(desc(newsItems.created), desc(newsItems.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows: rows.map((row): NewsItem => ({ ...row, created: row.created.toISOString() })) };
}
