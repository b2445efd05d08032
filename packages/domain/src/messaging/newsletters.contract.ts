import { z } from 'zod';
import { detailResponseSchema } from '../auth/auth.schema';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { clubIdParam, recordId } from '../validation/ids';
import {
  deliveryStatuses,
  newsletterChangesSchema,
  newsletterFields,
  newsletterImageRecordSchema,
  newsletterImageSchema,
  newsletterMessages as N,
  newsletterRecipientSchema,
  newsletterRecordSchema,
  sendNewsletterSchema,
} from './newsletter.schema';

const tags = ['newsletters'];
const params = z.object({ id: recordId() });
const clubParam = clubIdParam();
const staffRecord = { area: 'messages', club: 'record', table: 'newsletters', notFound: N.notFound } as const;

/** Club newsletters (HTML e-mails to message groups or every member), their images and the one-click unsubscribe. */
export const newslettersContract = {
  list: endpoint({
    method: 'GET',
    path: '/newsletter/',
    access: { area: 'messages', member: true, club: 'query' },
    query: pageQuerySchema.extend({ club: clubParam }),
    response: { 200: pageOf(newsletterRecordSchema) },
    summary: "The club's newsletters, newest first (a member: the sent ones), each with its delivery progress",
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/newsletter/',
    access: { area: 'messages', club: 'body' },
    body: z.object(newsletterFields).extend({ club: clubParam }),
    response: { 201: newsletterRecordSchema },
    summary: 'A newsletter draft; its HTML is sanitised (allow-list) before it is stored',
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: '/newsletter/:id/',
    access: { ...staffRecord, member: true },
    params,
    response: { 200: newsletterRecordSchema },
    summary: 'A newsletter (a member: a sent one)',
    tags,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/newsletter/:id/',
    access: staffRecord,
    params,
    body: newsletterChangesSchema,
    response: { 200: newsletterRecordSchema },
    summary: 'Change a draft or scheduled newsletter',
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/newsletter/:id/',
    access: staffRecord,
    params,
    response: { 204: noContent },
    summary: 'Remove a newsletter (not while it is being sent)',
    tags,
  }),
  send: endpoint({
    method: 'POST',
    path: '/newsletter/:id/send/',
    access: staffRecord,
    params,
    body: sendNewsletterSchema,
    response: { 200: newsletterRecordSchema },
    summary: 'Send now, or schedule at send_at: recipients are resolved when sending starts',
    tags,
  }),
  sendTest: endpoint({
    method: 'POST',
    path: '/newsletter/:id/test/',
    access: staffRecord,
    params,
    response: { 200: detailResponseSchema },
    summary: "Send the newsletter to the caller's own e-mail address",
    tags,
  }),
  recipients: endpoint({
    method: 'GET',
    path: '/newsletter/:id/recipients/',
    access: staffRecord,
    params,
    query: pageQuerySchema.extend({ status: z.enum(deliveryStatuses).optional() }),
    response: { 200: pageOf(newsletterRecipientSchema) },
    summary: "Each recipient's delivery: queued, sent, failed (with the reason) or skipped (unsubscribed, no e-mail)",
    tags,
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/newsletterimage/',
    access: { area: 'messages', club: 'body' },
    body: newsletterImageSchema
      .extend({ club: clubParam })
      .meta({ examples: [{ club: 1, name: 'dot.gif', data: 'R0lGODlhAQABAAAAACw=' }] }),
    response: { 201: newsletterImageRecordSchema },
    summary:
      'Upload an image for newsletters (PNG, JPEG, GIF or WebP, at most 2 MB; data in base64): answers src (the path the HTML holds) and url (absolute)',
    tags,
  }),
  // The answer is the image's bytes with its own content-type, which no JSON serializer sees.
  image: endpoint({
    method: 'GET',
    path: '/newsletterimage/:key/',
    access: 'public',
    params: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, N.imageNotFound) }),
    response: { 200: z.string().meta({ description: 'The image (PNG, JPEG, GIF or WebP), in its content-type' }) },
    summary:
      'An uploaded newsletter image (public: mail clients load it; the key is the secret); cached for a year, it never changes',
    tags,
  }),
  // Mail clients POST `List-Unsubscribe=One-Click` as a form (RFC 8058); the server reads it as text.
  unsubscribe: endpoint({
    method: 'POST',
    path: '/newsletter/unsubscribe/',
    access: 'public',
    query: z.object({ token: z.string().min(10).max(100) }),
    response: { 200: detailResponseSchema },
    summary: "Unsubscribe the address of a newsletter's link from the club's newsletters (one click)",
    tags,
  }),
};
