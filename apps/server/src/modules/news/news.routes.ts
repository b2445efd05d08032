import { newsContract, newsPostContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as news from './news.service';
import * as posts from './news-posts.service';

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

  // News posts (spec 3 §3 "News post"; issue 27).
  route(app, newsPostContract.list, async (req) => {
    const { count, rows } = await posts.listNewsPosts({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, newsPostContract.create, async (req) => posts.createNewsPost({ ctx: ctxOf(req), input: req.body }));
  route(app, newsPostContract.update, async (req) =>
    posts.updateNewsPost({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, newsPostContract.remove, async (req) => posts.deleteNewsPost({ ctx: ctxOf(req), id: req.params.id }));
}
