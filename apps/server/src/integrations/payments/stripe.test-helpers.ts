import { afterAll, beforeAll } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { stripeGateway, type StripePaymentGateway } from './stripe';

// What the Stripe gateway's tests share (stripe*.test.ts here): the official SDK against the
// project's fake Stripe server (test/fake-stripe.ts), one per file, a customer made first, the POSTs
// the fake was sent to a path, and a charge on the club's connected account with a fresh key.

/** The club's connected account the charges go to. */
export const account = 'acct_1ClubRiverside';

/** Registers beforeAll/afterAll for a fake and a gateway; the answer's fields are filled once they have run. */
export function stripeGatewayTest() {
  const s = {
    fake: undefined as unknown as FakeStripe,
    gateway: undefined as unknown as StripePaymentGateway,
    customer: '',
    /** The keys numbered so far: `charge` sends club-1-test-N, the MOTO tests club-1-moto-N. */
    keys: 0,
  };
  beforeAll(async () => {
    s.fake = await startFakeStripe();
    s.gateway = stripeGateway({
      publicUrl: 'http://localhost:3000',
      stripeSecretKey: 'sk_test_fake',
      stripePublishableKey: 'pk_test_fake',
      stripeConnectClientId: 'ca_test',
      stripeApiBase: s.fake.url,
    });
    s.customer = (
      await s.gateway.createCustomer({
        email: 'player@example.com',
        name: 'Pat Player',
        idempotency_key: 'player-customer-1',
      })
    ).id;
  });
  afterAll(() => s.fake.close());

  const requestsTo = (path: string) => s.fake.requests.filter((r) => r.method === 'POST' && r.path === path);
  const charge = (payment_method: string, amount = 2500, connected_account: string | null = account) =>
    s.gateway.charge({
      amount,
      currency: 'aud',
      customer: s.customer,
      payment_method,
      description: 'Club Store sale',
      idempotency_key: `club-1-test-${++s.keys}`,
      connected_account,
      metadata: { club: '1' },
    });

  return { s, requestsTo, charge };
}
