import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRecordId, type Area } from '@rally/domain';
import type { Actor } from '../context';
import type { Db } from '../db/client';
import { authTokens, users } from '../modules/auth/auth.tables';
import { players } from '../modules/players/players.tables';
import { assertClubArea } from '../modules/clubs/club-access.service';
import { invalid, unauthorized } from './errors';

/**
 * Every route declares who may call it in `config.access`:
 * - 'public': anyone;
 * - 'user': any logged-in user (the service checks ownership);
 * - { area, club }: a club route. `club` says where the club id is: 'query' (?club=), 'params'
 *   (/club/{id}/) or 'body' (body.club);
 * - { area, club: 'record', table }: the route addresses a record by its `:id` param; the service
 *   loads it and calls assertClubArea on its club (the guard then only requires a login). `table`
 *   is the SQL name of the table whose rows carry that `id` and a `club_id` (e.g. 'club_members'):
 *   the access tests (test/route-access.test.ts) call the route with another club's row of it.
 */
export type RouteAccess =
  | 'public'
  | 'user'
  | { area: Area; club: 'query' | 'params' | 'body' }
  | { area: Area; club: 'record'; table: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Token lifetime: 7 days, the cookie's lifetime too (spec 1 §9). */
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** SHA-256 of a token key; the database only ever sees this. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new random key (40 hex characters, like DRF's tokens). */
export const newKey = () => randomBytes(20).toString('hex');

/** The actor a token key belongs to, or null when it is unknown or expired. */
export async function findActorByToken(db: Db, key: string): Promise<Actor | null> {
  const [row] = await db
    .select({ userId: authTokens.user_id, playerId: players.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .innerJoin(players, eq(players.user_id, authTokens.user_id))
    // A deactivated user's tokens stop working at once, not only at the next login.
    .where(and(eq(authTokens.key_hash, hashKey(key)), gt(authTokens.expires_at, new Date()), eq(users.is_active, true)));
  return row ?? null;
}

/** Reads `Authorization: Token <key>` (also accepts `Bearer`). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^(?:Token|Bearer)\s+([A-Za-z0-9]+)$/);
  return match ? match[1] : null;
}

function clubIdOf(request: FastifyRequest, where: 'query' | 'params' | 'body'): number {
  const source = (where === 'query' ? request.query : where === 'params' ? request.params : request.body) as
    | Record<string, unknown>
    | undefined;
  const raw = where === 'params' ? source?.id : source?.club;
  const id = Number(raw);
  if (!isRecordId(id)) throw invalid('club is required', { club: ['club is required'] });
  return id;
}

/** Registers the token check (onRequest, before any body is read) and the club guard (preHandler). */
export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('actor', null);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // unknown route: the not-found handler answers
    const key = tokenOf(request);
    request.actor = key ? await findActorByToken(db, key) : null;
    if (access !== 'public' && !request.actor) throw unauthorized('Please log in to continue.');
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || typeof access === 'string' || access.club === 'record') return;
    await assertClubArea({ db, actor: request.actor }, clubIdOf(request, access.club), access.area);
  });

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
    }
  });
}
