import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MessageGroupRecord } from '@rally/domain';
import { clubMembers, clubs, players, users } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/helpers';

// What the messaging API tests share: the app on a fresh copy of the demo database, logins by
// role (comms is COMMUNCIATIONS, fees MEMBERSHIP_FEES, player a Riverside member), and helpers.

export type Caller = 'agent' | 'comms' | 'fees' | 'player' | 'other';
const emails: Record<Caller, string> = {
  agent: 'agent@example.com',
  comms: 'comms@example.com',
  fees: 'fees@example.com',
  player: 'player@example.com',
  other: 'other-agent@example.com',
};

export async function messagingFixture() {
  const t: TestApp = await createTestApp();
  const [{ id: riverside }] = await t.db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.name, 'Riverside Tennis Club'));
  const [{ id: harbour }] = await t.db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.name, 'Harbour Tennis Centre'));
  const tokens = {} as Record<Caller, string>;
  for (const [who, email] of Object.entries(emails) as [Caller, string][]) tokens[who] = await login(t.app, email);
  // Pat Player: the demo player linked to a Riverside member.
  const [pat] = await t.db
    .select({ member: clubMembers.id, type: clubMembers.membership_type_id, player: players.id })
    .from(clubMembers)
    .innerJoin(players, eq(players.id, clubMembers.player_id))
    .innerJoin(users, eq(users.id, players.user_id))
    .where(and(eq(clubMembers.club_id, riverside), eq(users.email, 'player@example.com')));

  const call = (who: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: tokens[who] },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function addGroup(body: Record<string, unknown>, who: Caller = 'comms'): Promise<MessageGroupRecord> {
    const res = await call(who, 'POST', '/api/messagegroup/', { club: riverside, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** Adds `n` Riverside members (last name Audience) and answers their ids. */
  async function addMembers(
    n: number,
    extra: Record<string, unknown> | ((i: number) => Record<string, unknown>) = {},
  ): Promise<number[]> {
    const rows = Array.from({ length: n }, (_, i) => ({
      first_name: `Msg${i}`,
      last_name: 'Audience',
      ...(typeof extra === 'function' ? extra(i) : extra),
    }));
    const res = await call('agent', 'POST', `/api/cmember/bulk/?club=${riverside}`, rows);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().members.map((m: { id: number }) => m.id);
  }

  return { t, riverside, harbour, pat, call, addGroup, addMembers, close: () => t.close() };
}

export type MessagingFixture = Awaited<ReturnType<typeof messagingFixture>>;
