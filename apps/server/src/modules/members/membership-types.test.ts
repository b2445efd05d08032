import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberGroupRecord, MembershipTypeRecord } from '@rally/domain';
import { membersFixture, type MembersFixture } from './members.test-helpers';

let f: MembersFixture;
beforeAll(async () => {
  f = await membersFixture();
});
afterAll(() => f.close());

const types = async (club = f.riverside, who: 'fees' | 'other' = 'fees') =>
  (await f.call(who, 'GET', `/api/clubmembershiptype/?club=${club}`)).json().results as MembershipTypeRecord[];
const groups = async () =>
  (await f.call('fees', 'GET', `/api/clubmembergroup/?club=${f.riverside}`)).json().results as MemberGroupRecord[];
const createType = (body: Record<string, unknown>) =>
  f.call('fees', 'POST', '/api/clubmembershiptype/', { club: f.riverside, ...body });
const addMembers = async (tag: string, n: number) =>
  (
    await f.call(
      'fees',
      'POST',
      `/api/cmember/bulk/?club=${f.riverside}`,
      Array.from({ length: n }, (_, i) => ({ first_name: `G${i}`, last_name: tag })),
    )
  ).json().members as { id: number }[];

describe('membership types', () => {
  it("lists the club's types by name, priced in the club's currency, with member counts", async () => {
    const list = await types();
    expect(list.map((t) => t.name)).toEqual(['Adult', 'Family', 'Junior', 'Senior', 'Social']);
    expect(list[0]).toMatchObject({
      club: f.riverside,
      annual_price: '420.00',
      monthly_price: '38.00',
      currency: 'aud',
      member_count: expect.any(Number),
    });
    expect(list[0].member_count).toBeGreaterThan(50);
  });

  it('adds a type: prices rounded half away from zero to the currency, blank as 0', async () => {
    const res = await createType({
      name: 'Twilight',
      comments: 'After 6 pm',
      group: 'Playing',
      annual_price: '120.005',
      monthly_price: '',
      max_number: '40',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Twilight',
      annual_price: '120.01',
      monthly_price: '0.00',
      max_number: 40,
      currency: 'aud',
      member_count: 0,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a name', { name: ' ', annual_price: 10 }, { name: ['Name is required'] }],
    [
      'numeric prices',
      { name: 'A', annual_price: 'ten', monthly_price: 5 },
      { annual_price: ['Must be a positive number'] },
    ],
    [
      'prices not negative',
      { name: 'B', annual_price: 10, monthly_price: -5 },
      { monthly_price: ['Must be a positive number'] },
    ],
    [
      'not both prices zero',
      { name: 'C', annual_price: 0, monthly_price: '0.00' },
      {
        annual_price: ['At least one of Annual price and Monthly price must be greater than 0'],
        monthly_price: ['At least one of Annual price and Monthly price must be greater than 0'],
      },
    ],
    [
      'a name no other type has',
      { name: 'adult', annual_price: 10 },
      { name: ['A membership type with this name already exists'] },
    ],
  ])("refuses a type without %s: 'Invalid membership type details'", async (_, body, errors) => {
    const res = await createType(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: 'Invalid membership type details', errors });
  });

  it('changes a type by PATCH on the list path (id and club in the body) or on its own path', async () => {
    const twilight = (await types()).find((t) => t.name === 'Twilight')!;
    const byBody = await f.call('fees', 'PATCH', '/api/clubmembershiptype/', {
      id: twilight.id,
      club: f.riverside,
      monthly_price: 12.5,
    });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(byBody.json()).toMatchObject({
      name: 'Twilight',
      annual_price: '120.01',
      monthly_price: '12.50',
      comments: 'After 6 pm',
    });
    const byPath = await f.call('agent', 'PATCH', `/api/clubmembershiptype/${twilight.id}/`, {
      name: 'Twilight tennis',
      max_number: null,
    });
    expect(byPath.json()).toMatchObject({ name: 'Twilight tennis', max_number: null, monthly_price: '12.50' });
    const bothZero = await f.call('fees', 'PATCH', `/api/clubmembershiptype/${twilight.id}/`, {
      annual_price: 0,
      monthly_price: 0,
    });
    expect(bothZero.json().reason).toBe('Invalid membership type details');
  });

  it('keeps max_number at or above the members the type has', async () => {
    const junior = (await types()).find((t) => t.name === 'Junior')!;
    const res = await f.call('fees', 'PATCH', `/api/clubmembershiptype/${junior.id}/`, { max_number: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ max_number: [`The type already has ${junior.member_count} members`] });
  });

  it('answers 404 for a type of another club, whichever path names it', async () => {
    const harbourType = (await types(f.harbour, 'other'))[0];
    expect(
      (
        await f.call('fees', 'PATCH', '/api/clubmembershiptype/', {
          id: harbourType.id,
          club: f.riverside,
          name: 'Mine now',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await f.call('fees', 'PATCH', `/api/clubmembershiptype/${harbourType.id}/`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await f.call('fees', 'DELETE', `/api/clubmembershiptype/${harbourType.id}/`)).statusCode).toBe(404);
    expect((await types(f.harbour, 'other'))[0].name).toBe(harbourType.name);
  });

  it('deletes a type no member holds', async () => {
    const temp = (await createType({ name: 'Unused', annual_price: 5 })).json();
    expect((await f.call('fees', 'DELETE', `/api/clubmembershiptype/${temp.id}/`)).statusCode).toBe(204);
    expect((await types()).some((t) => t.id === temp.id)).toBe(false);
  });

  it('refuses to delete a type members hold, with their count, and changes nothing', async () => {
    const temp = (await createType({ name: 'Held', annual_price: 5 })).json();
    const added = await addMembers('Holder', 3);
    for (const m of added)
      await f.call('fees', 'PATCH', `/api/clubmember/${m.id}/membership/`, {
        membership_type: temp.id,
        expires: '2027-01-01',
        sub_status: 'C',
      });
    const res = await f.call('fees', 'DELETE', `/api/clubmembershiptype/${temp.id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      reason:
        "3 members hold this membership type. Move them to another type first: send the other type's id as move_to.",
    });
    expect((await types()).find((t) => t.id === temp.id)?.member_count).toBe(3);
  });

  it('with move_to, moves the members to that type (cycle kept where priced, else its default) and deletes', async () => {
    const from = (await createType({ name: 'Old monthly', monthly_price: 5 })).json();
    const to = (await createType({ name: 'New yearly', annual_price: 50 })).json();
    const [m] = await addMembers('Mover', 1);
    await f.call('fees', 'PATCH', `/api/clubmember/${m.id}/membership/`, {
      membership_type: from.id,
      billing_cycle: 'M',
      expires: '2027-01-01',
      sub_status: 'C',
    });
    const bad = await f.call('fees', 'DELETE', `/api/clubmembershiptype/${from.id}/?move_to=${from.id}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('Choose another membership type of this club to move the members to.');
    const res = await f.call('fees', 'DELETE', `/api/clubmembershiptype/${from.id}/?move_to=${to.id}`);
    expect(res.statusCode, res.body).toBe(204);
    const after = (await f.call('fees', 'GET', `/api/clubmember/?club=${f.riverside}&search=Mover`)).json().results[0];
    expect(after).toMatchObject({ membership_type: to.id, billing_cycle: 'A', expires: '2027-01-01', sub_status: 'C' });
  });

  it('refuses a move_to of another club, or one that would pass its max_number', async () => {
    const from = (await createType({ name: 'Crowded', annual_price: 5 })).json();
    const small = (await createType({ name: 'Tiny', annual_price: 5, max_number: 1 })).json();
    for (const m of await addMembers('Crowd', 2))
      await f.call('fees', 'PATCH', `/api/clubmember/${m.id}/membership/`, { membership_type: from.id });
    const harbourType = (await types(f.harbour, 'other'))[0];
    const other = await f.call('fees', 'DELETE', `/api/clubmembershiptype/${from.id}/?move_to=${harbourType.id}`);
    expect(other.statusCode).toBe(400);
    const full = await f.call('fees', 'DELETE', `/api/clubmembershiptype/${from.id}/?move_to=${small.id}`);
    expect(full.statusCode).toBe(400);
    expect(full.json().reason).toBe('The membership type Tiny is full (at most 1 members)');
    expect((await types()).find((t) => t.id === from.id)?.member_count).toBe(2);
  });

  it('lets only the members area in: COURT_BOOKINGS gets 403, another club 404', async () => {
    expect(
      (await f.call('bookings', 'POST', '/api/clubmembershiptype/', { club: f.riverside, name: 'X', annual_price: 1 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await f.call('other', 'POST', '/api/clubmembershiptype/', { club: f.riverside, name: 'X', annual_price: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await f.call('bookings', 'GET', `/api/clubmembershiptype/?club=${f.riverside}`)).statusCode).toBe(403);
    expect((await types()).some((t) => t.name === 'X')).toBe(false);
  });
});

describe('member groups', () => {
  it("lists the club's groups with their type and members", async () => {
    const list = await groups();
    expect(list.map((g) => g.name)).toEqual(['Junior academy', 'Pennant squad', 'Tuesday social']);
    expect(list[0].members.length).toBeGreaterThan(0);
    expect(list[0].membership_type).toBe((await types()).find((t) => t.name === 'Junior')!.id);
  });

  it('adds a group with members, and moves them out of any other group', async () => {
    const [a, b] = await addMembers('Grouped', 2);
    const squad = (await groups()).find((g) => g.name === 'Pennant squad')!;
    await f.call('fees', 'PATCH', `/api/clubmembergroup/${squad.id}/`, { members: [...squad.members, a.id] });
    const res = await f.call('fees', 'POST', '/api/clubmembergroup/', {
      club: f.riverside,
      name: 'Doubles ladder',
      membership_type: null,
      members: [a.id, b.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Doubles ladder', membership_type: null, members: [a.id, b.id] });
    expect((await groups()).find((g) => g.name === 'Pennant squad')!.members).not.toContain(a.id);
  });

  it('replaces the members when PATCH gives them, keeps them when it does not', async () => {
    const ladder = (await groups()).find((g) => g.name === 'Doubles ladder')!;
    const adult = (await types()).find((t) => t.name === 'Adult')!.id;
    const renamed = await f.call('fees', 'PATCH', '/api/clubmembergroup/', {
      id: ladder.id,
      club: f.riverside,
      name: 'Ladder',
      membership_type: adult,
    });
    expect(renamed.json()).toMatchObject({ name: 'Ladder', membership_type: adult, members: ladder.members });
    const trimmed = await f.call('fees', 'PATCH', `/api/clubmembergroup/${ladder.id}/`, {
      members: [ladder.members[1]],
    });
    expect(trimmed.json().members).toEqual([ladder.members[1]]);
    const left = (await f.call('fees', 'GET', `/api/clubmember/?club=${f.riverside}&search=Grouped`)).json().results;
    expect(left.map((m: { group: number | null }) => m.group).sort()).toEqual([ladder.id, null].sort());
  });

  it("refuses a group without a name, with another club's type or members, or a name in use", async () => {
    const harbourType = (await types(f.harbour, 'other'))[0].id;
    const harbourMember = (await f.call('other', 'GET', `/api/clubmember/?club=${f.harbour}`)).json().results[0].id;
    const post = (body: Record<string, unknown>) =>
      f.call('fees', 'POST', '/api/clubmembergroup/', { club: f.riverside, ...body });
    expect((await post({ name: '' })).json()).toEqual({
      reason: 'Name is required',
      errors: { name: ['Name is required'] },
    });
    expect((await post({ name: 'G1', membership_type: harbourType })).json().errors).toEqual({
      membership_type: ['Choose a membership type of this club'],
    });
    expect((await post({ name: 'G2', members: [harbourMember] })).json().errors).toEqual({
      members: ['Some of these members are not members of this club.'],
    });
    expect((await post({ name: 'tuesday SOCIAL' })).json().errors).toEqual({
      name: ['A member group with this name already exists'],
    });
  });

  it('deletes a group; its members stay, in no group', async () => {
    const ladder = (await groups()).find((g) => g.name === 'Ladder')!;
    expect((await f.call('agent', 'DELETE', `/api/clubmembergroup/${ladder.id}/`)).statusCode).toBe(204);
    const left = (await f.call('fees', 'GET', `/api/clubmember/?club=${f.riverside}&search=Grouped`)).json().results;
    expect(left).toHaveLength(2);
    expect(left.every((m: { group: number | null }) => m.group === null)).toBe(true);
    expect((await f.call('other', 'DELETE', `/api/clubmembergroup/${(await groups())[0].id}/`)).statusCode).toBe(404);
    expect((await f.call('bookings', 'DELETE', `/api/clubmembergroup/${(await groups())[0].id}/`)).statusCode).toBe(
      403,
    );
  });
});
