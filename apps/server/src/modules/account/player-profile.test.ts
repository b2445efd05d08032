import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages, phoneMessages, playerProfileMessages } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { clubMembers } from '../members/members.tables';
import { contacts, players } from '../players/players.tables';
import * as clock from '../../clock';

// The Me page's profile (docs/account.md): PATCH /api/player/{id}/ with gender, dob, ntrp_level
// and phone, what GET /api/user/ answers, and the copy on the player's linked club members.

let t: TestApp;
let auth: string;
let me: number;
beforeAll(async () => {
  t = await createTestApp();
  auth = await login(t.app, 'player@example.com');
  me = (await user()).player_set[0].id;
});
afterAll(() => t.close());

async function user() {
  const res = await t.app.inject({ url: '/api/user/', headers: { authorization: auth } });
  return res.json().results[0];
}
const patch = (body: Record<string, unknown>, id = me) =>
  t.app.inject({ method: 'PATCH', url: `/api/player/${id}/`, headers: { authorization: auth }, payload: body });

describe('PATCH /api/player/{id}/: the profile', () => {
  it('saves gender, date of birth, NTRP level and phone; GET /api/user/ answers them', async () => {
    const dob = clock.nowIn('UTC').minus({ years: 34 }).toISODate()!;
    const res = await patch({ gender: 'F', dob, ntrp_level: '3.5', phone: '+61 400 111 222' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ gender: 'F', dob, ntrp_level: 3.5, phone: '+61 400 111 222' });
    expect((await user()).player_set[0]).toMatchObject({ gender: 'F', dob, ntrp_level: 3.5, phone: '+61 400 111 222' });
    // One phone contact, replaced by the next one; '' removes it.
    expect((await patch({ phone: '02 9999 0000' })).json()).toMatchObject({ phone: '02 9999 0000' });
    const phones = await t.db.select().from(contacts).where(eq(contacts.player_id, me));
    expect(phones.filter((c) => c.kind === 'P').map((c) => c.value)).toEqual(['02 9999 0000']);
    expect((await patch({ phone: '' })).json().phone).toBe('');
    // Fields left out stay; null removes the date of birth and the level.
    const cleared = (await patch({ dob: null, ntrp_level: null })).json();
    expect(cleared).toMatchObject({ gender: 'F', dob: null, ntrp_level: null });
  });

  it("copies the change to the player's linked club members (what the clubs see)", async () => {
    const linked = await t.db.select({ id: clubMembers.id }).from(clubMembers).where(eq(clubMembers.player_id, me));
    expect(linked.length).toBeGreaterThan(0);
    await patch({ gender: 'F', dob: '1990-05-06', ntrp_level: 4, phone: '0400 123 456' });
    const rows = await t.db.select().from(clubMembers).where(eq(clubMembers.player_id, me));
    for (const m of rows)
      expect(m).toMatchObject({ gender: 'F', dob: '1990-05-06', ntrp_level: '4.0', phone_number: '0400 123 456' });
    // A rename alone leaves the members' fields as they are.
    await patch({ full_name: 'Pat Player' });
    const [after] = await t.db.select().from(clubMembers).where(eq(clubMembers.id, rows[0].id));
    expect(after.gender).toBe('F');
  });

  it('refuses what the rules refuse, each under its field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: '12' }, 'phone', phoneMessages.digits],
      [{ phone: 'call me' }, 'phone', phoneMessages.characters],
      [{ ntrp_level: 3.3 }, 'ntrp_level', memberMessages.ntrpStep],
      [{ gender: 'X' }, 'gender', memberMessages.gender],
      [{ dob: '1850-01-01' }, 'dob', playerProfileMessages.dobTooEarly],
      [{ dob: clock.nowIn('UTC').plus({ days: 3 }).toISODate() }, 'dob', playerProfileMessages.dobInFuture],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const [row] = await t.db.select().from(players).where(eq(players.id, me));
    expect(row.dob).toBe('1990-05-06');
  });

  it("answers 404 for another player's id", async () => {
    const [other] = await t.db.select({ id: players.id }).from(players).where(eq(players.full_name, 'Alex Agent'));
    expect((await patch({ gender: 'M' }, other.id)).statusCode).toBe(404);
  });
});
