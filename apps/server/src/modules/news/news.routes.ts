import { newsContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as news from './news.service';

export async function newsRoutes(app: App) {
  route(app, newsContract.list, async (req) => {
    const { count, rows } = await news.listNews({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, newsContract.create, async (req) => news.createNewsItem({ ctx: ctxOf(req), input: req.body }));
  route(app, newsContract.update, async (req) =>
    news.updateNewsItem({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, newsContract.remove, async (req) => news.deleteNewsItem({ ctx: ctxOf(req), id: req.params.id }));
}
