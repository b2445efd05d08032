import { z } from 'zod';
import { endpoint } from '../contract/endpoint';

const tags = ['health'];

/**
 * Probes for a load balancer or orchestrator. Health: the process is alive and serving HTTP (a
 * failing one is restarted). Ready: the database answers and holds every migration this build
 * expects (a 503 one is taken out of rotation, not restarted). Both public and cheap.
 */
export const healthContract = {
  health: endpoint({
    method: 'GET',
    path: '/health/',
    access: 'public',
    response: { 200: z.object({ status: z.literal('ok'), time: z.string() }) },
    summary:
      "The process is alive, and its time (a client or a browser test can see how far its own clock is from the server's)",
    tags,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready/',
    access: 'public',
    response: { 200: z.object({ status: z.literal('ready') }), 503: z.object({ reason: z.string() }) },
    summary: 'The database answers and its migrations are applied (503 otherwise)',
    tags,
  }),
};
