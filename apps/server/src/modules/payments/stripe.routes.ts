import { stripeContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { connectCallback } from './stripe-connect.service';
import { receiveStripeWebhook } from './stripe.service';

/**
 * Stripe's own calls (docs/payments.md "Stripe"): the signed webhook and the Connect callback.
 * Registered as a plugin of its own so that the webhook's JSON body stays raw bytes here (the
 * signature is computed over them) while every other route keeps the app's JSON parser.
 */
export async function stripeRoutes(app: App) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(app, c.webhook, async (req) => {
    const signature = req.headers['stripe-signature'];
    const body: unknown = req.body;
    const rawBody = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : '');
    return receiveStripeWebhook({
      ctx: ctxOf(req),
      rawBody,
      signature: typeof signature === 'string' ? signature : undefined,
    });
  });

  route(app, c.connectCallback, async (req, reply) =>
    reply.redirect(await connectCallback({ ctx: ctxOf(req), query: req.query }), 302),
  );
}
