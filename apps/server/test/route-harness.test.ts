// The harnesses checking themselves: a small app with deliberately broken routes, which
// route-access and malformed-input must catch, and the sample builder on real domain schemas.
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { isoDateText, loginSchema, registerSchema, resetPasswordSchema, requiredText } from '@rally/domain';
import { hashKey, newKey, registerAuth, TOKEN_TTL_MS } from '../src/http/auth';
import { registerErrorHandler } from '../src/http/error-handler';
import { authTokens, clubAdmins, clubMembers, clubs, players, users } from '../src/db/schema';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './helpers';
import { apiRoutesOf, routeCollector, type ApiRoute } from './harness/api-routes';
import { checkDenied, checkPassesGuard, type Target } from './harness/access-checks';
import { checkMalformedInput, checkMalformedUrl } from './harness/malformed-check';
import { validSample } from './harness/valid-sample';
import * as clock from '../src/clock';

describe('validSample', () => {
  it('builds bodies the domain schemas accept, refinements included', () => {
    for (const schema of [loginSchema, registerSchema, resetPasswordSchema])
      expect(validSample(schema).valid).toBe(true);
    const sample = validSample(
      z.object({ club: z.number().int().positive(), note: requiredText('Note', 5), when: z.iso.date() }),
      { club: 7 },
    );
    expect(sample).toMatchObject({ valid: true, value: { club: 7 } });
  });

  it('says so when it cannot, and uses the schema’s examples first', () => {
    const odd = z.object({ code: z.string().refine((v) => v === 'Q-42') });
    expect(validSample(odd).valid).toBe(false);
    expect(validSample(odd.meta({ examples: [{ code: 'Q-42' }] }))).toEqual({ value: { code: 'Q-42' }, valid: true });
  });
});

describe('the harness on broken routes', () => {
  let database: Database;
  let target: Target & { reached: NonNullable<Target['reached']> };
  let routes: ApiRoute[];
  let riversideId = 0;
  let otherAgent = '';
  const byUrl = (url: string) => routes.find((r) => r.url === url)!;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    const collector = routeCollector();
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRoute', collector.onRoute);
    registerErrorHandler(app);
    registerAuth(app, db);
    const record = { area: 'members', club: 'record', table: 'club_members', notFound: 'Member not found.' } as const;
    const params = z.object({ id: z.coerce.number().int() });
    // The guard checks a record route's record itself (preValidation), so these two get round it
    // the one way a route still could: by acting in its own onRequest hook, before the guard runs.
    const memberOf = (req: { params: unknown }) => Number((req.params as { id: string }).id);
    await app.register(
      async (instance) => {
        const api = instance.withTypeProvider<ZodTypeProvider>();
        // Leaks: answers the record before anyone checks the caller's standing at its club.
        api.get(
          '/leak/:id/',
          {
            config: { access: record },
            schema: { params },
            onRequest: async (req, reply) =>
              reply.send(
                (
                  await db
                    .select()
                    .from(clubMembers)
                    .where(eq(clubMembers.id, memberOf(req)))
                )[0],
              ),
          },
          async () => ({}),
        );
        // Writes before the check.
        api.patch(
          '/write-first/:id/',
          {
            config: { access: record },
            schema: { params, body: z.object({ city: requiredText('City') }) },
            onRequest: async (req) => {
              await db
                .update(clubMembers)
                .set({ city: 'Overwritten' })
                .where(eq(clubMembers.id, memberOf(req)));
            },
          },
          async (req) => (await db.select().from(clubMembers).where(eq(clubMembers.id, req.params.id)))[0],
        );
        // Correct: the guard checks body.club before the handler runs.
        api.post(
          '/guarded/',
          {
            config: { access: { area: 'members', club: 'body' } },
            schema: { body: z.object({ club: z.number(), note: requiredText('Note') }) },
          },
          async () => ({ ok: true }),
        );
        // The new kinds, declared correctly: a member's route, a player's (or the members staff's) read, an owner's record.
        api.post(
          '/member-only/',
          { config: { access: { member: true, club: 'body' } }, schema: { body: z.object({ club: z.number() }) } },
          async () => ({ ok: true }),
        );
        api.get(
          '/player-or-staff/',
          {
            config: { access: { area: 'members', player: true, club: 'query' } },
            schema: { querystring: z.object({ club: z.coerce.number() }) },
          },
          async () => ({ ok: true }),
        );
        api.delete(
          '/own/:id/',
          {
            config: {
              access: { club: 'record', table: 'club_admins', notFound: 'Application not found.', owner: true },
            },
            schema: { params },
          },
          async () => ({ ok: true }),
        );
        // A date checked by its shape only: 2026-02-30 gets through and is read as 2 March (answered
        // 200), or breaks the query (500); and the same, checked on the calendar.
        const shapeOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be YYYY-MM-DD');
        api.get(
          '/rolls-over/',
          { config: { access: 'user' }, schema: { querystring: z.object({ from: shapeOnly.optional() }) } },
          async (req) => ({ from: req.query.from && new Date(req.query.from).toISOString() }),
        );
        const shapeRefined = z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), 'Must be YYYY-MM-DD');
        api.post(
          '/breaks-on-date/',
          { config: { access: 'user' }, schema: { body: z.object({ to: shapeRefined }) } },
          async (req) => {
            if (Number.isNaN(DateTime.fromISO(req.body.to).toMillis())) throw new RangeError('Invalid time value');
            return { ok: true };
          },
        );
        api.get(
          '/calendar-date/',
          {
            config: { access: 'user' },
            schema: { querystring: z.object({ from: isoDateText().optional(), note: z.string().optional() }) },
          },
          async () => ({ ok: true }),
        );
        // Breaks on a NUL character, the way a driver error nobody maps would.
        api.post(
          '/store-text/',
          { config: { access: 'user' }, schema: { body: z.object({ note: requiredText('Note') }) } },
          async (req) => {
            if (req.body.note.includes('\u0000')) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
            return { ok: true };
          },
        );
      },
      { prefix: '/api' },
    );
    await app.ready();
    routes = apiRoutesOf(collector.routes);
    target = { app, db, reached: collector.reached };
    [{ id: riversideId }] = await db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.name, 'Riverside Tennis Club'));
    otherAgent = await tokenFor(db, 'other-agent@example.com');
    member = await tokenFor(db, 'player@example.com');
    agent = await tokenFor(db, 'agent@example.com');
    applicant = await tokenFor(db, 'applicant@example.com');
  });
  let member = '';
  let agent = '';
  let applicant = '';
  afterAll(() => database.close());

  it('reports a record route that answers another club’s agent', async () => {
    const problems = await checkDenied(
      target,
      byUrl('/api/leak/:id/'),
      riversideId,
      { name: 'other-agent', authorization: otherAgent },
      404,
    );
    expect(problems.join('\n')).toMatch(/answered 200, not 404/);
  });

  it('reports a route that writes before it refuses', async () => {
    const problems = await checkDenied(
      target,
      byUrl('/api/write-first/:id/'),
      riversideId,
      { name: 'other-agent', authorization: otherAgent },
      404,
    );
    expect(problems.join('\n')).toMatch(/changed data: public\.club_members/);
  });

  it('passes a guarded body route, with a body the schema accepts', async () => {
    expect(
      await checkDenied(
        target,
        byUrl('/api/guarded/'),
        riversideId,
        { name: 'other-agent', authorization: otherAgent },
        404,
      ),
    ).toEqual([]);
  });

  it('passes a member route: a stranger gets 404, a member of the club gets through the guard', async () => {
    expect(
      await checkDenied(
        target,
        byUrl('/api/member-only/'),
        riversideId,
        { name: 'other-agent', authorization: otherAgent },
        404,
      ),
    ).toEqual([]);
    expect(
      await checkPassesGuard(target, byUrl('/api/member-only/'), riversideId, {
        name: 'member',
        authorization: member,
      }),
    ).toEqual([]);
    expect(
      await checkPassesGuard(target, byUrl('/api/player-or-staff/'), riversideId, {
        name: 'member',
        authorization: member,
      }),
    ).toEqual([]);
  });

  it('reports a member stopped by a route declared for staff only', async () => {
    const problems = await checkPassesGuard(target, byUrl('/api/guarded/'), riversideId, {
      name: 'member',
      authorization: member,
    });
    expect(problems.join('\n')).toMatch(/stopped by the access guard \(404\)/);
  });

  it('lets a record’s owner through, and nobody else, with the record’s own 404', async () => {
    const [application] = await target.db
      .select({ id: clubAdmins.id })
      .from(clubAdmins)
      .innerJoin(players, eq(players.id, clubAdmins.player_id))
      .innerJoin(users, eq(users.id, players.user_id))
      .where(eq(users.email, 'applicant@example.com'));
    const call = (authorization: string) =>
      target.app.inject({ method: 'DELETE', url: `/api/own/${application.id}/`, headers: { authorization } });
    expect((await call(applicant)).statusCode).toBe(200);
    for (const stranger of [otherAgent, agent])
      expect((await call(stranger)).json()).toEqual({ reason: 'Application not found.' });
  });

  it('finds a date parameter that takes an impossible date, and passes one that refuses it', async () => {
    expect(await checkMalformedUrl(target, byUrl('/api/rolls-over/'), riversideId, otherAgent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\?from=2026-02-30\) answered 200, not 400/)]),
    );
    await expect(
      checkMalformedInput(target, byUrl('/api/breaks-on-date/'), riversideId, otherAgent, { numRuns: 5 }),
    ).rejects.toThrow(/impossible date 2026-02-30 in to.*answered 500/);
    expect(await checkMalformedUrl(target, byUrl('/api/calendar-date/'), riversideId, otherAgent)).toEqual([]);
  });

  it('finds the NUL character that breaks a route', async () => {
    await expect(
      checkMalformedInput(target, byUrl('/api/store-text/'), riversideId, otherAgent, { numRuns: 5 }),
    ).rejects.toThrow(/NUL in note.*answered 500/);
  });
});

/** A token for a demo login, written straight into the token table (the mini app has no login route). */
async function tokenFor(db: Database['db'], email: string): Promise<string> {
  const key = newKey();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db
    .insert(authTokens)
    .values({ key_hash: hashKey(key), user_id: user.id, expires_at: new Date(clock.nowMs() + TOKEN_TTL_MS) });
  return `Token ${key}`;
}
