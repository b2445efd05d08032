import { z } from 'zod';
import type { App } from '../../http/route-helpers';
import { findNotReadyReason } from './health.service';
import * as clock from '../../clock';

const tags = ['health'];

/**
 * Probes for a load balancer or orchestrator. Health: the process is alive and serving HTTP (a
 * failing one is restarted). Ready: the database answers and holds every migration this build
 * expects (a 503 one is taken out of rotation, not restarted). Both public and cheap: no token,
 * no personal data.
 */
export async function healthRoutes(app: App) {
  app.get(
    '/health/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "The process is alive, and its time (a client or a browser test can see how far its own clock is from the server's)",
        response: { 200: z.object({ status: z.literal('ok'), time: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, time: clock.now().toISOString() }),
  );

  app.get(
    '/ready/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The database answers and its migrations are applied (503 otherwise)',
        response: { 200: z.object({ status: z.literal('ready') }), 503: z.object({ reason: z.string() }) },
      },
    },
    async (req, reply) => {
      const reason = await findNotReadyReason(req.server.deps.db);
      if (reason) return reply.code(503).send({ reason });
      return { status: 'ready' as const };
    },
  );
}
