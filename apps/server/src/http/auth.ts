import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clubIdParam,
  operatorMessages,
  recordId,
  TWO_FACTOR_REQUIRED_FIELD,
  twoFactorMessages,
  twoFactorRequired,
  type ClubAccess,
  type RecordAccess,
  type RouteAccess,
} from '@rally/domain';
import type { Actor } from '../context';
import type { Db } from '../db/client';
import { authTokens, users } from '../modules/auth/auth.tables';
import { sessionActivity } from '../modules/auth/two-factor.tables';
import { players } from '../modules/players/players.tables';
import { assertAccess } from '../access/access';
import type { Standing } from '../access/standing';
import { standingCacheOf, type StandingCache } from '../access/standing-cache';
import { AppError, forbidden, invalid, notFound, unauthorized } from './errors';
import { isOperator } from '../modules/auth/operators.service';
import { tokenCacheOf } from './token-cache';
import * as clock from '../clock';

/**
 * Every route declares who may call it in `config.access`:
 * - 'public': anyone;
 * - 'user': any logged-in user (the service checks ownership);
 * - 'operator': Rally's operators (modules/auth/operators.service.ts), 403 to everyone else;
 * - a club route: `club` says where the club id is: 'query' (?club=), 'params' (/club/{id}/) or
 *   'body' (body.club), and the kinds of `ClubNeed` (@rally/domain) say who passes, any
 *   one being enough: `area` (the staff of a dashboard area), `member` (an active member of the
 *   club), `player` (a player of the club: follower, on the register, coach or administrator).
 *   `{ area: 'members', club: 'query' }`, `{ member: true, club: 'body' }`,
 *   `{ area: 'courtBookings', member: true, club: 'query' }` (staff or a member);
 * - a record route: `{ club: 'record', table, notFound, ...kinds }` addresses a record by its
 *   `:id` param. `table` is the SQL name of the table whose rows carry that `id` and a `club_id`
 *   (e.g. 'club_members'); the guard reads the record's club there. A missing record and a record
 *   of a club the caller has no standing at both get 404 `notFound`, word for word the same, so
 *   another club's ids are never confirmed to exist. `owner`: the record's own player passes too
 *   (`true`: its `player_id` column; or the name of the column holding the owner's player id),
 *   and the service decides what they may do (withdraw their own application). A record route
 *   may name only `owner` (the owner's record and nobody else's).
 * The access tests (test/route-access.test.ts) call every route as people without the standing,
 * and test/route-areas.ts lists every route's declaration, reviewed.
 */
// The data shape lives in @rally/domain (contract/access.ts): each endpoint's contract declares it.
export type { ClubAccess, RecordAccess, RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The store's refusal of spec 2 §8 ('Invalid court details', …): when the body fails its
     * schema, the answer is `{ reason: invalidReason, errors }` (http/error-handler.ts).
     */
    invalidReason?: string;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The caller's standing per club, read once per request (ServiceContext.standings). */
    standings: Map<number, Standing>;
    /** For reads (GET, HEAD): standings kept from earlier requests (ServiceContext.sharedStandings). */
    sharedStandings: StandingCache | undefined;
  }
}

/** Token lifetime: 7 days, the cookie's lifetime too (spec 1 §9). */
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** SHA-256 of a token key; the database only ever sees this. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new random key (40 hex characters, like DRF's tokens). */
export const newKey = () => randomBytes(20).toString('hex');

/**
 * The actor a token key belongs to, or null when it is unknown, expired or its user deactivated.
 * Found tokens are cached for a few seconds (token-cache.ts says how revocation stays correct).
 */
export async function findActorByToken(db: Db, key: string): Promise<Actor | null> {
  const keyHash = hashKey(key);
  const cache = tokenCacheOf(db);
  const cached = cache.get(keyHash);
  if (cached) return cached;
  const epoch = cache.begin();
  const [row] = await db
    .select({
      userId: authTokens.user_id,
      playerId: players.id,
      expiresAt: authTokens.expires_at,
      twoFactor: users.two_factor_enabled,
      tokenId: authTokens.id,
      lastSeenAt: sessionActivity.last_seen_at,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .innerJoin(players, eq(players.user_id, authTokens.user_id))
    .leftJoin(sessionActivity, eq(sessionActivity.token_id, authTokens.id))
    // A deactivated user's tokens stop working at once, not only at the next login.
    .where(and(eq(authTokens.key_hash, keyHash), gt(authTokens.expires_at, clock.now()), eq(users.is_active, true)));
  if (!row) return null;
  await noteSessionSeen(db, row.tokenId, row.lastSeenAt);
  const actor = { userId: row.userId, playerId: row.playerId, twoFactor: row.twoFactor };
  cache.set(keyHash, actor, row.expiresAt, epoch);
  return actor;
}

/** How stale a session's last-seen time may get before a lookup writes it again (the list of sessions, issue 31). */
const SEEN_EVERY_MS = 5 * 60 * 1000;

/**
 * Notes a session's use, at most once per 5 minutes (on a miss of the token cache). In a table of
 * its own (two-factor.tables.ts), so the write tells no process to drop its token cache.
 */
async function noteSessionSeen(db: Db, tokenId: number, lastSeenAt: Date | null): Promise<void> {
  const now = clock.now();
  if (lastSeenAt && now.getTime() - lastSeenAt.getTime() < SEEN_EVERY_MS) return;
  await db
    .insert(sessionActivity)
    .values({ token_id: tokenId, last_seen_at: now })
    .onConflictDoUpdate({ target: sessionActivity.token_id, set: { last_seen_at: now } });
}

/** Reads `Authorization: Token <key>` (also accepts `Bearer`). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^(?:Token|Bearer)\s+([A-Za-z0-9]+)$/);
  return match ? match[1] : null;
}

// Built once: a zod schema costs far more to build than to run, and the guard runs on every request.
const recordIdSchema = recordId();
const clubIdSchema = clubIdParam();

/**
 * The id the guard goes by: `:id` for 'params' and 'record' routes, `club` in the query or body
 * otherwise. The guard runs before validation, on raw values, so it reads the id as the route
 * schemas do (numeric text too): any value a schema accepts later is the number checked here.
 */
function idOf(request: FastifyRequest, where: 'query' | 'params' | 'body' | 'record'): number {
  const source = (where === 'query' ? request.query : where === 'body' ? request.body : request.params) as
    Record<string, unknown> | null | undefined;
  const field = where === 'params' || where === 'record' ? 'id' : 'club';
  const parsed = (field === 'id' ? recordIdSchema : clubIdSchema).safeParse(source?.[field]);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0].message;
  throw invalid(message, { [field]: [message] });
}

/** GET and HEAD: the methods that change nothing, whose access checks may use kept standings. */
const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

const ownerColumnOf = (access: RecordAccess) => (access.owner === true ? 'player_id' : access.owner);

/** The club (and owner) of the record a 'record' route addresses, or undefined when there is none. */
async function recordOf(
  db: Db,
  access: RecordAccess,
  id: number,
): Promise<{ club_id: number; owner: number | null } | undefined> {
  const column = ownerColumnOf(access);
  const owner = column ? sql.identifier(column) : sql`null`;
  // `table` and the owner column come from route config, never from the request; quoted as identifiers all the same.
  const result = await db.execute(
    sql`select club_id, ${owner} as owner from ${sql.identifier(access.table)} where id = ${id}`,
  );
  return (result as unknown as { rows: { club_id: number; owner: number | null }[] }).rows[0];
}

/** The kinds of a club or record route, as `assertAccess` takes them. */
const needOf = (access: ClubAccess | RecordAccess) => ({
  area: access.area,
  member: access.member,
  player: access.player,
});

/**
 * Two-step sign-in required (issue 31, docs/two-factor.md): a caller let into a club route as
 * staff (by `area`, not as a member, a player or the record's owner) whose roles there make it
 * required (`twoFactorRequired`: an AGENT) and who has not turned it on gets 403 with
 * `errors: { two_factor: ['required'] }`, which the web takes to the set-up.
 */
function refuseWithoutTwoFactor(
  request: FastifyRequest,
  access: ClubAccess | RecordAccess,
  clubId: number,
  owner?: number | null,
) {
  const actor = request.actor;
  if (!access.area || !actor || actor.twoFactor) return;
  if (owner != null && owner === actor.playerId) return;
  const standing = request.standings.get(clubId);
  if (!standing || standing.adminStatus !== 'A') return;
  if ((access.member && standing.isMember) || (access.player && standing.isPlayer)) return;
  if (twoFactorRequired({}, standing.roles))
    throw new AppError('FORBIDDEN', twoFactorMessages.required, { [TWO_FACTOR_REQUIRED_FIELD]: ['required'] });
}

/** Registers the token check (onRequest, before any body is read) and the club guard (preValidation). */
export function registerAuth(app: FastifyInstance, db: Db, { twoFactorExempt = false } = {}) {
  app.decorateRequest('actor', null);
  // A fresh map per request (onRequest): Fastify decorators may not hold shared reference values.
  app.decorateRequest('standings', null as unknown as Map<number, Standing>);
  app.decorateRequest('sharedStandings', undefined);
  const standingCache = standingCacheOf(db);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    request.standings = new Map();
    request.sharedStandings = isRead(request) ? standingCache : undefined;
    if (!access) return; // unknown route: the not-found handler answers
    const key = tokenOf(request);
    request.actor = key ? await findActorByToken(db, key) : null;
    if (access !== 'public' && !request.actor) throw unauthorized('Please log in to continue.');
    // The operator console (issue 31): Rally's operators only, 403 to everyone else; an operator
    // must have two-step sign-in on (twoFactorRequired), as an AGENT must at their club.
    if (access === 'operator') {
      if (!(await isOperator(db, request.actor!.userId))) throw forbidden(operatorMessages.notOperator);
      if (!twoFactorExempt && !request.actor!.twoFactor && twoFactorRequired({ operator: true }, []))
        throw new AppError('FORBIDDEN', twoFactorMessages.required, { [TWO_FACTOR_REQUIRED_FIELD]: ['required'] });
    }
  });

  // preValidation: the body is parsed but not yet checked against its schema, so a caller without
  // access gets 403/404 whatever they send, and only then does a bad body get its 400.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || typeof access === 'string') return;
    const ctx = { db, actor: request.actor, standings: request.standings, sharedStandings: request.sharedStandings };
    if (access.club !== 'record') {
      const clubId = idOf(request, access.club);
      await assertAccess(ctx, clubId, needOf(access));
      if (!twoFactorExempt) refuseWithoutTwoFactor(request, access, clubId);
      return;
    }
    const record = await recordOf(db, access, idOf(request, 'record'));
    if (!record) throw notFound(access.notFound);
    await assertAccess(ctx, record.club_id, { ...needOf(access), owner: record.owner, notFound: access.notFound });
    if (!twoFactorExempt) refuseWithoutTwoFactor(request, access, record.club_id, record.owner);
  });

  // A request that is not a read may have changed someone's standing (outside a transaction too):
  // the kept standings go before its answer leaves, so the caller's next request reads afresh.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!isRead(request)) standingCache.clear();
    done(null, payload);
  });

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
    }
    const access = route.config?.access;
    if (typeof access === 'object' && access.club === 'record' && !route.url.includes(':id')) {
      throw new Error(`Route ${route.method} ${route.url} addresses a record but has no :id`);
    }
    if (
      typeof access === 'object' &&
      !access.area &&
      !access.member &&
      !access.player &&
      !(access.club === 'record' && access.owner)
    ) {
      throw new Error(
        `Route ${route.method} ${route.url} names no access kind (area, member, player or a record's owner)`,
      );
    }
  });
}
