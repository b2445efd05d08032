import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './integrations/mail/mailer';
import type { PaymentGateway } from './integrations/payments/gateway';
import type { Standing } from './access/standing';
import type { StandingCache } from './access/standing-cache';

/** Who is calling: the logged-in user and their player; `twoFactor`: their two-step sign-in is on (the token lookup reads it). */
export type Actor = { userId: number; playerId: number; twoFactor?: boolean };

/** What every service verb receives besides its input. */
export type ServiceContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
  actor: Actor | null;
  /**
   * The caller's standing at each club asked about during this request (src/access): the route
   * guard and every service verb check access, and one read per club serves them all.
   */
  standings?: Map<number, Standing>;
  /**
   * For reads (GET, HEAD) only: standings read by earlier requests, kept a few seconds and dropped
   * by any change this process makes (access/standing-cache.ts). Unset, every request reads its own.
   */
  sharedStandings?: StandingCache;
};

/** The actor, or a 401 when the call needs a login (the route guard normally ensures one). */
export function requireActor(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('requireActor called on a public route');
  return ctx.actor;
}
