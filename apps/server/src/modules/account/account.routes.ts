import { accountContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import { authRateLimit } from '../auth/index';
import * as account from './account.service';
import * as security from './account-security.service';
import { exportMyData } from './account-data.service';
import { tokenOf } from '../../http/auth';
import * as photos from '../players/player-photo.service';

// A person's own account: sign-up, e-mail verification, the logged-in user (tagged 'auth' in the
// API documents, as before) and changes to their player ('players').

export async function accountRoutes(app: App) {
  route(app, accountContract.register, async (req) => account.register({ ctx: ctxOf(req), input: req.body }), {
    config: { rateLimit: authRateLimit(app.deps.config) },
  });
  route(app, accountContract.verifyEmail, async (req) => account.verifyEmail({ ctx: ctxOf(req), input: req.body }));
  route(app, accountContract.currentUser, async (req) => {
    const user = await account.getCurrentUser({ ctx: ctxOf(req) });
    return toPage(req, req.query, 1, req.query.page === 1 ? [user] : []);
  });
  route(app, accountContract.updatePlayer, async (req) =>
    account.updatePlayer({ ctx: ctxOf(req), playerId: req.params.id, input: req.body }),
  );
  route(app, accountContract.changePassword, async (req) =>
    security.changePassword({ ctx: ctxOf(req), token: tokenOf(req)!, input: req.body }),
  );
  route(app, accountContract.changeEmail, async (req) => security.changeEmail({ ctx: ctxOf(req), input: req.body }), {
    config: { rateLimit: authRateLimit(app.deps.config) },
  });
  route(app, accountContract.logoutEverywhere, async (req) => security.logoutEverywhere({ ctx: ctxOf(req) }));
  route(app, accountContract.uploadPhoto, async (req) => photos.uploadPhoto({ ctx: ctxOf(req), input: req.body }));
  route(app, accountContract.deletePhoto, async (req) => photos.deletePhoto({ ctx: ctxOf(req) }));
  route(app, accountContract.photo, async (req, reply) => {
    const photo = await photos.readPhoto(ctxOf(req).db, req.params.id, req.params.key);
    return reply
      .header('content-type', photo.content_type)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(photo.bytes);
  });
  route(app, accountContract.deleteAccount, async (req) =>
    security.deleteAccount({ ctx: ctxOf(req), input: req.body }),
  );
  route(app, accountContract.myData, async (req, reply) => {
    const { zip, fileName } = await exportMyData({ ctx: ctxOf(req) });
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(zip));
  });
}
