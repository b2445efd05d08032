import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubAdmins, clubs, courtGroups, courts } from '../src/db/schema';
import { clubMembers } from '../src/modules/members/members.tables';
import { players } from '../src/modules/players/players.tables';
import { users } from '../src/modules/auth/auth.tables';
import { atOnce, isPostgres, statusCounts, times } from './concurrency';
import { createTestApp, login, type TestApp } from './helpers';

// The rules a race could break, each attacked by many requests at once. On PostgreSQL only: PGlite
// runs one transaction at a time, so there the requests queue and the test would prove nothing.
describe.runIf(isPostgres)('many requests at once (PostgreSQL)', () => {
  let t: TestApp;
  let riverside: number;
  const auth: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    [{ id: riverside }] = await t.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.name, 'Riverside Tennis Club'));
    for (const email of ['agent@example.com', 'fees@example.com']) auth[email] = await login(t.app, email);
  });
  afterAll(() => t.close());

  const adminIdOf = async (email: string) => {
    const [row] = await t.db
      .select({ id: clubAdmins.id })
      .from(clubAdmins)
      .innerJoin(players, eq(players.id, clubAdmins.player_id))
      .innerJoin(users, eq(users.id, players.user_id))
      .where(and(eq(users.email, email), eq(clubAdmins.club_id, riverside)));
    return row.id;
  };
  const activeAgents = async () =>
    (
      await t.db
        .select({ roles: clubAdmins.roles, status: clubAdmins.status })
        .from(clubAdmins)
        .where(eq(clubAdmins.club_id, riverside))
    ).filter((a) => a.status === 'A' && (a.roles as string[]).includes('A')).length;

  it('imports at once into a membership type never take it past its max_number', async () => {
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/clubmembershiptype/',
      headers: { authorization: auth['fees@example.com'] },
      payload: { club: riverside, name: 'Race ten', annual_price: 10, max_number: 10 },
    });
    expect(type.statusCode, type.body).toBe(201);
    const typeId = type.json().id as number;
    const answers = await atOnce(
      t.app,
      times(20, (i) => ({
        method: 'POST',
        url: `/api/cmember/bulk/?club=${riverside}`,
        authorization: auth['fees@example.com'],
        payload: [{ first_name: `Racer${i}`, last_name: 'Capped', membership_type: typeId }],
      })),
    );
    expect(statusCounts(answers)).toEqual({ 201: 10, 400: 10 });
    const holders = await t.db
      .select({ id: clubMembers.id })
      .from(clubMembers)
      .where(eq(clubMembers.membership_type_id, typeId));
    expect(holders).toHaveLength(10);
  });

  it('one import sent five times at once adds its members once', async () => {
    const batch = [
      { membership_number: 'RACE-1', first_name: 'Ada', last_name: 'Twin' },
      { first_name: 'Bo', last_name: 'Twin', email_set: ['bo@twin.example'] },
    ];
    const answers = await atOnce(
      t.app,
      times(5, () => ({
        method: 'POST',
        url: `/api/cmember/bulk/?club=${riverside}`,
        authorization: auth['fees@example.com'],
        payload: batch,
      })),
    );
    expect(statusCounts(answers)).toEqual({ 201: 5 });
    expect(answers.map((res) => res.json().created).sort()).toEqual([0, 0, 0, 0, 2]);
    expect(
      await t.db
        .select({ id: clubMembers.id })
        .from(clubMembers)
        .where(and(eq(clubMembers.club_id, riverside), eq(clubMembers.last_name, 'Twin'))),
    ).toHaveLength(2);
  });

  it('courts added at once without a number get distinct numbers', async () => {
    const [group] = await t.db
      .select({ id: courtGroups.id })
      .from(courtGroups)
      .where(eq(courtGroups.club_id, riverside))
      .limit(1);
    const [sample] = await t.db.select().from(courts).where(eq(courts.club_id, riverside)).limit(1);
    const answers = await atOnce(
      t.app,
      times(20, (i) => ({
        method: 'POST',
        url: '/api/court/',
        authorization: auth['agent@example.com'],
        payload: {
          club: riverside,
          name: `Race court ${i}`,
          group: group.id,
          sport: sample.sport_id,
          surface: sample.surface_id,
        },
      })),
    );
    expect(statusCounts(answers)).toEqual({ 201: 20 });
    const numbers = answers.map((res) => res.json().number as number);
    expect(new Set(numbers).size).toBe(20);
    const stored = await t.db.select({ number: courts.number }).from(courts).where(eq(courts.club_id, riverside));
    expect(new Set(stored.map((c) => c.number)).size).toBe(stored.length);
  });

  describe('two PATCHes of one record at once never lose an update', () => {
    const rounds = 5;

    it('a court: name and lights', async () => {
      const [court] = await t.db.select().from(courts).where(eq(courts.club_id, riverside)).limit(1);
      for (let round = 0; round < rounds; round++) {
        const lights = round % 2 === 0;
        const answers = await atOnce(t.app, [
          {
            method: 'PATCH',
            url: `/api/court/${court.id}/`,
            authorization: auth['agent@example.com'],
            payload: { name: `Renamed ${round}` },
          },
          {
            method: 'PATCH',
            url: `/api/court/${court.id}/`,
            authorization: auth['agent@example.com'],
            payload: { has_lights: lights },
          },
        ]);
        expect(statusCounts(answers)).toEqual({ 200: 2 });
        const [after] = await t.db.select().from(courts).where(eq(courts.id, court.id));
        expect({ name: after.name, has_lights: after.has_lights }).toEqual({
          name: `Renamed ${round}`,
          has_lights: lights,
        });
      }
    });

    it("a member's membership: expiry and status", async () => {
      const [member] = await t.db
        .select()
        .from(clubMembers)
        .where(and(eq(clubMembers.club_id, riverside)))
        .limit(1);
      for (let round = 0; round < rounds; round++) {
        const expires = `2030-01-0${round + 1}`;
        const status = round % 2 ? 'O' : 'C';
        const answers = await atOnce(t.app, [
          {
            method: 'PATCH',
            url: `/api/clubmember/${member.id}/membership/`,
            authorization: auth['fees@example.com'],
            payload: { expires },
          },
          {
            method: 'PATCH',
            url: `/api/clubmember/${member.id}/membership/`,
            authorization: auth['fees@example.com'],
            payload: { sub_status: status },
          },
        ]);
        expect(statusCounts(answers), answers.map((a) => a.body).join()).toEqual({ 200: 2 });
        const [after] = await t.db.select().from(clubMembers).where(eq(clubMembers.id, member.id));
        expect({ expires: after.expires, status: after.subscription_status }).toEqual({ expires, status });
      }
    });

    it('a membership type: comments and group', async () => {
      const list = await t.app.inject({
        url: `/api/clubmembershiptype/?club=${riverside}`,
        headers: { authorization: auth['fees@example.com'] },
      });
      const type = list.json().results[0];
      for (let round = 0; round < rounds; round++) {
        const answers = await atOnce(t.app, [
          {
            method: 'PATCH',
            url: `/api/clubmembershiptype/${type.id}/`,
            authorization: auth['fees@example.com'],
            payload: { comments: `Note ${round}` },
          },
          {
            method: 'PATCH',
            url: `/api/clubmembershiptype/${type.id}/`,
            authorization: auth['fees@example.com'],
            payload: { group: `Group ${round}` },
          },
        ]);
        expect(statusCounts(answers)).toEqual({ 200: 2 });
        const after = (
          await t.app.inject({
            url: `/api/clubmembershiptype/?club=${riverside}`,
            headers: { authorization: auth['fees@example.com'] },
          })
        )
          .json()
          .results.find((r: { id: number }) => r.id === type.id);
        expect({ comments: after.comments, group: after.group }).toEqual({
          comments: `Note ${round}`,
          group: `Group ${round}`,
        });
      }
    });

    it('a court group: advance days and name', async () => {
      const [group] = await t.db.select().from(courtGroups).where(eq(courtGroups.club_id, riverside)).limit(1);
      for (let round = 0; round < rounds; round++) {
        const answers = await atOnce(t.app, [
          {
            method: 'PATCH',
            url: `/api/courtgroup/${group.id}/`,
            authorization: auth['agent@example.com'],
            payload: { advance_days_booking: 10 + round },
          },
          {
            method: 'PATCH',
            url: `/api/courtgroup/${group.id}/`,
            authorization: auth['agent@example.com'],
            payload: { name: `Group race ${round}` },
          },
        ]);
        expect(statusCounts(answers)).toEqual({ 200: 2 });
        const [after] = await t.db
          .select()
          .from(courtGroups)
          .where(inArray(courtGroups.id, [group.id]));
        expect({ days: after.advance_days_booking, name: after.name }).toEqual({
          days: 10 + round,
          name: `Group race ${round}`,
        });
      }
    });
  });

  // Last: it removes or demotes one of the two AGENTs the other tests log in as.
  it('20 attempts at once to remove or demote one of the last two AGENTs leave exactly one', async () => {
    const agent = await adminIdOf('agent@example.com');
    const fees = await adminIdOf('fees@example.com');
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/clubadmin/${fees}/`,
      headers: { authorization: auth['agent@example.com'] },
      payload: { roles: ['A', 'F'] },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await activeAgents()).toBe(2);

    // Each AGENT tries to remove or demote the other, and itself, many times over.
    const answers = await atOnce(
      t.app,
      times(20, (i) => {
        const by = i % 2 ? auth['agent@example.com'] : auth['fees@example.com'];
        const target = i % 4 < 2 ? agent : fees;
        return i % 3 === 0
          ? { method: 'DELETE', url: `/api/clubadmin/${target}/`, authorization: by }
          : { method: 'PATCH', url: `/api/clubadmin/${target}/`, authorization: by, payload: { roles: ['F'] } };
      }),
    );
    expect(
      answers.every((res) => res.statusCode < 500),
      JSON.stringify(statusCounts(answers)),
    ).toBe(true);
    expect(await activeAgents()).toBe(1);
  });
});
