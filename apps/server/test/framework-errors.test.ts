import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../src/db/schema';
import { createTestApp, login, type TestApp } from './helpers';

// Fastify's own refusals and id parsing answer in the API's error shape, with a sentence.
describe('framework errors and ids', () => {
  let t: TestApp;
  let agent: string;
  let riverside: number;
  beforeAll(async () => {
    t = await createTestApp({ bodyLimit: 1024 });
    agent = await login(t.app, 'agent@example.com');
    [{ id: riverside }] = await t.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.name, 'Riverside Tennis Club'));
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: agent } });

  it.each(['0x1', '1e0', '%201%20', '+1', '1.0', '-1'])('refuses the id %s in a path and in ?club=', async (id) => {
    const path = await get(`/api/club/${id}/`);
    expect(path.statusCode, path.body).toBe(400);
    expect(path.json().reason).toEqual(expect.any(String));
    const query = await get(`/api/courtgroup/?club=${id}`);
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json().reason).toBe('club is required');
  });

  it('still reads plain digits', async () => {
    expect((await get(`/api/club/${riverside}/`)).statusCode).toBe(200);
    expect((await get(`/api/courtgroup/?club=${riverside}`)).statusCode).toBe(200);
  });

  it('answers a path parameter past the router limit with 414 and a reason', async () => {
    const res = await get(`/api/club/${'1'.repeat(300)}/`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ reason: 'The address of the request is too long.' });
  });

  it('answers a malformed percent-encoding with 400 and a reason', async () => {
    const res = await get('/api/club/%E0%A4%A/');
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toEqual(expect.any(String));
  });

  it('answers a body of another media type with 415, a body too large with 413, broken JSON with 400', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ reason: 'Send the request body as JSON.' });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'a@b.co', password: 'x'.repeat(2000) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ reason: 'The request is too large.' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ reason: 'The request body is not valid JSON.' });
  });

  it('accepts a DELETE that says application/json but sends no body', async () => {
    // A court of its own: the demo courts have bookings, which keep them from being removed.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/court/',
      headers: { authorization: agent },
      payload: { club: riverside, name: 'Court 99', sport: 1, surface: 1 },
    });
    const court = created.json() as { id: number };
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/court/${court.id}/`,
      headers: { authorization: agent, 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(204);
  });

  it('refuses an empty JSON body where one is needed, with a reason', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toEqual(expect.any(String));
  });
});
