import { z } from 'zod';
import { recordId } from '../validation/ids';

/** News status: D draft, P published. Players only ever see published items. */
export const newsStatuses = ['D', 'P'] as const;

/** A news item in the players' list: GET /api/news/ (`created` is an ISO 8601 instant). */
export const newsItemSchema = z.object({
  id: z.number(),
  /** The club whose news it is; null for Rally's own. */
  club: z.number().nullable(),
  club_name: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
  status: z.enum(newsStatuses),
  created: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** The news item URL rule (spec 3 §5): http:// or https://, or a path on this host ('/news/…'). */
export const newsUrlMessage =
  'Enter a link that starts with http:// or https://, or a path on this site that starts with /';
export const isNewsUrl = (url: string) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url);

/** The 404 of a news item that is missing or another club's. */
export const newsNotFound = 'News item not found.';

/** The store's refusal of a news item. */
export const newsInvalidReason = 'Invalid news item';

/** POST /api/news/ (a club's AGENT or COMMUNCIATIONS): a news item of the club. */
export const createNewsItemSchema = z.object({
  club: recordId('club is required'),
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Must be at most 200 characters'),
  summary: z
    .string({ error: 'Summary is required' })
    .trim()
    .min(1, 'Summary is required')
    .max(2000, 'Must be at most 2000 characters'),
  url: z
    .string({ error: 'A link is required' })
    .trim()
    .min(1, 'A link is required')
    .max(2000, 'Must be at most 2000 characters')
    .refine(isNewsUrl, newsUrlMessage),
  status: z.enum(newsStatuses, { error: 'Status is D (draft) or P (published)' }).default('P'),
});
export type CreateNewsItem = z.infer<typeof createNewsItemSchema>;
export type CreateNewsItemInput = z.input<typeof createNewsItemSchema>;

/** A PATCH of a news item with none of its fields. */
export const newsNothingToChange = 'Nothing to change: send at least one of title, summary, url and status.';

/** PATCH /api/news/{id}/: any of the fields, at least one (an empty UPDATE is no statement at all). */
export const updateNewsItemSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200, 'Must be at most 200 characters').optional(),
    summary: z.string().trim().min(1, 'Summary is required').max(2000, 'Must be at most 2000 characters').optional(),
    url: z
      .string()
      .trim()
      .min(1, 'A link is required')
      .max(2000, 'Must be at most 2000 characters')
      .refine(isNewsUrl, newsUrlMessage)
      .optional(),
    status: z.enum(newsStatuses, { error: 'Status is D (draft) or P (published)' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: newsNothingToChange });
export type UpdateNewsItem = z.infer<typeof updateNewsItemSchema>;
