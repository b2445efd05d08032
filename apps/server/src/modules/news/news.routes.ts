import { z } from 'zod';
import { createNewsItemSchema, newsInvalidReason, newsItemSchema, recordId, updateNewsItemSchema } from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, pageQuerySchema, toPage } from '../../http/paging';
import * as news from './news.service';

const tags = ['news'];
const idParams = z.object({ id: recordId() });
const record = { area: 'messages', club: 'record', table: 'news_items', notFound: news.NEWS_NOT_FOUND } as const;
const listQuery = pageQuerySchema.extend({
  club: recordId('club is required').optional(),
  manage: z
    .enum(['true', 'false', 'True', 'False'], { error: 'Must be true or false' })
    .transform((v) => v.toLowerCase() === 'true')
    .optional(),
});
const example = {
  club: 1,
  title: 'Club championships',
  summary: 'Entries open on Monday.',
  url: 'https://example.org/championships',
  status: 'P',
};

export async function newsRoutes(app: App) {
  app.get(
    '/news/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "News, newest first: Rally's and the caller's clubs' published items; ?club one club's; ?club&manage=true all of a club's items for its AGENT and COMMUNCIATIONS",
        querystring: listQuery,
        response: { 200: pageOf(newsItemSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await news.listNews({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/news/',
    {
      config: { access: { area: 'messages', club: 'body' }, invalidReason: newsInvalidReason },
      schema: {
        tags,
        summary: "A club's news item (AGENT or COMMUNCIATIONS)",
        body: createNewsItemSchema.meta({ examples: [example] }),
      },
    },
    async (req, reply) => reply.code(201).send(await news.createNewsItem({ ctx: ctxOf(req), input: req.body })),
  );

  app.patch(
    '/news/:id/',
    {
      config: { access: record, invalidReason: newsInvalidReason },
      schema: {
        tags,
        summary: "Change a club's news item",
        params: idParams,
        body: updateNewsItemSchema.meta({ examples: [{ status: 'D' }] }),
      },
    },
    async (req) => news.updateNewsItem({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.delete(
    '/news/:id/',
    {
      config: { access: record },
      schema: { tags, summary: "Delete a club's news item", params: idParams },
    },
    async (req, reply) => {
      await news.deleteNewsItem({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );
}
