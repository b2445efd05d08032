import { z } from 'zod';
import type { App } from '../../http/route-helpers';
import { ctxOf } from '../../http/route-helpers';
import { connectCallback, receiveStripeWebhook } from './stripe.service';

const tags = ['payments'];

/**
 * Stripe's own calls (docs/payments.md "Stripe"): the signed webhook and the Connect callback.
 * Registered as a plugin of its own so that the webhook's JSON body stays raw bytes here (the
 * signature is computed over them) while every other route keeps the app's JSON parser.
 */
export async function stripeRoutes(app: App) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "Stripe's events, signed (Stripe-Signature, STRIPE_WEBHOOK_SECRET): payment_intent.succeeded / payment_failed, charge.refunded, account.updated; each event applied once",
        hide: false,
      },
    },
    async (req) => {
      const signature = req.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === 'string' ? req.body : '');
      return receiveStripeWebhook({
        ctx: ctxOf(req),
        rawBody,
        signature: typeof signature === 'string' ? signature : undefined,
      });
    },
  );

  app.get(
    '/stripe/connect/callback/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "Where Stripe Connect sends the club's administrator back (code, signed state): records the club's connected account and redirects to the dashboard's Subscription tab",
        querystring: z.object({
          code: z.string().max(500).optional(),
          state: z.string().max(500).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(1000).optional(),
          scope: z.string().max(200).optional(),
        }),
      },
    },
    async (req, reply) => reply.redirect(await connectCallback({ ctx: ctxOf(req), query: req.query }), 302),
  );
}
