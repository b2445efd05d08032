import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { login } from '../../../test/helpers';
import { creditEntries } from '../payments/account-credit.tables';
import { clubFeatures } from '../clubs/clubs.tables';
import { marketFeatures } from '../reference/reference.tables';
import { membershipCharges, membershipTypes } from './members.tables';
import { membersFixture, type MembersFixture } from './members.test-helpers';

// A player buying a membership with their own account credit (issue 30, docs/account-credit.md):
// the join is paid by the ledger's spend (method A on the charge record and the transaction), and
// a balance that does not cover the price refuses the join with the ledger's sentence, nothing written.

let f: MembersFixture;
let applicant: string;
let applicantId: number;
let typeId: number;
beforeAll(async () => {
  f = await membersFixture();
  applicant = await login(f.t.app, 'applicant@example.com');
  [{ id: typeId }] = await f.t.db
    .select({ id: membershipTypes.id })
    .from(membershipTypes)
    .where(and(eq(membershipTypes.club_id, f.harbour), eq(membershipTypes.name, 'Full member')));
  const [market] = await f.t.db
    .select({ id: marketFeatures.id })
    .from(marketFeatures)
    .where(eq(marketFeatures.name, 'membership'));
  const params = { AnnualCycleEnabled: true, MonthlyCycleEnabled: false, DefaultCycle: 'A' };
  await f.t.db
    .insert(clubFeatures)
    .values({ club_id: f.harbour, feature_id: market.id, enabled: true, params })
    .onConflictDoUpdate({ target: [clubFeatures.club_id, clubFeatures.feature_id], set: { enabled: true, params } });
  const found = (await f.t.db.execute(
    sql`select p.id from players p join users u on u.id = p.user_id where u.email = 'applicant@example.com'`,
  )) as unknown as {
    rows: { id: number }[];
  };
  applicantId = found.rows[0].id;
});
afterAll(() => f.close());

const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  f.t.app.inject({ method, url, headers: { authorization: applicant }, ...(payload ? { payload } : {}) });
const join = () =>
  as('POST', '/api/clubmembership/join/', {
    club: f.harbour,
    membership_type: typeId,
    billing_cycle: 'A',
    agree_terms: true,
    payment_method: 'A',
  });
const credit = (minor: number) =>
  f.t.db.insert(creditEntries).values({
    club_id: f.harbour,
    player_id: applicantId,
    amount_minor: minor,
    currency: 'aud',
    kind: 'A',
    reason: 'Test',
  });
const balance = async () =>
  Number(
    (
      await f.t.db
        .select({ sum: sql<string>`coalesce(sum(${creditEntries.amount_minor}), 0)` })
        .from(creditEntries)
        .where(and(eq(creditEntries.club_id, f.harbour), eq(creditEntries.player_id, applicantId)))
    )[0].sum,
  );

describe('a membership paid from account credit', () => {
  it('refuses a balance that does not cover the price, nothing written', async () => {
    await credit(1000);
    const charges = (await f.t.db.select().from(membershipCharges)).length;
    const res = await join();
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Not enough credit: 10.00 AUD left.');
    expect((await f.t.db.select().from(membershipCharges)).length).toBe(charges);
    expect(await balance()).toBe(1000);
  });

  it('joins paying by account: the charge record and its transaction say A, the balance pays the price', async () => {
    await credit(100_000);
    const res = await join();
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.charge).toMatchObject({ status: 'P', method: 'A' });
    expect(body.member).toMatchObject({ sub_status: 'C', membership_type: typeId });
    const txn = (await as('GET', `/api/transaction/${body.transaction}/`)).json();
    expect(txn).toMatchObject({ kind: 'M', status: 'P', payment_method: 'A', amount: body.charge.amount });
    expect(txn.receipt_number).toMatch(/^\d{4}-\d{6}$/);
    expect(await balance()).toBe(101_000 - Math.round(Number(body.charge.amount) * 100));
  });
});
