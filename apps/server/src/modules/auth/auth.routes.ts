import { authContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { tokenOf } from '../../http/auth';
import { authRateLimit } from './auth-rate-limit';
import * as auth from './auth.service';
import { createLoginLimiter } from './login-limiter';
import { deviceCookieOf } from './two-factor-devices';
import { originOf, twoFactorRoutes } from './two-factor.routes';

// Sign-up, e-mail verification and the current user (GET /api/user/) are the account area's routes,
// with the same tag: they make or read a player too (account/account.routes.ts).

export async function authRoutes(app: App) {
  const limited = { config: { rateLimit: authRateLimit(app.deps.config) } };
  // One failed-login counter per app: tests and benchmarks that build several apps never share counts.
  const limiter = createLoginLimiter();

  route(
    app,
    authContract.login,
    async (req) =>
      auth.login({
        ctx: ctxOf(req),
        input: req.body,
        limiter,
        origin: originOf(req),
        deviceCookie: deviceCookieOf(req.headers.cookie),
      }),
    limited,
  );
  route(app, authContract.logout, async (req) => auth.logout({ ctx: ctxOf(req), token: tokenOf(req)! }));
  route(
    app,
    authContract.requestPasswordReset,
    async (req) => auth.requestPasswordReset({ ctx: ctxOf(req), input: req.body }),
    limited,
  );
  route(
    app,
    authContract.confirmPasswordReset,
    async (req) => auth.confirmPasswordReset({ ctx: ctxOf(req), input: req.body, limiter }),
    limited,
  );
  // Two-step sign-in's second step counts its wrong codes in the same limiter (issue 31).
  await twoFactorRoutes(app, limiter);
}
