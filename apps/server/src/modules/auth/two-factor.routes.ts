import { twoFactorContract } from '@rally/domain';
import type { FastifyRequest } from 'fastify';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { tokenOf } from '../../http/auth';
import { toPage } from '../../http/paging';
import { authRateLimit } from './auth-rate-limit';
import type { SessionOrigin } from './auth.service';
import type { LoginLimiter } from './login-limiter';
import { loginWithCode } from './two-factor-login.service';
import * as twoFactor from './two-factor.service';
import * as sessions from './session-list.service';

/** Where a request comes from, as a session keeps it. */
export const originOf = (req: FastifyRequest): SessionOrigin => ({
  userAgent: req.headers['user-agent'] ?? '',
  ip: req.ip,
});

/** Two-step sign-in and the list of sessions (docs/two-factor.md); the login's limiter is the password step's. */
export async function twoFactorRoutes(app: App, limiter: LoginLimiter) {
  const limited = { config: { rateLimit: authRateLimit(app.deps.config) } };
  route(
    app,
    twoFactorContract.login,
    async (req, reply) => {
      const { token, cookie } = await loginWithCode({
        ctx: ctxOf(req),
        input: req.body,
        limiter,
        origin: originOf(req),
      });
      if (cookie) reply.header('set-cookie', cookie);
      return { token };
    },
    limited,
  );
  route(app, twoFactorContract.status, async (req) => twoFactor.twoFactorStatus({ ctx: ctxOf(req) }));
  route(app, twoFactorContract.setup, async (req) => twoFactor.startTwoFactor({ ctx: ctxOf(req) }));
  route(app, twoFactorContract.confirm, async (req) =>
    twoFactor.confirmTwoFactor({ ctx: ctxOf(req), input: req.body }),
  );
  route(
    app,
    twoFactorContract.disable,
    async (req) => twoFactor.disableTwoFactor({ ctx: ctxOf(req), input: req.body }),
    limited,
  );
  route(app, twoFactorContract.forgetDevices, async (req) => twoFactor.forgetDevices({ ctx: ctxOf(req) }));
  route(app, twoFactorContract.sessions, async (req) => {
    const { count, rows } = await sessions.listSessions({ ctx: ctxOf(req), token: tokenOf(req)!, query: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, twoFactorContract.endSession, async (req) => sessions.endSession({ ctx: ctxOf(req), id: req.params.id }));
  route(app, twoFactorContract.endOtherSessions, async (req) =>
    sessions.endOtherSessions({ ctx: ctxOf(req), token: tokenOf(req)! }),
  );
}
