import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { customerHandlers } from './fake-stripe-customers';
import {
  newFakeStripeState,
  newId,
  parseForm,
  StripeFail,
  type FakePaymentMethod,
  type FakeRequest,
  type Obj,
} from './fake-stripe-data';
import { paymentHandlers } from './fake-stripe-payments';

export { FAKE_TEST_CARDS, FAKE_TEST_NUMBERS, parseForm, type FakeRequest } from './fake-stripe-data';

// A small fake of Stripe's API for the tests of the Stripe gateway (src/integrations/payments/
// stripe.ts): node:http on 127.0.0.1, an ephemeral port, everything in memory. It speaks the
// SDK's form-encoded requests and answers Stripe's shapes for customers, payment methods,
// setup intents, payment intents (destination charges), refunds and the Connect OAuth token, with
// Stripe's test payment methods (pm_card_visa, pm_card_chargeDeclined,
// pm_card_authenticationRequired, …). POST /_test/payment_intents/{id}/authenticate stands in for
// the cardholder's step in the browser. Every request is kept in `requests` so tests can check the
// idempotency keys and the destination sent.
//
// The server is here; its routes are in fake-stripe-customers.ts and fake-stripe-payments.ts, the
// test cards, shapes and state in fake-stripe-data.ts.

export type FakeStripe = {
  /** http://127.0.0.1:<port>: STRIPE_API_BASE for the SDK. */
  url: string;
  requests: FakeRequest[];
  customers: Map<string, Obj>;
  paymentMethods: Map<string, FakePaymentMethod>;
  paymentIntents: Map<string, Obj>;
  refunds: Map<string, Obj>;
  /** A Connect OAuth code that the token call exchanges for `account`. */
  connectCode(account: string): string;
  close(): Promise<void>;
};

/** Starts the fake on 127.0.0.1 at an ephemeral port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const state = newFakeStripeState();
  const { requests, customers, paymentMethods, paymentIntents, refunds, codes, idempotent } = state;
  const handlers = [...customerHandlers(state), ...paymentHandlers(state)];

  const send = (res: ServerResponse, status: number, body: Obj) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const params =
      method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(Buffer.concat(chunks).toString('utf8'));
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const account = typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : null;
    const record: FakeRequest = { method, path: url.pathname, params, idempotencyKey: key, account };
    requests.push(record);
    if (!url.pathname.startsWith('/_test/') && !/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? '')) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (key && method === 'POST') {
      const seen = idempotent.get(key);
      if (seen) {
        if (seen.path !== url.pathname)
          return send(res, 400, {
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used for the same endpoint they were first used for.',
            },
          });
        // As Stripe: the same key with other parameters is refused, not answered with the first payment.
        if (seen.params !== JSON.stringify(params)) {
          return send(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        }
        res.setHeader('idempotent-replayed', 'true');
        return send(res, seen.status, seen.body);
      }
    }
    const handler = handlers.find((h) => h.method === method && h.pattern.test(url.pathname));
    let status = 200;
    let body: Obj;
    if (!handler) {
      status = 404;
      body = {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` },
      };
    } else {
      try {
        const out = handler.run(handler.pattern.exec(url.pathname)!, params, record);
        [status, body] = Array.isArray(out) ? out : [200, out];
      } catch (error) {
        if (!(error instanceof StripeFail)) throw error;
        [status, body] = [error.status, error.body];
      }
    }
    // Stripe keeps the answer of a key (errors of the card too) and answers it again.
    if (key && method === 'POST' && status !== 401 && status < 500)
      idempotent.set(key, {
        path: url.pathname,
        params: JSON.stringify(params),
        status,
        body: JSON.parse(JSON.stringify(body)) as Obj,
      });
    send(res, status, body);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    paymentMethods,
    paymentIntents,
    refunds,
    connectCode(acct) {
      const code = `ac_${randomBytes(10).toString('hex')}`;
      codes.set(code, acct);
      return code;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
