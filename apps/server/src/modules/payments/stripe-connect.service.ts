import type { ServiceContext } from '../../context';
import { readConnectState } from '../../integrations/payments/stripe-connect-state';
import { paymentAccountAdmin, recordPaymentAccount } from '../clubs/club-admin-management.service';

// Stripe Connect's callback (docs/payments.md "Stripe"): records the connected account of a club
// whose administrator followed the authorize link, and sends the browser back to the dashboard.

type Ctx = ServiceContext;

/** The dashboard tab the administrator comes back to, saying how the connection went. */
export const connectReturnUrl = (
  publicUrl: string,
  clubId: number | null,
  outcome: 'connected' | 'denied' | 'failed' | 'invalid',
) => `${publicUrl}/clubs/dashboard/club-info?${clubId ? `clubId=${clubId}&` : ''}tab=subscription&stripe=${outcome}`;

/**
 * GET /api/stripe/connect/callback/: Stripe sends the administrator back here with `code` and the
 * signed `state` of the link (GET /api/clubadmin/{id}/stripe_authorize/). The state names the
 * administrator record and club (signed with the secret key, at most an hour old); the record's
 * player must still have the club's 'subscription' area. The code is exchanged for the connected
 * account, which is recorded on the club. Answers where to send the browser: the Subscription tab.
 */
export async function connectCallback({
  ctx,
  query,
}: {
  ctx: Ctx;
  query: { code?: string; state?: string; error?: string };
}): Promise<string> {
  const publicUrl = ctx.config.publicUrl;
  const secret = ctx.config.stripeSecretKey;
  const named = secret && query.state ? readConnectState(secret, query.state) : null;
  if (!named || !ctx.payments.connectAccount) return connectReturnUrl(publicUrl, null, 'invalid');
  const admin = await paymentAccountAdmin(ctx.db, named.adminId, named.clubId);
  if (!admin) return connectReturnUrl(publicUrl, null, 'invalid');
  if (query.error || !query.code) return connectReturnUrl(publicUrl, named.clubId, 'denied');
  // The signed state stands for the administrator who asked for the link: act as them, on their
  // standing read now (this GET changes the club's account, so never a kept one).
  const asAdmin: Ctx = {
    ...ctx,
    actor: { userId: 0, playerId: admin.player_id },
    standings: undefined,
    sharedStandings: undefined,
  };
  let account: string;
  try {
    account = await ctx.payments.connectAccount(query.code);
  } catch (error) {
    ctx.log.warn({ err: error, club: named.clubId }, 'Stripe Connect code exchange failed');
    return connectReturnUrl(publicUrl, named.clubId, 'failed');
  }
  try {
    await recordPaymentAccount(asAdmin, named.clubId, account);
  } catch (error) {
    ctx.log.warn({ err: error, club: named.clubId }, 'Stripe Connect callback refused');
    return connectReturnUrl(publicUrl, named.clubId, 'invalid');
  }
  return connectReturnUrl(publicUrl, named.clubId, 'connected');
}
