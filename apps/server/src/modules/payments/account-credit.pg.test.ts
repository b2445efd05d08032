import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditEntries } from '../../db/schema';
import { atOnce, isPostgres, times, type Call } from '../../../test/concurrency';
import { storeTestApp } from '../store/store.test-helpers';

// Account credit under many requests at once, on PostgreSQL only (npm run test:pg): PGlite runs one
// transaction at a time, so there the requests would queue and prove nothing. One account's writes
// are serialised by its advisory lock (account-credit-ledger.ts): spends at once never overdraw it,
// and after a seeded random run of 1,000 operations every ledger sums to the balance the API gives.

const { s, key, ok, product } = storeTestApp();

type Account = { member: number; player: number };

async function accounts(): Promise<Account[]> {
  const found = await ok(200, 'pos', 'GET', `/api/pos/members/?club=${s.club}&search=example.com`);
  return found
    .filter((m: { player: number | null }) => m.player)
    .slice(0, 3)
    .map((m: { id: number; player: number }) => ({ member: m.id, player: m.player }));
}

const minor = (amount: string) => Math.round(Number(amount) * 100);

/** A small seeded generator (mulberry32): the same run on every machine. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every account's entries in the order they were written never fall below -limit, and sum to what the API answers. */
async function checkLedgers(list: Account[], limitMinor: number) {
  for (const a of list) {
    const rows = await s.t.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.player_id, a.player))
      .orderBy(asc(creditEntries.id));
    let running = 0;
    for (const r of rows) {
      running += r.amount_minor;
      expect(running).toBeGreaterThanOrEqual(-limitMinor);
    }
    const st = await ok(200, 'agent', 'GET', `/api/accountcredit/player/${a.player}/?club=${s.club}`);
    expect(minor(st.balance)).toBe(running);
    const sum = st.entries.reduce((n: number, e: { amount: string }) => n + minor(e.amount), 0);
    expect(sum).toBe(running);
  }
}

describe.runIf(isPostgres)('account credit under many requests at once (PostgreSQL)', () => {
  it('50 concurrent spends of one balance never overdraw it', async () => {
    const [pat] = await accounts();
    // The account starts at exactly 100.00 whatever the demo gave it (the test owns its data).
    const before = await ok(200, 'agent', 'GET', `/api/accountcredit/player/${pat.player}/?club=${s.club}`);
    if (minor(before.balance) !== 10000)
      await ok(201, 'agent', 'POST', '/api/accountcredit/adjust/', {
        club: s.club,
        player: pat.player,
        amount: (10000 - minor(before.balance)) / 100,
        reason: 'Race stake',
      });
    const p = await product({ name: 'Race balls', member_price: 3, nonmember_price: 3 });
    const answers = await atOnce(
      s.t.app,
      times(50, () => ({
        method: 'POST',
        url: '/api/pos/checkout/',
        authorization: s.auth.pos,
        payload: {
          club: s.club,
          member: pat.member,
          products: [{ product_id: p.id, quantity: 1 }],
          payment_method: 'A',
          idempotency_key: key(),
        },
      })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(33);
    expect(codes.filter((c) => c === 400)).toHaveLength(17);
    for (const a of answers.filter((x) => x.statusCode === 400))
      expect(a.json().reason).toMatch(/^Not enough credit: [0-9.]+ AUD left\.$/);
    const st = await ok(200, 'agent', 'GET', `/api/accountcredit/player/${pat.player}/?club=${s.club}`);
    expect(st.balance).toBe('1.00');
    await checkLedgers([pat], 0);
  });

  it('after a seeded random run of 1,000 operations, ten at a time, every ledger sums to its balance and none went below the limit', async () => {
    const list = await accounts();
    expect(list.length).toBeGreaterThanOrEqual(2);
    const features = await ok(200, 'agent', 'GET', `/api/clubfeature/?club=${s.club}`);
    const pos = features.results.find((f: { feature: { name: string } }) => f.feature.name === 'pointofsale');
    await ok(200, 'pos', 'PATCH', `/api/clubfeature/${pos.id}/`, { params: { AccountLimit: 10 } });
    const prices = [1, 2.5, 7, 15, 40];
    const products: { id: number }[] = [];
    for (const price of prices)
      products.push(await product({ name: `Prop ${price}`, member_price: price, nonmember_price: price }));
    const random = seeded(20270307);
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    const cents = (max: number) => (1 + Math.floor(random() * max * 100)) / 100;
    // Cash sales to refund to credit later (made before the run, so a refund always has a payment to take from).
    const paid: { id: number; left: number }[] = [];
    for (const a of list)
      for (let i = 0; i < 5; i++) {
        const sale = await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
          club: s.club,
          member: a.member,
          products: [{ product_id: products[4].id, quantity: 1 }],
          payment_method: 'S',
          idempotency_key: key(),
        });
        paid.push({ id: sale.transaction.id, left: 4000 });
      }
    const operation = (): Call => {
      const a = pick(list);
      const roll = random();
      if (roll < 0.25)
        return {
          method: 'POST',
          url: '/api/accountcredit/topup/',
          authorization: s.auth.agent,
          payload: {
            club: s.club,
            player: a.player,
            amount: cents(30),
            payment_method: pick(['S', 'Q']),
            idempotency_key: key(),
          },
        };
      if (roll < 0.65)
        return {
          method: 'POST',
          url: '/api/pos/checkout/',
          authorization: s.auth.pos,
          payload: {
            club: s.club,
            member: a.member,
            products: [{ product_id: pick(products).id, quantity: 1 + Math.floor(random() * 2) }],
            payment_method: 'A',
            idempotency_key: key(),
          },
        };
      if (roll < 0.85)
        return {
          method: 'POST',
          url: '/api/accountcredit/adjust/',
          authorization: s.auth.agent,
          payload: {
            club: s.club,
            player: a.player,
            amount: (random() < 0.5 ? -1 : 1) * cents(20),
            reason: 'Property run',
          },
        };
      const t = pick(paid);
      return {
        method: 'POST',
        url: `/api/transaction/${t.id}/refund/`,
        authorization: s.auth.agent,
        payload: { amount: cents(8), reason: 'Property refund', to_credit: true },
      };
    };
    const tally = { ok: 0, refused: 0 };
    for (let batch = 0; batch < 100; batch++) {
      const answers = await atOnce(s.t.app, times(10, operation));
      for (const r of answers) {
        if (r.statusCode === 201) tally.ok++;
        else {
          // A refusal is a sentence (not enough credit, or a refund past what is refundable), never a 500 or a 409.
          expect(r.statusCode, r.body).toBe(400);
          tally.refused++;
        }
      }
    }
    expect(tally.ok + tally.refused).toBe(1000);
    expect(tally.refused).toBeGreaterThan(0);
    await checkLedgers(list, 1000);
    const all = await ok(200, 'agent', 'GET', `/api/accountcredit/?club=${s.club}`);
    const total = all.results.reduce((n: number, r: { balance: string }) => n + minor(r.balance), 0);
    expect(minor(all.totals.balance)).toBe(total);
  }, 600_000);
});
