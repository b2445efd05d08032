import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { recordId } from '../validation/ids';
import { createNewsPostSchema, newsPostMessages, newsPostSchema, updateNewsPostSchema } from './news-post.schema';

const tags = ['news'];
const params = z.object({ id: recordId() });
// Who may write a post is who may write a news item: the club's AGENT and COMMUNCIATIONS (Messages).
const record = { area: 'messages', club: 'record', table: 'news_posts', notFound: newsPostMessages.notFound } as const;
const example = {
  club: 1,
  headline: 'Court 3 reopens in red clay',
  text: 'Court 3 is back after its resurfacing.\n\nBook it from Monday: the first week is at off-peak rates.',
  readmore: null,
  thumb: 'https://example.org/court-3.jpg',
  status: 'P',
};

/** The news post endpoints (spec 3 §3 "News post"; the paths are the project's, the spec shows none). */
export const newsPostContract = {
  list: endpoint({
    method: 'GET',
    path: '/newspost/',
    access: 'user',
    query: pageQuerySchema.extend({
      club: recordId('club is required').optional(),
      manage: z
        .enum(['true', 'false', 'True', 'False'], { error: 'Must be true or false' })
        .transform((v) => v.toLowerCase() === 'true')
        .optional(),
    }),
    response: { 200: pageOf(newsPostSchema) },
    summary:
      "News posts, newest first: Rally's and the caller's clubs' published posts (by stamp); ?club one club's; ?club&manage=true all of a club's posts, drafts first, for its AGENT and COMMUNCIATIONS",
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/newspost/',
    access: { area: 'messages', club: 'body' },
    invalidReason: newsPostMessages.invalid,
    body: createNewsPostSchema.meta({ examples: [example] }),
    response: { 201: newsPostSchema },
    summary: "A club's news post (AGENT or COMMUNCIATIONS); published (status P) it is stamped with the server's time",
    tags,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/newspost/:id/',
    access: record,
    invalidReason: newsPostMessages.invalid,
    params,
    body: updateNewsPostSchema.meta({ examples: [{ status: 'P' }] }),
    response: { 200: newsPostSchema },
    summary: "Change a club's news post; publishing a draft stamps it with the server's time",
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/newspost/:id/',
    access: record,
    params,
    response: { 204: noContent },
    summary: "Delete a club's news post",
    tags,
  }),
};
