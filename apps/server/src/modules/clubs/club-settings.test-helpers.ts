import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { users } from '../auth/auth.tables';
import { players } from '../players/players.tables';
import { clubs } from './clubs.tables';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A fresh app for one test file with Riverside's and Harbour's ids, and `call(method, url,
 * email?, payload?)` that logs the demo user in once and sends the request as them.
 */
export function useClubTestApp() {
  const state = { t: undefined as unknown as TestApp, riverside: 0, harbour: 0, northside: 0 };
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    state.t = await createTestApp();
    const all = await state.t.db.select({ id: clubs.id, name: clubs.name }).from(clubs);
    state.riverside = all.find((c) => c.name === 'Riverside Tennis Club')!.id;
    state.harbour = all.find((c) => c.name === 'Harbour Tennis Centre')!.id;
    state.northside = all.find((c) => c.name === 'Northside Lawn Tennis')!.id;
  });
  afterAll(() => state.t.close());

  const auth = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, await login(state.t.app, email));
    return tokens.get(email)!;
  };
  const call = async (
    method: Method,
    url: string,
    email?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    state.t.app.inject({
      method,
      url,
      headers: { ...(email ? { authorization: await auth(email) } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const playerIdOf = async (email: string) =>
    (
      await state.t.db
        .select({ id: players.id })
        .from(players)
        .innerJoin(users, eq(users.id, players.user_id))
        .where(eq(users.email, email))
    )[0].id;
  return { state, call, playerIdOf };
}
