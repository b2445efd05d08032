import { newslettersContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as delivery from './newsletter-delivery.service';
import * as images from './newsletter-images.service';
import * as service from './newsletters.service';

/** Club newsletters, their images and the one-click unsubscribe; newslettersContract declares them. */
export async function newslettersRoutes(app: App) {
  route(app, c.list, async (req) => {
    const { count, rows } = await service.listNewsletters({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, c.create, async (req) => {
    const { club, ...body } = req.body;
    return service.createNewsletter({ ctx: ctxOf(req), input: { club, body } });
  });
  route(app, c.get, async (req) => service.getNewsletter({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.update, async (req) =>
    service.updateNewsletter({ ctx: ctxOf(req), input: { id: req.params.id, changes: req.body } }),
  );
  route(app, c.remove, async (req) => {
    await service.deleteNewsletter({ ctx: ctxOf(req), id: req.params.id });
  });
  route(app, c.send, async (req) =>
    service.sendNewsletter({ ctx: ctxOf(req), input: { id: req.params.id, send_at: req.body.send_at } }),
  );
  route(app, c.sendTest, async (req) => service.sendTest({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.recipients, async (req) => {
    const { count, rows } = await service.listRecipients({
      ctx: ctxOf(req),
      input: { ...req.query, id: req.params.id },
    });
    return toPage(req, req.query, count, rows);
  });

  route(
    app,
    c.uploadImage,
    async (req) =>
      images.uploadImage({
        ctx: ctxOf(req),
        input: { club: req.body.club, name: req.body.name ?? '', data: req.body.data },
      }),
    // 2 MB of image is about 2.7 MB of base64.
    { bodyLimit: 3 * 1024 * 1024 },
  );
  route(app, c.image, async (req, reply) => {
    const image = await images.readImage(ctxOf(req).db, req.params.key);
    return reply
      .header('content-type', image.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(image.bytes);
  });

  // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form.
  await app.register(async (plain) => {
    const scope = plain as unknown as App;
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, { form: body }),
    );
    route(scope, c.unsubscribe, async (req) => delivery.unsubscribe(ctxOf(req).db, req.query.token));
  });
}
