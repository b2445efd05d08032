import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersFixture, type MembersFixture } from './members.test-helpers';

// A retried or double-clicked import never duplicates the register: rows name existing members by
// membership number or e-mail; preview=True tells what each row would do and writes nothing.

let f: MembersFixture;
beforeAll(async () => {
  f = await membersFixture();
});
afterAll(() => f.close());

const bulk = (rows: unknown, query = '') =>
  f.call('fees', 'POST', `/api/cmember/bulk/?club=${f.riverside}${query}`, rows);
const total = async (search = '') =>
  (
    await f.call(
      'fees',
      'GET',
      `/api/clubmember/?club=${f.riverside}&page_size=1${search ? `&search=${encodeURIComponent(search)}` : ''}`,
    )
  ).json().count as number;

const batch = [
  { membership_number: 'DUP-1', first_name: 'Ines', last_name: 'Retry', email_set: ['ines@retry.example'] },
  { first_name: 'Jon', last_name: 'Retry', email_set: ['jon@retry.example'] },
  { first_name: 'Kai', last_name: 'Retry' },
];

describe('an import sent twice', () => {
  it('adds the members once: the second time every named row is a duplicate and nothing is written', async () => {
    const first = await bulk(batch);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ created: 3, updated: 0, duplicates: 0 });
    const ids = first.json().members.map((m: { id: number }) => m.id);
    expect(first.json().rows).toEqual([
      { index: 0, action: 'create', member_id: ids[0] },
      { index: 1, action: 'create', member_id: ids[1] },
      { index: 2, action: 'create', member_id: ids[2] },
    ]);

    const before = await total();
    const again = await bulk(batch.slice(0, 2));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ members: [], created: 0, updated: 0, duplicates: 2 });
    expect(again.json().rows).toEqual([
      { index: 0, action: 'duplicate', member_id: ids[0], matched_by: 'membership_number' },
      { index: 1, action: 'duplicate', member_id: ids[1], matched_by: 'email' },
    ]);
    expect(await total()).toBe(before);
  });

  it('updates the member a row names when the row changes something, keeping what it leaves out', async () => {
    const res = await bulk([
      { membership_number: 'DUP-1', first_name: 'Ines', last_name: 'Retry', city: 'Manly' },
      { first_name: 'Jonathan', last_name: 'Retry', email_set: ['JON@retry.example'] },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ created: 0, updated: 2, duplicates: 0 });
    const [ines, jon] = res.json().members;
    expect(ines).toMatchObject({ membership_number: 'DUP-1', city: 'Manly', email_set: ['ines@retry.example'] });
    expect(jon).toMatchObject({ first_name: 'Jonathan', email_set: ['jon@retry.example'] });
    expect(await total('Retry')).toBe(3);
  });

  it('writes a row repeated inside one batch once', async () => {
    const res = await bulk([
      { membership_number: 'TWICE-1', first_name: 'Lena', last_name: 'Twice' },
      { membership_number: 'TWICE-1', first_name: 'Lena', last_name: 'Twice' },
      { first_name: 'Max', last_name: 'Twice', email_set: ['max@twice.example'] },
      { first_name: 'Maxi', last_name: 'Twice', email_set: ['max@twice.example'] },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ created: 2, duplicates: 2 });
    const [lena, , max] = res.json().rows;
    expect(res.json().rows[1]).toEqual({
      index: 1,
      action: 'duplicate',
      member_id: lena.member_id,
      matched_by: 'membership_number',
    });
    expect(res.json().rows[3]).toEqual({
      index: 3,
      action: 'duplicate',
      member_id: max.member_id,
      matched_by: 'email',
    });
    expect(await total('Twice')).toBe(2);
  });

  it('the database refuses a second member with one membership number in a club', async () => {
    const res = await f.call('fees', 'PATCH', `/api/cmember/bulk/?club=${f.riverside}`, [
      {
        id: (await bulk([{ membership_number: 'UNIQ-2', first_name: 'Uma', last_name: 'Unique' }])).json().members[0]
          .id,
        membership_number: 'DUP-1',
      },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toEqual(expect.any(String));
  });
});

describe('POST /api/cmember/bulk/?club&preview=True', () => {
  it('answers what each row would do, with the totals and error rows, and writes nothing', async () => {
    const before = await total();
    const res = await bulk(
      [
        { membership_number: 'DUP-1', first_name: 'Ines', last_name: 'Retry', city: 'Manly' },
        { membership_number: 'DUP-1', first_name: 'Ines', last_name: 'Retry', city: 'Bondi' },
        { first_name: 'New', last_name: 'Person', email_set: ['new@person.example'] },
        { first_name: '', last_name: 'Broken', dob: '1990-02-31' },
        { first_name: 'Jonathan', last_name: 'Retry', email_set: ['jon@retry.example'], city: 'Coogee' },
      ],
      '&preview=True',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const ines = body.rows[0].member_id;
    expect(body.rows).toEqual([
      { index: 0, action: 'duplicate', member_id: ines, matched_by: 'membership_number' },
      { index: 1, action: 'duplicate', member_id: ines, matched_by: 'membership_number' },
      { index: 2, action: 'create' },
      { index: 4, action: 'update', member_id: expect.any(Number), matched_by: 'email' },
    ]);
    expect(body).toMatchObject({ created: 1, updated: 1, duplicates: 2 });
    expect(body.error_rows).toHaveLength(1);
    expect(body.error_rows[0]).toMatchObject({ row: 4 });
    expect(body.error_rows[0].error).toMatch(/^Row 4: First name is required; Date of birth/);
    expect(body.members).toBeUndefined();
    expect(await total()).toBe(before);
  });
});
