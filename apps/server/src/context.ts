import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './integrations/mail/mailer';
import type { PaymentGateway } from './integrations/payments/gateway';

/** Who is calling: the logged-in user and their player. */
export type Actor = { userId: number; playerId: number };

/** What every service verb receives besides its input. */
export type ServiceContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
  actor: Actor | null;
};

/** The actor, or a 401 when the call needs a login (the route guard normally ensures one). */
export function requireActor(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('requireActor called on a public route');
  return ctx.actor;
}
