import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { webhookReceiptSchema } from './payment.answers';

const tags = ['payments'];

/** Stripe's own calls (docs/payments.md "Stripe"): the signed webhook and the Connect callback. */
export const stripeContract = {
  webhook: endpoint({
    method: 'POST',
    path: '/stripe/webhook/',
    access: 'public',
    // The body is the event's raw bytes (its signature is computed over them): read by the server, not by a schema.
    response: { 200: webhookReceiptSchema },
    summary:
      "Stripe's events, signed (Stripe-Signature, STRIPE_WEBHOOK_SECRET): payment_intent.succeeded / payment_failed, charge.refunded, account.updated; each event applied once",
    tags,
  }),
  connectCallback: endpoint({
    method: 'GET',
    path: '/stripe/connect/callback/',
    access: 'public',
    query: z.object({
      code: z.string().max(500).optional(),
      state: z.string().max(500).optional(),
      error: z.string().max(200).optional(),
      error_description: z.string().max(1000).optional(),
      scope: z.string().max(200).optional(),
    }),
    response: { 302: noContent },
    summary:
      "Where Stripe Connect sends the club's administrator back (code, signed state): records the club's connected account and redirects to the dashboard's Subscription tab",
    tags,
  }),
};
