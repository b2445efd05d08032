import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { ServiceContext } from '../context';
import type { Db } from '../db/client';
import type { Mailer } from '../integrations/mail/mailer';
import type { PaymentGateway } from '../integrations/payments/gateway';

/** The Fastify instance every routes file receives: zod-typed schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the app is built on; tests substitute the mailer and the payment gateway. */
export type Deps = { db: Db; config: Config; mailer: Mailer; payments: PaymentGateway };

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** The service context of a request: shared deps plus the calling actor and the request's logger. */
export const ctxOf = (request: FastifyRequest): ServiceContext => ({
  ...request.server.deps,
  log: request.log,
  actor: request.actor,
  standings: request.standings,
  sharedStandings: request.sharedStandings,
});
