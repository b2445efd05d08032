import { createHmac } from 'node:crypto';
import type { Config } from '../../config';

// The payment integration (ARCHITECTURE.md): a simulated gateway by default, Stripe when
// STRIPE_SECRET_KEY is set. This first part only connects a club's payment account; charges,
// cards and refunds extend the same type in the payments issue.

/** The administrator record the account is connected through (spec 2 §4: "per club admin"). */
export type ClubAdminRef = { id: number; club_id: number; player_id: number };

/**
 * Where to send the administrator to authorise the club's payment account. `connectedAccount`
 * is set when the gateway connects at once (the simulated one): the caller stores it on the club.
 */
export type AccountAuthorization = { url: string; connectedAccount?: string };

export type PaymentGateway = {
  readonly name: 'simulated' | 'stripe';
  authorizeAccountUrl(clubAdmin: ClubAdminRef): Promise<AccountAuthorization>;
};

type GatewayConfig = Pick<Config, 'publicUrl' | 'stripeSecretKey' | 'stripeConnectClientId'>;

/** The dashboard screen the administrator comes back to (the club's Subscription tab). */
const returnUrl = (publicUrl: string, clubId: number, stripe: string) =>
  `${publicUrl}/clubs/dashboard/club-info?clubId=${clubId}&tab=subscription&stripe=${stripe}`;

/** No payment provider: the account counts as connected at once, and the link leads back to the dashboard. */
export function simulatedGateway(config: GatewayConfig): PaymentGateway {
  return {
    name: 'simulated',
    async authorizeAccountUrl(admin) {
      return { url: returnUrl(config.publicUrl, admin.club_id, 'simulated-connected'), connectedAccount: `acct_simulated_${admin.club_id}` };
    },
  };
}

/**
 * Stripe Connect (OAuth for Standard accounts): the authorisation link carries a signed `state`
 * naming the club administrator, so the callback (payments issue) can trust who it connects. No
 * network call is needed to build the link.
 */
export function stripeGateway(config: GatewayConfig & { stripeSecretKey: string }): PaymentGateway {
  return {
    name: 'stripe',
    async authorizeAccountUrl(admin) {
      if (!config.stripeConnectClientId) throw new Error('Stripe Connect needs STRIPE_CONNECT_CLIENT_ID');
      const payload = `${admin.id}.${admin.club_id}.${Date.now()}`;
      const signature = createHmac('sha256', config.stripeSecretKey).update(payload).digest('base64url');
      const url = new URL('https://connect.stripe.com/oauth/authorize');
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.stripeConnectClientId);
      url.searchParams.set('scope', 'read_write');
      url.searchParams.set('state', `${payload}.${signature}`);
      url.searchParams.set('redirect_uri', `${config.publicUrl}/api/stripe/connect/callback/`);
      return { url: url.toString() };
    },
  };
}

/** The gateway a configuration selects: Stripe with a secret key, otherwise the simulated one. */
export function paymentGatewayFor(config: GatewayConfig): PaymentGateway {
  return config.stripeSecretKey ? stripeGateway({ ...config, stripeSecretKey: config.stripeSecretKey }) : simulatedGateway(config);
}
