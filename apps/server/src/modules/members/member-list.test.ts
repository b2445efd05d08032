import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubMember } from '@rally/domain';
import { membersFixture, type MembersFixture } from './members.test-helpers';

// The member list's sorting (GET /api/clubmember/?ordering) and bulk removal (POST /api/cmember/bulk_delete/).

let f: MembersFixture;
beforeAll(async () => {
  f = await membersFixture();
});
afterAll(() => f.close());

const list = async (query: Record<string, string | number>) => {
  const res = await f.call(
    'fees',
    'GET',
    `/api/clubmember/?${new URLSearchParams({ club: String(f.riverside), ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
  );
  return res;
};

async function addMembers(tag: string, rows: Record<string, unknown>[]): Promise<ClubMember[]> {
  const res = await f.call(
    'fees',
    'POST',
    `/api/cmember/bulk/?club=${f.riverside}`,
    rows.map((r, i) => ({ first_name: `M${i}`, last_name: tag, ...r })),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().members;
}

describe('GET /api/clubmember/?ordering', () => {
  it('sorts by a column either way, empty values last, then by name', async () => {
    await addMembers('Sortcheck', [
      { first_name: 'Cat', membership_number: 'S-2', dob: '1990-05-01' },
      { first_name: 'Abe', membership_number: 'S-3', dob: '1970-01-01' },
      { first_name: 'Bea', membership_number: 'S-1' },
    ]);
    const names = async (ordering: string) =>
      (await list({ search: 'Sortcheck', ordering })).json().results.map((m: ClubMember) => m.first_name);
    expect(await names('membership_number')).toEqual(['Bea', 'Cat', 'Abe']);
    expect(await names('-membership_number')).toEqual(['Abe', 'Cat', 'Bea']);
    expect(await names('dob')).toEqual(['Abe', 'Cat', 'Bea']);
    expect(await names('-dob')).toEqual(['Cat', 'Abe', 'Bea']);
    expect(await names('first_name')).toEqual(['Abe', 'Bea', 'Cat']);
    expect(await names('-first_name')).toEqual(['Cat', 'Bea', 'Abe']);
  });

  it('keeps the ordering in the next link and pages without overlap', async () => {
    const first = (await list({ ordering: '-expires', page_size: 20 })).json();
    expect(new URL(first.next).searchParams.get('ordering')).toBe('-expires');
    const second = (await f.call('fees', 'GET', new URL(first.next).pathname + new URL(first.next).search)).json();
    const ids = [...first.results, ...second.results].map((m: ClubMember) => m.id);
    expect(new Set(ids).size).toBe(40);
    const dates = [...first.results, ...second.results].map((m: ClubMember) => m.expires).filter(Boolean);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses an unknown column with a sentence', async () => {
    const res = await list({ ordering: 'password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.ordering[0]).toMatch(/^ordering must be one of last_name/);
  });
});

describe('POST /api/cmember/bulk_delete/?club', () => {
  it('removes the chosen members, all at once', async () => {
    const added = await addMembers('Bulkgone', [{}, {}, {}]);
    const res = await f.call('fees', 'POST', `/api/cmember/bulk_delete/?club=${f.riverside}`, {
      ids: added.slice(0, 2).map((m) => m.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await list({ search: 'Bulkgone' })).json().results.map((m: ClubMember) => m.id)).toEqual([added[2].id]);
  });

  it("removes nothing when one id is another club's member or missing, answering as for a missing member", async () => {
    const [mine] = await addMembers('Bulkkept', [{}]);
    const harbourRes = await f.call('other', 'POST', `/api/cmember/bulk/?club=${f.harbour}`, [
      { first_name: 'H', last_name: 'Harbourone' },
    ]);
    const theirs = harbourRes.json().members[0].id as number;
    for (const ids of [
      [mine.id, theirs],
      [mine.id, 2 ** 31 - 2],
    ]) {
      const res = await f.call('fees', 'POST', `/api/cmember/bulk_delete/?club=${f.riverside}`, { ids });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ reason: 'Member not found.' });
    }
    expect((await list({ search: 'Bulkkept' })).json().count).toBe(1);
  });

  it('refuses an empty selection, and callers without the members area', async () => {
    const empty = await f.call('fees', 'POST', `/api/cmember/bulk_delete/?club=${f.riverside}`, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.ids).toEqual(['Choose at least one member']);
    expect(
      (await f.call('bookings', 'POST', `/api/cmember/bulk_delete/?club=${f.riverside}`, { ids: [1] })).statusCode,
    ).toBe(403);
    expect(
      (await f.call('other', 'POST', `/api/cmember/bulk_delete/?club=${f.riverside}`, { ids: [1] })).statusCode,
    ).toBe(404);
  });
});
