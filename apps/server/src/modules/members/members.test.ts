import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubMember } from '@rally/domain';
import { membersFixture, type Caller, type MembersFixture } from './members.test-helpers';

let f: MembersFixture;
beforeAll(async () => {
  f = await membersFixture();
});
afterAll(() => f.close());

const list = (query: Record<string, string | number | boolean> = {}, who: Caller = 'fees') =>
  f.call(
    who,
    'GET',
    `/api/clubmember/?${new URLSearchParams(Object.entries({ club: f.riverside, ...query }).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );

/** Adds members to Riverside through the bulk call; each gets the last name `tag` so a search finds exactly them. */
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

const typeId = async (name: string) =>
  (await f.call('fees', 'GET', `/api/clubmembershiptype/?club=${f.riverside}`))
    .json()
    .results.find((t: { name: string }) => t.name === name).id as number;

describe('GET /api/clubmember/', () => {
  it('pages the register by last name with DRF links that keep the filters', async () => {
    const first = (await list({ page_size: 25, gender: 'F' })).json();
    expect(first.count).toBeGreaterThan(50);
    expect(first.results).toHaveLength(25);
    expect(first.previous).toBeNull();
    const next = new URL(first.next);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      club: String(f.riverside),
      gender: 'F',
      page: '2',
      page_size: '25',
    });
    const second = (await f.call('fees', 'GET', next.pathname + next.search)).json();
    expect(second.results).toHaveLength(25);
    expect(new URL(second.previous).searchParams.get('page')).toBe('1');
    const names = [...first.results, ...second.results].map((m: ClubMember) => m.last_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(first.results.every((m: ClubMember) => m.gender === 'F' && m.club === f.riverside)).toBe(true);
  });

  it('answers 10 a page by default and the last page without next', async () => {
    const body = (await list()).json();
    expect(body.results).toHaveLength(10);
    const last = (await list({ page: Math.ceil(body.count / 10) })).json();
    expect(last.next).toBeNull();
    expect(last.results.length).toBeGreaterThan(0);
  });

  it('searches names, the full name, e-mails and the membership number, ignoring case', async () => {
    await addMembers('Searchable', [
      { first_name: 'Quentin', membership_number: 'QX-77', email_set: ['quentin.s@example.org'] },
    ]);
    for (const search of ['quentin', 'SEARCHABLE', 'Quentin Searchable', 'qx-77', 'quentin.s@example']) {
      const body = (await list({ search })).json();
      expect(
        body.results.map((m: ClubMember) => m.first_name),
        search,
      ).toEqual(['Quentin']);
    }
    expect((await list({ search: '%' })).json().count).toBe(0); // LIKE wildcards are taken literally
  });

  it('filters by age: min_age as given, max_age = min_age + 10, both inclusive (spec 2 §5)', async () => {
    await addMembers('Agewindow', [
      { first_name: 'Almost30', dob: f.bornAged(30, 1) },
      { first_name: 'Just30', dob: f.bornAged(30) },
      { first_name: 'Forty', dob: f.bornAged(40) },
      { first_name: 'Almost41', dob: f.bornAged(41, 1) },
      { first_name: 'Just41', dob: f.bornAged(41) },
      { first_name: 'NoDob' },
    ]);
    const names = (await list({ search: 'Agewindow', min_age: 30, max_age: 40 }))
      .json()
      .results.map((m: ClubMember) => m.first_name);
    expect(names.sort()).toEqual(['Almost41', 'Forty', 'Just30']);
  });

  it('finds expired members, members with no membership, and the opposite', async () => {
    const adult = await typeId('Adult');
    await addMembers('Expiry', [
      { first_name: 'Lapsed', membership_type: adult, expires: f.daysFromToday(-1), sub_status: 'U' },
      { first_name: 'EndsToday', membership_type: adult, expires: f.today },
      { first_name: 'Open', membership_type: adult },
      { first_name: 'Nothing' },
    ]);
    const names = async (q: Record<string, string | boolean>) =>
      (await list({ search: 'Expiry', ...q }))
        .json()
        .results.map((m: ClubMember) => m.first_name)
        .sort();
    expect(await names({ is_expired: 'True' })).toEqual(['Lapsed']);
    expect(await names({ is_expired: false })).toEqual(['EndsToday', 'Nothing', 'Open']);
    expect(await names({ no_membership: true })).toEqual(['Nothing']);
    expect(await names({ no_membership: false })).toEqual(['EndsToday', 'Lapsed', 'Open']);
    expect(await names({ is_expired: true, sub_status: 'U' })).toEqual(['Lapsed']);
    const lapsed = (await list({ search: 'Lapsed' })).json().results[0];
    expect(lapsed).toMatchObject({ is_expired: true, billing_cycle: 'A', sub_status: 'U' });
  });

  it('filters by membership types, subscription status and is_user', async () => {
    const [junior, social] = [await typeId('Junior'), await typeId('Social')];
    const byTypes = (await list({ membership_types: `${junior},${social}`, page_size: 1000 })).json();
    expect(byTypes.count).toBeGreaterThan(0);
    expect(byTypes.results.every((m: ClubMember) => m.membership_type === junior || m.membership_type === social)).toBe(
      true,
    );
    const overdue = (await list({ sub_status: 'O', page_size: 1000 })).json();
    expect(overdue.results.every((m: ClubMember) => m.sub_status === 'O')).toBe(true);
    // The demo's members with a login, and any other with the app (the demo's own weekly slot's member, no login).
    const users = (await list({ is_user: true })).json();
    expect(users.results.map((m: ClubMember) => m.email_set[0])).toEqual(
      expect.arrayContaining(['applicant@example.com', 'coach@example.com', 'player@example.com']),
    );
    expect(users.results.every((m: ClubMember) => m.is_user && m.player)).toBe(true);
  });

  it('refuses bad filters with the field message as reason', async () => {
    for (const [query, reason] of [
      [{ gender: 'X' }, 'Gender must be M, F or U'],
      [{ min_age: 'old' }, 'Age must be a whole number'],
      [{ is_expired: 'perhaps' }, 'Must be true or false'],
      [{ sub_status: 'Q' }, 'Subscription status must be C, O, U or P'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toBe(reason);
    }
  });
});

describe('DELETE /api/clubmember/{id}/', () => {
  it('removes the member', async () => {
    const [m] = await addMembers('Leaving', [{}]);
    expect((await f.call('agent', 'DELETE', `/api/clubmember/${m.id}/`)).statusCode).toBe(204);
    expect((await list({ search: 'Leaving' })).json().count).toBe(0);
    expect((await f.call('agent', 'DELETE', `/api/clubmember/${m.id}/`)).statusCode).toBe(404);
  });
});

describe('PATCH /api/clubmember/{id}/membership/', () => {
  it('changes the membership and keeps the fields left out', async () => {
    const [m] = await addMembers('Upgrade', [
      { membership_type: await typeId('Social'), expires: '2027-06-30', sub_status: 'C' },
    ]);
    const res = await f.call('fees', 'PATCH', `/api/clubmember/${m.id}/membership/`, {
      membership_type: await typeId('Adult'),
      billing_cycle: 'M',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: m.id,
      membership_type: await typeId('Adult'),
      billing_cycle: 'M',
      expires: '2027-06-30',
      sub_status: 'C',
      last_name: 'Upgrade',
    });
  });

  it('clears the cycle, expiry and status with the type', async () => {
    const [m] = await addMembers('Cancel', [
      { membership_type: await typeId('Adult'), expires: '2027-06-30', sub_status: 'C' },
    ]);
    const res = await f.call('fees', 'PATCH', `/api/clubmember/${m.id}/membership/`, { membership_type: null });
    expect(res.json()).toMatchObject({ membership_type: null, billing_cycle: null, expires: null, sub_status: null });
  });

  it("refuses with 'Invalid membership details' and the field errors", async () => {
    const [m] = await addMembers('Refused', [{}]);
    const harbourType = (await f.call('other', 'GET', `/api/clubmembershiptype/?club=${f.harbour}`)).json().results[0]
      .id;
    for (const [body, field, message] of [
      [
        { membership_type: await typeId('Adult'), billing_cycle: 'Q' },
        'billing_cycle',
        'Billing cycle must be A (yearly) or M (monthly)',
      ],
      [{ membership_type: await typeId('Adult'), expires: '30/06/2027' }, 'expires', 'Date format must be YYYY-MM-DD'],
      [
        { membership_type: await typeId('Junior'), billing_cycle: 'M' },
        'billing_cycle',
        'The membership type Junior has no monthly price',
      ],
      [{ membership_type: harbourType }, 'membership_type', 'Choose a membership type of this club'],
    ] as const) {
      const res = await f.call('fees', 'PATCH', `/api/clubmember/${m.id}/membership/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ reason: 'Invalid membership details', errors: { [field]: [message] } });
    }
  });

  it('refuses joining a type past its max_number', async () => {
    const created = await f.call('agent', 'POST', '/api/clubmembershiptype/', {
      club: f.riverside,
      name: 'Two seats',
      annual_price: 10,
      max_number: 2,
    });
    const two = created.json().id;
    const [a, b, c] = await addMembers('Seats', [{}, {}, {}]);
    for (const m of [a, b])
      expect(
        (await f.call('fees', 'PATCH', `/api/clubmember/${m.id}/membership/`, { membership_type: two })).statusCode,
      ).toBe(200);
    const res = await f.call('fees', 'PATCH', `/api/clubmember/${c.id}/membership/`, { membership_type: two });
    expect(res.json().errors).toEqual({
      membership_type: ['The membership type Two seats is full (at most 2 members)'],
    });
    // A member already in the type may still change its other fields.
    expect(
      (await f.call('fees', 'PATCH', `/api/clubmember/${a.id}/membership/`, { expires: '2028-01-01' })).statusCode,
    ).toBe(200);
  });
});

describe('access (spec 2 §6: members area is AGENT or MEMBERSHIP_FEES)', () => {
  it('lets AGENT and MEMBERSHIP_FEES in', async () => {
    expect((await list({}, 'agent')).statusCode).toBe(200);
    expect((await list({}, 'fees')).statusCode).toBe(200);
  });

  it('refuses a COURT_BOOKINGS-only administrator with 403 and writes nothing', async () => {
    const [m] = await addMembers('Guarded', [{}]);
    expect((await list({}, 'bookings')).statusCode).toBe(403);
    expect(
      (
        await f.call('bookings', 'POST', `/api/cmember/bulk/?club=${f.riverside}`, [
          { first_name: 'X', last_name: 'Y' },
        ])
      ).statusCode,
    ).toBe(403);
    expect((await f.call('bookings', 'DELETE', `/api/clubmember/${m.id}/`)).statusCode).toBe(403);
    expect(
      (await f.call('bookings', 'PATCH', `/api/clubmember/${m.id}/membership/`, { membership_type: null })).statusCode,
    ).toBe(403);
    expect((await list({ search: 'Guarded' })).json().count).toBe(1);
  });

  it("answers another club's administrator 404, the same as a record that does not exist", async () => {
    const [m] = await addMembers('Private', [{}]);
    expect((await list({}, 'other')).statusCode).toBe(404);
    const theirs = await f.call('other', 'DELETE', `/api/clubmember/${m.id}/`);
    const missing = await f.call('other', 'DELETE', '/api/clubmember/99999999/');
    expect([theirs.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(theirs.json()).toEqual(missing.json());
    expect((await f.call('other', 'PATCH', `/api/clubmember/${m.id}/membership/`, {})).statusCode).toBe(404);
    expect((await list({ search: 'Private' })).json().count).toBe(1);
  });
});
