import { z } from 'zod';
import {
  newsletterChangesSchema,
  newsletterFields,
  newsletterImageRecordSchema,
  newsletterImageSchema,
  newsletterMessages as N,
  newsletterRecipientSchema,
  newsletterRecordSchema,
  deliveryStatuses,
  sendNewsletterSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, toPage } from '../../http/paging';
import { clubParam, clubQuery, detailSchema, idParams } from '../../http/route-parts';
import * as service from './newsletters.service';

const tags = ['newsletters'];
const staffRecord = { area: 'messages', club: 'record', table: 'newsletters', notFound: N.notFound } as const;

export async function newslettersRoutes(app: App) {
  app.get(
    '/newsletter/',
    {
      config: { access: { area: 'messages', member: true, club: 'query' } },
      schema: {
        tags,
        summary: "The club's newsletters, newest first (a member: the sent ones), each with its delivery progress",
        querystring: clubQuery,
        response: { 200: pageOf(newsletterRecordSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await service.listNewsletters({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/newsletter/',
    {
      config: { access: { area: 'messages', club: 'body' } },
      schema: {
        tags,
        summary: 'A newsletter draft; its HTML is sanitised (allow-list) before it is stored',
        body: z.object(newsletterFields).extend({ club: clubParam }),
        response: { 201: newsletterRecordSchema },
      },
    },
    async (req, reply) => {
      const { club, ...body } = req.body;
      return reply.code(201).send(await service.createNewsletter({ ctx: ctxOf(req), input: { club, body } }));
    },
  );

  app.get(
    '/newsletter/:id/',
    {
      config: { access: { ...staffRecord, member: true } },
      schema: {
        tags,
        summary: 'A newsletter (a member: a sent one)',
        params: idParams,
        response: { 200: newsletterRecordSchema },
      },
    },
    async (req) => service.getNewsletter({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.patch(
    '/newsletter/:id/',
    {
      config: { access: staffRecord },
      schema: {
        tags,
        summary: 'Change a draft or scheduled newsletter',
        params: idParams,
        body: newsletterChangesSchema,
        response: { 200: newsletterRecordSchema },
      },
    },
    async (req) => service.updateNewsletter({ ctx: ctxOf(req), input: { id: req.params.id, changes: req.body } }),
  );

  app.delete(
    '/newsletter/:id/',
    {
      config: { access: staffRecord },
      schema: { tags, summary: 'Remove a newsletter (not while it is being sent)', params: idParams },
    },
    async (req, reply) => {
      await service.deleteNewsletter({ ctx: ctxOf(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.post(
    '/newsletter/:id/send/',
    {
      config: { access: staffRecord },
      schema: {
        tags,
        summary: 'Send now, or schedule at send_at: recipients are resolved when sending starts',
        params: idParams,
        body: sendNewsletterSchema,
        response: { 200: newsletterRecordSchema },
      },
    },
    async (req) => service.sendNewsletter({ ctx: ctxOf(req), input: { id: req.params.id, send_at: req.body.send_at } }),
  );

  app.post(
    '/newsletter/:id/test/',
    {
      config: { access: staffRecord },
      schema: {
        tags,
        summary: "Send the newsletter to the caller's own e-mail address",
        params: idParams,
        response: { 200: detailSchema },
      },
    },
    async (req) => service.sendTest({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.get(
    '/newsletter/:id/recipients/',
    {
      config: { access: staffRecord },
      schema: {
        tags,
        summary:
          "Each recipient's delivery: queued, sent, failed (with the reason) or skipped (unsubscribed, no e-mail)",
        params: idParams,
        querystring: clubQuery.omit({ club: true }).extend({ status: z.enum(deliveryStatuses).optional() }),
        response: { 200: pageOf(newsletterRecipientSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await service.listRecipients({
        ctx: ctxOf(req),
        input: { ...req.query, id: req.params.id },
      });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/newsletterimage/',
    {
      config: { access: { area: 'messages', club: 'body' } },
      // 2 MB of image is about 2.7 MB of base64.
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Upload an image for newsletters (PNG, JPEG, GIF or WebP, at most 2 MB; data in base64): answers src (the path the HTML holds) and url (absolute)',
        body: newsletterImageSchema
          .extend({ club: clubParam })
          .meta({ examples: [{ club: 1, name: 'dot.gif', data: 'R0lGODlhAQABAAAAACw=' }] }),
        response: { 201: newsletterImageRecordSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await service.uploadImage({
          ctx: ctxOf(req),
          input: { club: req.body.club, name: req.body.name ?? '', data: req.body.data },
        }),
      ),
  );

  app.get(
    '/newsletterimage/:key/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'An uploaded newsletter image (public: mail clients load it; the key is the secret); cached for a year, it never changes',
        params: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, N.imageNotFound) }),
      },
    },
    async (req, reply) => {
      const image = await service.readImage(ctxOf(req).db, req.params.key);
      return reply
        .header('content-type', image.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(image.bytes);
    },
  );

  // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form.
  await app.register(async (plain) => {
    const scope = plain as unknown as App;
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, { form: body }),
    );
    scope.post(
      '/newsletter/unsubscribe/',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "Unsubscribe the address of a newsletter's link from the club's newsletters (one click)",
          querystring: z.object({ token: z.string().min(10).max(100) }),
          response: { 200: detailSchema },
        },
      },
      async (req) => service.unsubscribe(ctxOf(req).db, req.query.token),
    );
  });
}
