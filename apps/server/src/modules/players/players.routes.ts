import { playersContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import { authRateLimit } from '../auth/index';
import * as playersService from './players.service';

export async function playersRoutes(app: App) {
  route(app, playersContract.contacts, async (req) => {
    const { count, rows } = await playersService.listContacts({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(
    app,
    playersContract.sendContactValidation,
    async (req) => playersService.sendContactValidation({ ctx: ctxOf(req), contactId: req.params.id }),
    // Each call sends an e-mail: limited per address like the sign-up calls.
    { config: { rateLimit: authRateLimit(app.deps.config) } },
  );
}
