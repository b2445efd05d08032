import { z } from 'zod';

/** News status: D draft, P published. Players only ever see published items. */
export const newsStatuses = ['D', 'P'] as const;

/** A news item in the players' list: GET /api/news/ (`created` is an ISO 8601 instant). */
export const newsItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
  status: z.enum(newsStatuses),
  created: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
