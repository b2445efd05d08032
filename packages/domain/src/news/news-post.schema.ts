import { z } from 'zod';
import { uploadedNewsletterImage } from '../messaging/newsletter-html';
import { recordId } from '../validation/ids';
import { isNewsUrl, newsStatuses, newsUrlMessage } from './news.schema';

// A news post (spec 3 §3 "News post: text, stamp, headline, readmore, firstline, thumb"; issue 27):
// a club's story told in Rally itself, where a news item is a card linking elsewhere. The spec
// shows no screens or rules for it; the decisions are in docs/news.md.

/** A post's headline: at most this many characters (a line on a phone's card). */
export const NEWS_POST_HEADLINE_MAX = 120;
/** A post's text: at most this many characters. */
export const NEWS_POST_TEXT_MAX = 20_000;
/** The first line as the list shows it: at most this many characters, cut at a word. */
export const NEWS_POST_FIRSTLINE_MAX = 200;

/** The messages of news posts. */
export const newsPostMessages = {
  notFound: 'News post not found.',
  invalid: 'Invalid news post',
  headlineRequired: 'Headline is required',
  headlineLength: `Keep the headline to ${NEWS_POST_HEADLINE_MAX} characters`,
  textRequired: 'Text is required',
  textLength: 'Keep the text to 20,000 characters',
  thumb: 'The picture must be an uploaded image or an address that starts with https://',
  nothingToChange: 'Nothing to change: send at least one of headline, text, readmore, thumb and status.',
} as const;

/**
 * The first line of a post's text (the list's teaser): its first non-blank line, cut at a word
 * before NEWS_POST_FIRSTLINE_MAX characters with an ellipsis.
 */
export function firstLineOf(text: string): string {
  const line = text
    .split(/\r?\n/)
    .map((l) => l.trim().replace(/\s+/g, ' '))
    .find((l) => l.length > 0);
  if (!line) return '';
  if (line.length <= NEWS_POST_FIRSTLINE_MAX) return line;
  const cut = line.slice(0, NEWS_POST_FIRSTLINE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > NEWS_POST_FIRSTLINE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** True when the text says more than its first line (the list then offers "Read more"). */
export const hasMoreThanFirstLine = (text: string) => {
  const first = firstLineOf(text);
  return first.endsWith('…') || text.trim().replace(/\s+/g, ' ').length > first.length;
};

/** A thumbnail: an image uploaded for the club (as newsletters take them) or an https address. */
export const isNewsThumb = (thumb: string) =>
  uploadedNewsletterImage.test(thumb) || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(thumb);

/** A news post as GET /api/newspost/ answers it (`stamp`: when it was published, null while a draft). */
export const newsPostSchema = z.object({
  id: z.number(),
  /** The club whose post it is; null for Rally's own. */
  club: z.number().nullable(),
  club_name: z.string().nullable(),
  headline: z.string(),
  text: z.string(),
  /** The text's first line, cut for the list (firstLineOf). */
  firstline: z.string(),
  /** A link to read further (another site or a page of Rally), or null. */
  readmore: z.string().nullable(),
  /** The thumbnail's address (an uploaded image's path or https), or null. */
  thumb: z.string().nullable(),
  status: z.enum(newsStatuses),
  stamp: z.string().nullable(),
  created: z.string(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

const headline = z
  .string({ error: newsPostMessages.headlineRequired })
  .trim()
  .min(1, newsPostMessages.headlineRequired)
  .max(NEWS_POST_HEADLINE_MAX, newsPostMessages.headlineLength);
const text = z
  .string({ error: newsPostMessages.textRequired })
  .trim()
  .min(1, newsPostMessages.textRequired)
  .max(NEWS_POST_TEXT_MAX, newsPostMessages.textLength);
// Empty text clears an optional field (the form sends what its box holds).
const readmore = z
  .string({ error: newsUrlMessage })
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .refine((v) => v === '' || isNewsUrl(v), newsUrlMessage)
  .transform((v) => v || null)
  .nullable();
const thumb = z
  .string({ error: newsPostMessages.thumb })
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .refine((v) => v === '' || isNewsThumb(v), newsPostMessages.thumb)
  .transform((v) => v || null)
  .nullable();
const status = z.enum(newsStatuses, { error: 'Status is D (draft) or P (published)' });

/** POST /api/newspost/ (a club's AGENT or COMMUNCIATIONS): a post of the club. */
export const createNewsPostSchema = z.object({
  club: recordId('club is required'),
  headline,
  text,
  readmore: readmore.optional().transform((v) => v ?? null),
  thumb: thumb.optional().transform((v) => v ?? null),
  status: status.default('D'),
});
export type CreateNewsPost = z.infer<typeof createNewsPostSchema>;
export type CreateNewsPostInput = z.input<typeof createNewsPostSchema>;

/** PATCH /api/newspost/{id}/: any of the fields, at least one. */
export const updateNewsPostSchema = z
  .object({
    headline: headline.optional(),
    text: text.optional(),
    readmore: readmore.optional(),
    thumb: thumb.optional(),
    status: status.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: newsPostMessages.nothingToChange,
  });
export type UpdateNewsPost = z.infer<typeof updateNewsPostSchema>;
export type UpdateNewsPostInput = z.input<typeof updateNewsPostSchema>;
