import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { clubs } from '../clubs/clubs.tables';
import { linkKeyFromMail } from '../auth/auth.test-helpers';
import { contacts, players } from './players.tables';

let t: TestApp;
let clubId: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: clubs.id, name: clubs.name }).from(clubs);
  clubId = Object.fromEntries(rows.map((c) => [c.name, c.id]));
});
afterAll(() => t.close());

// One login per demo user for the whole file: each login costs a deliberately slow scrypt.
const sessions = new Map<string, Promise<string>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(t.app, email));
  return sessions.get(email)!;
};

const currentPlayer = async (auth: string) => {
  const res = await t.app.inject({ url: '/api/user/', headers: { authorization: auth } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/user/', () => {
  it('gives an AGENT a page with one user whose player has the club admin record', async () => {
    const body = await currentPlayer(await as('agent@example.com'));
    expect(body).toMatchObject({ count: 1, next: null, previous: null });
    expect(body.results).toHaveLength(1);
    const user = body.results[0];
    expect(Object.keys(user).sort()).toEqual(['email', 'id', 'player_set']);
    expect(user.email).toBe('agent@example.com');
    const player = user.player_set[0];
    expect(Object.keys(player).sort()).toEqual([
      'club_admin_set',
      'club_set',
      'coach',
      'contact_set',
      'dob',
      'full_name',
      'gender',
      'id',
      'ntrp_level',
      'phone',
      'photo',
      'stripe_customer',
    ]);
    expect(player).toMatchObject({
      full_name: 'Alex Agent',
      contact_set: [{ id: expect.any(Number), kind: 'E', value: 'agent@example.com', validated: true }],
      club_set: [{ id: clubId['Riverside Tennis Club'], name: 'Riverside Tennis Club' }],
      club_admin_set: [
        {
          id: expect.any(Number),
          club: clubId['Riverside Tennis Club'],
          club_name: 'Riverside Tennis Club',
          status: 'A',
          access: 'S',
          roles: ['A'],
        },
      ],
      coach: null,
      stripe_customer: null,
    });
  });

  it('gives a coach the clubs they coach at', async () => {
    const player = (await currentPlayer(await as('coach@example.com'))).results[0].player_set[0];
    expect(player.club_admin_set).toEqual([]);
    expect(player.coach).toEqual({
      id: expect.any(Number),
      ttype: 'C',
      coach_clubs: [
        { id: expect.any(Number), club: clubId['Riverside Tennis Club'], club_name: 'Riverside Tennis Club' },
      ],
    });
  });

  it('shows a pending application with its status', async () => {
    const player = (await currentPlayer(await as('applicant@example.com'))).results[0].player_set[0];
    expect(player.club_admin_set).toEqual([
      expect.objectContaining({ club_name: 'Riverside Tennis Club', status: 'P', roles: [] }),
    ]);
  });
});

describe('contacts', () => {
  it("lists the caller's own contacts, filtered by their player id", async () => {
    const auth = await as('player@example.com');
    const me = (await currentPlayer(auth)).results[0].player_set[0];
    const own = (await t.app.inject({ url: `/api/contact/?player=${me.id}`, headers: { authorization: auth } })).json();
    expect(own).toMatchObject({
      count: 1,
      next: null,
      previous: null,
      results: [{ kind: 'E', value: 'player@example.com', validated: true }],
    });
    const unfiltered = (await t.app.inject({ url: '/api/contact/', headers: { authorization: auth } })).json();
    expect(unfiltered.count).toBe(1);
  });

  it("never lists another player's contacts", async () => {
    const auth = await as('player@example.com');
    const agent = (await currentPlayer(await as('agent@example.com'))).results[0].player_set[0];
    const res = await t.app.inject({ url: `/api/contact/?player=${agent.id}`, headers: { authorization: auth } });
    expect(res.json()).toMatchObject({ count: 0, results: [] });
    expect((await t.app.inject({ url: '/api/contact/' })).statusCode).toBe(401);
  });

  it('sends a new verification link for an unvalidated address, which then verifies it', async () => {
    const auth = await as('player@example.com');
    const me = (await currentPlayer(auth)).results[0].player_set[0];
    const [contact] = await t.db
      .insert(contacts)
      .values({ player_id: me.id, kind: 'E', value: 'pat.work@example.org' })
      .returning();

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/contact/${contact.id}/send_validation/`,
      headers: { authorization: auth },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ detail: 'We have sent a verification link to pat.work@example.org.' });
    const { key, mail } = await linkKeyFromMail(t.db, 'pat.work@example.org', 'verified');
    expect(mail.text).toMatch(/^Hi Pat,/);

    expect((await t.app.inject({ method: 'POST', url: '/api/verify-email/', payload: { key } })).statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/contact/', headers: { authorization: auth } })).json();
    expect(after.results.find((c: { id: number }) => c.id === contact.id)).toMatchObject({ validated: true });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/contact/${contact.id}/send_validation/`,
      headers: { authorization: auth },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ reason: 'This email address is already verified.' });
  });

  it("refuses a phone number, and answers 404 for another player's contact", async () => {
    const auth = await as('player@example.com');
    const me = (await currentPlayer(auth)).results[0].player_set[0];
    const [phone] = await t.db
      .insert(contacts)
      .values({ player_id: me.id, kind: 'P', value: '+61 400 000 000' })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contact/${phone.id}/send_validation/`,
      headers: { authorization: auth },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Only an email address can be verified.');

    const [agentContact] = await t.db
      .select({ id: contacts.id })
      .from(contacts)
      .innerJoin(players, eq(players.id, contacts.player_id))
      .where(eq(players.full_name, 'Alex Agent'));
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/contact/${agentContact.id}/send_validation/`,
      headers: { authorization: auth },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('PATCH /api/player/{id}/', () => {
  it('follows and unfollows clubs by replacing club_set', async () => {
    const auth = await as('player@example.com');
    const me = (await currentPlayer(auth)).results[0].player_set[0];
    expect(me.club_set.map((c: { name: string }) => c.name)).toEqual(['Harbour Tennis Centre']);
    const patch = (body: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/player/${me.id}/`, headers: { authorization: auth }, payload: body });

    const followed = await patch({
      club_set: [clubId['Harbour Tennis Centre'], clubId['Northside Lawn Tennis'], clubId['Northside Lawn Tennis']],
    });
    expect(followed.statusCode).toBe(200);
    expect(followed.json().club_set).toEqual([
      { id: clubId['Harbour Tennis Centre'], name: 'Harbour Tennis Centre' },
      { id: clubId['Northside Lawn Tennis'], name: 'Northside Lawn Tennis' },
    ]);

    const unfollowed = await patch({ club_set: [clubId['Northside Lawn Tennis']] });
    expect(unfollowed.json().club_set).toEqual([
      { id: clubId['Northside Lawn Tennis'], name: 'Northside Lawn Tennis' },
    ]);
    expect((await currentPlayer(auth)).results[0].player_set[0].club_set).toEqual(unfollowed.json().club_set);

    const none = await patch({ club_set: [] });
    expect(none.json().club_set).toEqual([]);
  });

  it('renames the player and splits the name', async () => {
    const auth = await as('fees@example.com');
    const me = (await currentPlayer(auth)).results[0].player_set[0];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/player/${me.id}/`,
      headers: { authorization: auth },
      payload: { full_name: ' Fiona  Fees-Smith ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      full_name: 'Fiona Fees-Smith',
      club_set: me.club_set,
      club_admin_set: me.club_admin_set,
    });
    const [row] = await t.db.select().from(players).where(eq(players.id, me.id));
    expect([row.first_name, row.last_name]).toEqual(['Fiona', 'Fees-Smith']);

    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/player/${me.id}/`,
      headers: { authorization: auth },
      payload: { full_name: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ full_name: ['Full name is required'] });
  });

  it('refuses unknown clubs and changes nothing', async () => {
    const auth = await as('bookings@example.com');
    const me = (await currentPlayer(auth)).results[0].player_set[0];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/player/${me.id}/`,
      headers: { authorization: auth },
      payload: { full_name: 'Changed Name', club_set: [clubId['Harbour Tennis Centre'], 999_999] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: 'Unknown club.', errors: { club_set: ['Unknown club.'] } });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/player/${me.id}/`,
      headers: { authorization: auth },
      payload: { club_set: ['x'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('Unknown club.');
    const after = (await currentPlayer(auth)).results[0].player_set[0];
    expect(after.full_name).toBe(me.full_name);
    expect(after.club_set).toEqual(me.club_set);
  });

  it("answers 404 for another player's id", async () => {
    const auth = await as('player@example.com');
    const [agent] = await t.db
      .select({ id: players.id })
      .from(players)
      .where(inArray(players.full_name, ['Alex Agent']));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/player/${agent.id}/`,
      headers: { authorization: auth },
      payload: { club_set: [] },
    });
    expect(res.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/player/999999/',
      headers: { authorization: auth },
      payload: { club_set: [] },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(res.json());
    expect((await t.app.inject({ method: 'PATCH', url: `/api/player/${agent.id}/`, payload: {} })).statusCode).toBe(
      401,
    );
  });
});
