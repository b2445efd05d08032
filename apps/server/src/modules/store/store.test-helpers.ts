import { afterAll, beforeAll, expect } from 'vitest';
import { clubs } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import * as clock from '../../clock';

// What the Club Store's tests share (store-*.test.ts): a test app per file, logins of the demo
// people (pos: POINT_OF_SALE, agent: AGENT, fees: MEMBERSHIP_FEES, player: a member, other:
// Harbour's AGENT), Riverside's and Harbour's ids, a request helper naming the caller, a status
// check, a product maker, a member finder, the store's tax settings and fresh idempotency keys.

export type Who = 'pos' | 'agent' | 'fees' | 'player' | 'other';

/** Registers beforeAll/afterAll for a fresh test app; the answer's fields are filled once they have run. */
export function storeTestApp() {
  const s = { t: undefined as unknown as TestApp, auth: {} as Record<string, string>, club: 0, harbour: 0 };
  let keySeq = 0;
  const key = () => `test-sale-${++keySeq}-${clock.nowMs()}`;

  async function call(who: Who | null, method: string, url: string, payload?: unknown) {
    return s.t.app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      headers: who ? { authorization: s.auth[who] } : {},
    });
  }
  async function ok(status: number, who: Who, method: string, url: string, payload?: unknown) {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  }
  async function product(fields: Record<string, unknown> = {}) {
    return ok(201, 'pos', 'POST', '/api/clubproduct/', {
      club: s.club,
      name: 'Test balls',
      category: 'balls',
      member_price: 10,
      nonmember_price: 12,
      ...fields,
    });
  }
  async function memberId(search: string) {
    const found = await ok(200, 'pos', 'GET', `/api/pos/members/?club=${s.club}&search=${encodeURIComponent(search)}`);
    expect(found.length).toBeGreaterThan(0);
    return found[0].id as number;
  }
  async function setTax(DefaultTax: number, TaxInclusivePrice: boolean) {
    const features = await ok(200, 'agent', 'GET', `/api/clubfeature/?club=${s.club}`);
    const pos = features.results.find((f: { feature: { name: string } }) => f.feature.name === 'pointofsale');
    await ok(200, 'pos', 'PATCH', `/api/clubfeature/${pos.id}/`, { params: { DefaultTax, TaxInclusivePrice } });
  }

  beforeAll(async () => {
    s.t = await createTestApp();
    for (const [who, email] of Object.entries({
      pos: 'pos@example.com',
      agent: 'agent@example.com',
      fees: 'fees@example.com',
      player: 'player@example.com',
      other: 'other-agent@example.com',
    })) {
      s.auth[who] = await login(s.t.app, email);
    }
    const rows = await s.t.db.select({ id: clubs.id, name: clubs.name }).from(clubs);
    s.club = rows.find((r) => r.name.startsWith('Riverside'))!.id;
    s.harbour = rows.find((r) => r.name.startsWith('Harbour'))!.id;
  });
  afterAll(() => s.t.close());

  return { s, key, call, ok, product, memberId, setTax };
}
