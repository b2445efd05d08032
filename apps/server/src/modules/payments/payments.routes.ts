import { paymentsContract as c } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as consents from './card-consents.service';
import * as customers from './customers.service';
import * as txns from './transactions.service';
import { stripeRoutes } from './stripe.routes';
import { receiptPdfOf, sendReceipt } from './receipt-files.service';
import { accountCreditRoutes } from './account-credit.routes';

/** Payments and Transactions (spec 2 §7); docs/payments.md has the decisions. */
export async function paymentsRoutes(app: App) {
  await app.register(stripeRoutes);
  await app.register(accountCreditRoutes);

  route(app, c.stripeKey, async (req) => ({
    key: req.server.deps.payments.publishableKey,
    publishable_key: req.server.deps.payments.publishableKey,
    gateway: req.server.deps.payments.name,
  }));

  route(app, c.customer, async (req) => customers.getMyCustomer({ ctx: ctxOf(req) }));

  route(app, c.newIntent, async (req) => customers.createNewIntent({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.addPaymentMethod, async (req) =>
    customers.addPaymentMethod({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );

  route(app, c.removeCard, async (req) => {
    await customers.removeCard({ ctx: ctxOf(req), id: req.params.id, card: req.params.card });
  });

  route(app, c.verifyCard, async (req) =>
    customers.verifyCard({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );

  route(app, c.charge, async (req) => {
    const key = req.headers['idempotency-key'];
    return customers.chargeCustomer({
      ctx: ctxOf(req),
      id: req.params.id,
      input: req.body,
      idempotencyKey: typeof key === 'string' ? key.slice(0, 200) : undefined,
    });
  });

  route(app, c.consents, async (req) => consents.listCardConsents({ ctx: ctxOf(req) }));

  route(app, c.giveConsent, async (req) => consents.giveCardConsent({ ctx: ctxOf(req), input: req.body }));

  route(app, c.withdrawConsent, async (req) => consents.withdrawCardConsent({ ctx: ctxOf(req), id: req.params.id }));

  route(
    app,
    c.transactions,
    async (req) => {
      const { count, rows, totals } = await txns.listTransactions({
        ctx: ctxOf(req),
        input: { ...req.query, club: req.query.club },
      });
      return { ...toPage(req, req.query, count, rows), totals };
    },
    {
      // The spec names the club `dest_club`; the access guard reads `club`, which this fills from it.
      onRequest: async (req) => {
        const query = req.query as Record<string, unknown>;
        if (query.club === undefined && query.dest_club !== undefined) query.club = query.dest_club;
      },
    },
  );

  route(app, c.myTransactions, async (req) => {
    const { count, rows } = await txns.listMyTransactions({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });

  route(app, c.transaction, async (req) => txns.getTransaction({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.refund, async (req) =>
    txns.refundTransactionRoute({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );

  // Receipts (issue 30): the PDF of a payment's or a refund's receipt, as issued.
  route(app, c.receipt, async (req, reply) =>
    sendReceipt(reply, await receiptPdfOf({ ctx: ctxOf(req), id: req.params.id })),
  );
  route(app, c.refundReceipt, async (req, reply) =>
    sendReceipt(reply, await receiptPdfOf({ ctx: ctxOf(req), id: req.params.id, refund: req.params.refund })),
  );

  route(app, c.authenticate, async (req) => {
    const result = await txns.authenticateTransaction({ ctx: ctxOf(req), id: req.params.id, input: req.body });
    return { ...result.transaction, client_secret: result.client_secret };
  });
}
