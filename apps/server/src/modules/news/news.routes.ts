import { newsItemSchema } from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, pageQuerySchema, toPage } from '../../http/paging';
import * as news from './news.service';

const tags = ['news'];

export async function newsRoutes(app: App) {
  app.get('/news/', {
    config: { access: 'user' },
    schema: { tags, summary: 'Published news, newest first', querystring: pageQuerySchema, response: { 200: pageOf(newsItemSchema) } },
  }, async (req) => {
    const { count, rows } = await news.listPublishedNews({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
}
