import { z } from 'zod';
import {
  addPaymentMethodSchema,
  authenticateSchema,
  customerChargeSchema,
  giveCardConsentSchema,
  isoDateText,
  recordId,
  refundSchema,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  verifyCardSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageParam, pageQuerySchema, pageSizeParam, toPage } from '../../http/paging';
import * as consents from './card-consents.service';
import * as customers from './customers.service';
import * as txns from './transactions.service';
import { TRANSACTION_NOT_FOUND } from './payments.service';
import { stripeRoutes } from './stripe.routes';

const tags = ['payments'];
const idParams = z.object({ id: recordId() });

/** A list filter given as repeated parameters or comma-separated: ?status=P,R or ?status=P&status=R. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean),
    z.array(item).max(100).optional(),
  );
const day = isoDateText('Must be a date as YYYY-MM-DD').optional();

// The spec names the club `dest_club`; the access guard reads `club`, which the hook below fills from it.
const transactionQuery = z.object({
  club: recordId('club is required'),
  dest_club: recordId('dest_club is required').optional(),
  page: pageParam(),
  page_size: pageSizeParam(100),
  datefrom: day,
  dateto: day,
  players: listOf(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(2 ** 31 - 1),
  ),
  kind: listOf(z.enum(TRANSACTION_KINDS)),
  status: listOf(z.enum(TRANSACTION_STATUSES)),
});

const transactionRecord = {
  area: 'payments',
  club: 'record',
  table: 'transactions',
  notFound: TRANSACTION_NOT_FOUND,
} as const;

/** Payments and Transactions (spec 2 §7); docs/payments.md has the decisions. */
export async function paymentsRoutes(app: App) {
  await app.register(stripeRoutes);

  app.get(
    '/stripe_key/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The gateway's publishable key for the browser ('pk_simulated' with the simulated gateway)",
      },
    },
    async (req) => ({
      key: req.server.deps.payments.publishableKey,
      publishable_key: req.server.deps.payments.publishableKey,
      gateway: req.server.deps.payments.name,
    }),
  );

  app.get(
    '/stripecustomer/',
    {
      config: { access: 'user' },
      schema: { tags, summary: "The caller's payment customer with their cards on file (brand, last four, expiry)" },
    },
    async (req) => customers.getMyCustomer({ ctx: ctxOf(req) }),
  );

  app.post(
    '/stripecustomer/:id/create_new_intent/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A setup intent: its client secret confirms a new card in the browser',
        params: idParams,
      },
    },
    async (req) => customers.createNewIntent({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/stripecustomer/:id/add_payment_method/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Keep a card on file by its payment method id',
        params: idParams,
        body: addPaymentMethodSchema.meta({ examples: [{ payment_method_id: 'pm_sim_ok_V_4242_12_2034' }] }),
      },
    },
    async (req, reply) =>
      reply.code(201).send(await customers.addPaymentMethod({ ctx: ctxOf(req), id: req.params.id, input: req.body })),
  );

  app.delete(
    '/stripecustomer/:id/card/:card/',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Remove a card on file', params: z.object({ id: recordId(), card: recordId() }) },
    },
    async (req, reply) => {
      await customers.removeCard({ ctx: ctxOf(req), id: req.params.id, card: req.params.card });
      return reply.code(204).send();
    },
  );

  app.post(
    '/stripecustomer/:id/verify/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A card check: 200 when the card is on file, 400 otherwise',
        params: idParams,
        body: verifyCardSchema,
      },
    },
    async (req) => customers.verifyCard({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );

  app.post(
    '/stripecustomer/:id/charge/',
    {
      config: { access: { area: 'store', club: 'body' } },
      schema: {
        tags,
        summary:
          "Charge a player's card on file for the club (purpose 'S': a store sale); Idempotency-Key header charges once",
        params: idParams,
        body: customerChargeSchema.meta({ examples: [{ club: 1, purpose: 'S', amount: 12.5 }] }),
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      return reply.code(201).send(
        await customers.chargeCustomer({
          ctx: ctxOf(req),
          id: req.params.id,
          input: req.body,
          idempotencyKey: typeof key === 'string' ? key.slice(0, 200) : undefined,
        }),
      );
    },
  );

  // Consent to charge a card on file (issue 25; docs/payments.md): the player's own, per club.
  app.get(
    '/cardconsent/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "The clubs whose register holds the caller, each with the wording of the consent to charge the caller's cards on file and the consent if given (when, as worded then)",
      },
    },
    async (req) => consents.listCardConsents({ ctx: ctxOf(req) }),
  );

  app.post(
    '/cardconsent/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Allow a club (on whose register the caller is) to charge the caller's cards on file when they are not there; recorded with its wording and time",
        body: giveCardConsentSchema.meta({ examples: [{ club: 1 }] }),
      },
    },
    async (req, reply) => reply.code(201).send(await consents.giveCardConsent({ ctx: ctxOf(req), input: req.body })),
  );

  app.delete(
    '/cardconsent/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Withdraw a consent of the caller (kept on record with the time); the club may no longer charge their cards on file',
        params: idParams,
      },
    },
    async (req) => consents.withdrawCardConsent({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.get(
    '/transaction/',
    {
      config: { access: { area: 'payments', club: 'query' } },
      schema: {
        tags,
        summary:
          "A club's transactions, newest first, 100 a page: dest_club, datefrom, dateto (club's days), players, kind, status (P, F, R; none for all)",
        querystring: transactionQuery,
      },
      onRequest: async (req) => {
        const query = req.query as Record<string, unknown>;
        if (query.club === undefined && query.dest_club !== undefined) query.club = query.dest_club;
      },
    },
    async (req) => {
      const { count, rows } = await txns.listTransactions({
        ctx: ctxOf(req),
        input: { ...req.query, club: req.query.club },
      });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/transaction/mine/',
    {
      config: { access: 'user' },
      schema: { tags, summary: "The caller's own payments at every club, newest first", querystring: pageQuerySchema },
    },
    async (req) => {
      const { count, rows } = await txns.listMyTransactions({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/transaction/:id/',
    {
      config: { access: { ...transactionRecord, owner: true } },
      schema: { tags, summary: 'One transaction with its failure detail and refunds', params: idParams },
    },
    async (req) => txns.getTransaction({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/transaction/:id/refund/',
    {
      config: { access: transactionRecord },
      schema: {
        tags,
        summary:
          'Refund a transaction, whole (no amount) or in part, with a reason; refunds never pass what was captured',
        params: idParams,
        body: refundSchema.meta({ examples: [{ amount: 5, reason: 'Court closed' }] }),
      },
    },
    async (req, reply) =>
      reply.code(201).send(await txns.refundTransactionRoute({ ctx: ctxOf(req), id: req.params.id, input: req.body })),
  );

  app.post(
    '/transaction/:id/authenticate/',
    {
      config: { access: { ...transactionRecord, owner: true } },
      schema: {
        tags,
        summary: "The outcome of a payment after the card's authentication step",
        params: idParams,
        body: authenticateSchema,
      },
    },
    async (req) => {
      const result = await txns.authenticateTransaction({ ctx: ctxOf(req), id: req.params.id, input: req.body });
      return { ...result.transaction, client_secret: result.client_secret };
    },
  );
}
