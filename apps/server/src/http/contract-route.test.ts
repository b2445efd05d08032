import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, noContent } from '@rally/domain';
import { answer, route } from './contract-route';
import { registerErrorHandler } from './error-handler';
import type { App, Deps } from './route-helpers';

// The contract route on a bare app (no database): statuses from the contract, and the strict
// check of answers that the server tests run with (config.checkResponses).

const item = z.object({ id: z.number(), name: z.string() });
const params = z.object({ id: z.coerce.number() });
const contracts = {
  get: endpoint({
    method: 'GET',
    path: '/thing/:id/',
    access: 'public',
    params,
    response: { 200: item },
    summary: '',
    tags: [],
  }),
  create: endpoint({
    method: 'POST',
    path: '/thing/',
    access: 'public',
    body: item,
    response: { 201: item },
    summary: '',
    tags: [],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/thing/:id/',
    access: 'public',
    params,
    response: { 204: noContent },
    summary: '',
    tags: [],
  }),
  state: endpoint({
    method: 'GET',
    path: '/state/',
    access: 'public',
    response: { 200: z.object({ ok: z.literal(true) }), 503: z.object({ reason: z.string() }) },
    summary: '',
    tags: [],
  }),
};

let app: App | undefined;
afterEach(() => app?.close());

async function appWith(checkResponses: boolean, answerWith: unknown) {
  app = Fastify().withTypeProvider<ZodTypeProvider>() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { config: { checkResponses } } as Deps);
  registerErrorHandler(app);
  // The handlers answer whatever the test gives: a wrong answer is what is under test.
  route(app, contracts.get, async (req) => ({ ...(answerWith as object), id: req.params.id }) as never);
  route(app, contracts.create, async (req) => req.body);
  route(app, contracts.remove, async () => undefined);
  route(app, contracts.state, async (req, reply) => {
    if (req.headers['x-text']) return reply.type('application/json').send(JSON.stringify(answerWith));
    return answer(reply, contracts.state, 503, { reason: 'Not yet' });
  });
  await app.ready();
  return app;
}

describe('a contract route', () => {
  it('answers with the statuses its contract declares', async () => {
    const app = await appWith(true, { name: 'Court' });
    expect((await app.inject({ url: '/thing/5/' })).json()).toEqual({ id: 5, name: 'Court' });
    const created = await app.inject({ method: 'POST', url: '/thing/', payload: { id: 1, name: 'New' } });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 1, name: 'New' }]);
    const removed = await app.inject({ method: 'DELETE', url: '/thing/1/' });
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
    const state = await app.inject({ url: '/state/' });
    expect([state.statusCode, state.json()]).toEqual([503, { reason: 'Not yet' }]);
  });

  it('in tests, refuses an answer with a field its contract does not declare, or of the wrong type', async () => {
    const extra = await (await appWith(true, { name: 'Court', secret: 'x' })).inject({ url: '/thing/5/' });
    expect(extra.statusCode).toBe(500);
    expect(extra.json().reason).toBe(
      'The answer does not match its contract (GET /api/thing/:id/): fields it does not declare: secret',
    );
    await app!.close();
    const wrong = await (await appWith(true, { name: 7 })).inject({ url: '/thing/5/' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json().reason).toMatch(/^The answer does not match its contract \(GET \/api\/thing\/:id\/\): name: /);
  });

  it('in tests, checks answers sent as ready-made JSON text too', async () => {
    const app = await appWith(true, { ok: true, more: 1 });
    const res = await app.inject({ url: '/state/', headers: { 'x-text': '1' } });
    expect([res.statusCode, res.json().reason]).toEqual([
      500,
      'The answer does not match its contract (GET /api/state/): fields it does not declare: more',
    ]);
  });

  it('in production, serialises through the schema: undeclared fields are dropped, a wrong type is a 500', async () => {
    const extra = await (await appWith(false, { name: 'Court', secret: 'x' })).inject({ url: '/thing/5/' });
    expect([extra.statusCode, extra.json()]).toEqual([200, { id: 5, name: 'Court' }]);
    await app!.close();
    const wrong = await (await appWith(false, { name: 7 })).inject({ url: '/thing/5/' });
    expect(wrong.statusCode).toBe(500);
  });
});
