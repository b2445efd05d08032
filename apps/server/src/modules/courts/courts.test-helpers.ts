import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clubs, courtGroups, sports, surfaces } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/helpers';

// What the courts API tests share: the app on a fresh copy of the demo database, the demo clubs,
// their ids, logins by role, and request helpers that say who is calling.

export type Caller = 'agent' | 'bookings' | 'matcha' | 'other' | 'coach';
const emails: Record<Caller, string> = {
  agent: 'agent@example.com',
  bookings: 'bookings@example.com',
  matcha: 'matcha@example.com',
  other: 'other-agent@example.com',
  coach: 'coach@example.com',
};

export async function courtsFixture() {
  const t: TestApp = await createTestApp();
  const clubId = async (name: string) =>
    (await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, name)))[0].id;
  const riverside = await clubId('Riverside Tennis Club');
  const harbour = await clubId('Harbour Tennis Centre');
  const groups = await t.db.select().from(courtGroups).where(eq(courtGroups.club_id, riverside));
  const outdoor = groups.find((g) => g.name === 'Outdoor courts')!.id;
  const indoor = groups.find((g) => g.name === 'Indoor centre')!.id;
  const [tennis] = await t.db.select().from(sports).where(eq(sports.name, 'tennis'));
  const allSurfaces = await t.db.select().from(surfaces);
  const surface = (name: string, sport = tennis.id) =>
    allSurfaces.find((s) => s.name === name && s.sport_id === sport)!.id;
  const padelSurface = allSurfaces.find((s) => s.sport_id !== tennis.id)!.id;

  const tokens = {} as Record<Caller, string>;
  for (const [who, email] of Object.entries(emails) as [Caller, string][]) tokens[who] = await login(t.app, email);

  const call = (who: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: tokens[who] },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Calls and expects `status`; returns the JSON body (null for 204). */
  const expectCall = async (
    status: number,
    who: Caller,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.body ? res.json() : null;
  };

  return {
    t,
    riverside,
    harbour,
    outdoor,
    indoor,
    tennis: tennis.id,
    surface,
    padelSurface,
    call,
    expectCall,
    close: () => t.close(),
  };
}

export type CourtsFixture = Awaited<ReturnType<typeof courtsFixture>>;
