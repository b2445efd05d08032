import { healthContract } from '@rally/domain';
import { answer, route } from '../../http/contract-route';
import type { App } from '../../http/route-helpers';
import { findNotReadyReason } from './health.service';
import * as clock from '../../clock';

/**
 * Probes for a load balancer or orchestrator (healthContract says what each answers). Both public
 * and cheap: no token, no personal data.
 */
export async function healthRoutes(app: App) {
  route(app, healthContract.health, async () => ({ status: 'ok' as const, time: clock.now().toISOString() }));
  route(app, healthContract.ready, async (req, reply) => {
    const reason = await findNotReadyReason(req.server.deps.db);
    if (reason) return answer(reply, healthContract.ready, 503, { reason });
    return { status: 'ready' as const };
  });
}
