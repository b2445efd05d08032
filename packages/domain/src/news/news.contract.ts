import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { recordId } from '../validation/ids';
import {
  createNewsItemSchema,
  newsInvalidReason,
  newsItemSchema,
  newsNotFound,
  updateNewsItemSchema,
} from './news.schema';

const tags = ['news'];
const params = z.object({ id: recordId() });
const record = { area: 'messages', club: 'record', table: 'news_items', notFound: newsNotFound } as const;
const example = {
  club: 1,
  title: 'Club championships',
  summary: 'Entries open on Monday.',
  url: 'https://example.org/championships',
  status: 'P',
};

/** The news endpoints (spec 3 §3, §7). */
export const newsContract = {
  list: endpoint({
    method: 'GET',
    path: '/news/',
    access: 'user',
    query: pageQuerySchema.extend({
      club: recordId('club is required').optional(),
      manage: z
        .enum(['true', 'false', 'True', 'False'], { error: 'Must be true or false' })
        .transform((v) => v.toLowerCase() === 'true')
        .optional(),
    }),
    response: { 200: pageOf(newsItemSchema) },
    summary:
      "News, newest first: Rally's and the caller's clubs' published items; ?club one club's; ?club&manage=true all of a club's items for its AGENT and COMMUNCIATIONS",
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/news/',
    access: { area: 'messages', club: 'body' },
    invalidReason: newsInvalidReason,
    body: createNewsItemSchema.meta({ examples: [example] }),
    response: { 201: newsItemSchema },
    summary: "A club's news item (AGENT or COMMUNCIATIONS)",
    tags,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/news/:id/',
    access: record,
    invalidReason: newsInvalidReason,
    params,
    body: updateNewsItemSchema.meta({ examples: [{ status: 'D' }] }),
    response: { 200: newsItemSchema },
    summary: "Change a club's news item",
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/news/:id/',
    access: record,
    params,
    response: { 204: noContent },
    summary: "Delete a club's news item",
    tags,
  }),
};
