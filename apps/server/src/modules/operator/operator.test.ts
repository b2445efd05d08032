import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { CLUB_SUSPENDED_CODE, operatorMessages } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { clubs, clubSubscriptions, jobs, outbox } from '../../db/schema';
import { grantOperator, isOperator, revokeOperator } from '../auth/operators.service';
import * as clock from '../../clock';

// The operator console's calls (issue 31): the role, the queue, suspension, the figures, support.
// The clock is held on a fixed day so the figures' weeks and the churn window are the same on any date.

let t: TestApp;
let operator: string;
let agent: string;
let player: string;
const NOW = new Date('2026-09-16T02:00:00Z'); // a Wednesday
let restoreClock: () => void;

beforeAll(async () => {
  restoreClock = clock.setClock(NOW);
  t = await createTestApp();
  operator = await login(t.app, 'operator@example.com');
  agent = await login(t.app, 'agent@example.com');
  player = await login(t.app, 'player@example.com');
});
afterAll(async () => {
  await t.close();
  restoreClock();
});

const get = (url: string, authorization = operator) => t.app.inject({ url, headers: { authorization } });
const post = (url: string, payload?: object, authorization = operator) =>
  t.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });
const clubId = async (name: string) =>
  (await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, name)))[0].id;
const lastMail = async () => (await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];
const publicSearch = async (name: string) =>
  (await t.app.inject({ url: `/api/club/?search=${encodeURIComponent(name)}` })).json().results as { name: string }[];

describe('the operator role', () => {
  it('is known by isOperator: the demo operator is one, the AGENT is not', async () => {
    const ids = await t.db.execute(
      "select id, email from users where email in ('operator@example.com', 'agent@example.com')" as never,
    );
    const rows = (ids as unknown as { rows: { id: number; email: string }[] }).rows;
    const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
    expect(await isOperator(t.db, idOf('operator@example.com'))).toBe(true);
    expect(await isOperator(t.db, idOf('agent@example.com'))).toBe(false);
  });

  it('is given and taken by e-mail (the command line calls these), never by the API', async () => {
    expect(await grantOperator(t.db, 'Player@Example.com')).toBe(true);
    expect((await get('/api/operator/queue/', player)).statusCode).toBe(200);
    expect(await revokeOperator(t.db, 'player@example.com')).toBe(true);
    expect(await revokeOperator(t.db, 'player@example.com')).toBe(false);
    expect(await grantOperator(t.db, 'nobody@example.com')).toBe(false);
    expect((await get('/api/operator/queue/', player)).statusCode).toBe(403);
  });

  it("refuses an AGENT and a player with 403 and the operator's sentence, and a stranger with 401", async () => {
    for (const who of [agent, player]) {
      const res = await get('/api/operator/queue/', who);
      expect(res.statusCode).toBe(403);
      expect(res.json().reason).toBe(operatorMessages.notOperator);
    }
    expect((await t.app.inject({ url: '/api/operator/queue/' })).statusCode).toBe(401);
  });
});

describe('the verification queue', () => {
  it('lists the clubs that signed up, oldest first, with what they entered and who signed up', async () => {
    const res = await get('/api/operator/queue/');
    expect(res.statusCode).toBe(200);
    const queue = res.json();
    expect(queue.map((c: { name: string }) => c.name)).toEqual(['Bellbird Tennis Club', 'Hillview Racquet Club']);
    expect(queue[0]).toMatchObject({
      street_address: '12 Shore Road',
      city: 'Ballarat',
      email: 'hello@bellbird-tennis.example',
      billing_cycle: 'M',
      signed_up_by: { name: 'Bella Bird', email: 'bella@bellbird-tennis.example' },
    });
    expect(queue[0].package).toEqual(expect.any(String));
  });

  it('verify makes the club findable and queues the e-mail to its AGENT, in one go', async () => {
    const id = await clubId('Bellbird Tennis Club');
    expect(await publicSearch('Bellbird')).toEqual([]);
    const res = await post(`/api/operator/club/${id}/verify/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, verified: true, refused_reason: null, suspended_reason: null });
    expect((await publicSearch('Bellbird')).map((c) => c.name)).toEqual(['Bellbird Tennis Club']);
    const mail = await lastMail();
    expect(mail).toMatchObject({
      to: 'bella@bellbird-tennis.example',
      subject: 'Rally: Bellbird Tennis Club is verified',
    });
    const [job] = await t.db.select().from(jobs).orderBy(desc(jobs.id)).limit(1);
    expect(job.payload).toMatchObject({ outboxId: mail.id });
    expect((await post(`/api/operator/club/${id}/verify/`)).statusCode).toBe(409);
    expect((await get('/api/operator/queue/')).json().map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('refuse needs a reason; with one, the club leaves the queue suspended and its AGENT hears why', async () => {
    const id = await clubId('Hillview Racquet Club');
    const bare = await post(`/api/operator/club/${id}/refuse/`, { reason: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().reason).toBe(operatorMessages.reason);
    expect((await post(`/api/operator/club/${id}/refuse/`, {})).statusCode).toBe(400);
    const res = await post(`/api/operator/club/${id}/refuse/`, {
      reason: 'We could not find this club at that address.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verified: false,
      refused_reason: 'We could not find this club at that address.',
    });
    expect(await lastMail()).toMatchObject({
      to: 'hugo@hillview-racquets.example',
      subject: 'Rally: we could not verify Hillview Racquet Club',
    });
    expect((await lastMail()).text).toContain('We could not find this club at that address.');
    expect((await get('/api/operator/queue/')).json()).toEqual([]);
  });

  it('answers 404 for a club that does not exist', async () => {
    expect((await post('/api/operator/club/999999/verify/')).statusCode).toBe(404);
  });
});

describe('suspending a club', () => {
  it('blocks its staff and players with CLUB_SUSPENDED, keeps its data, hides it from the search; restore lifts it', async () => {
    const id = await clubId('Riverside Tennis Club');
    const membersUrl = `/api/clubmember/?club=${id}`;
    const before = await get(membersUrl, agent);
    expect(before.statusCode).toBe(200);
    const count = before.json().count;

    expect((await post(`/api/operator/club/${id}/suspend/`, { reason: '' })).statusCode).toBe(400);
    const res = await post(`/api/operator/club/${id}/suspend/`, { reason: 'Unpaid invoices since June.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ suspended_reason: 'Unpaid invoices since June.' });
    expect(await lastMail()).toMatchObject({
      to: 'agent@example.com',
      subject: 'Rally: Riverside Tennis Club is suspended',
    });

    for (const [who, url] of [
      [agent, membersUrl],
      [agent, `/api/club/${id}/setup/`],
      [player, `/api/club/${id}/availability/?date=2026-09-17`],
    ]) {
      const refused = await get(url, who);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        reason: operatorMessages.suspended('Riverside Tennis Club'),
        code: CLUB_SUSPENDED_CODE,
      });
    }
    expect(await publicSearch('Riverside')).toEqual([]);
    // Someone with no standing at the club still gets the plain 404: a suspension confirms nothing.
    expect((await get(membersUrl, await login(t.app, 'other-agent@example.com'))).statusCode).toBe(404);

    expect((await post(`/api/operator/club/${id}/restore/`)).statusCode).toBe(200);
    const after = await get(membersUrl, agent);
    expect(after.statusCode).toBe(200);
    expect(after.json().count).toBe(count);
    expect((await publicSearch('Riverside')).map((c) => c.name)).toEqual(['Riverside Tennis Club']);
    expect((await post(`/api/operator/club/${id}/restore/`)).statusCode).toBe(409);
  });
});

describe('the clubs list', () => {
  it('searches by name and state, with members, bookings and the package', async () => {
    const res = await get('/api/operator/clubs/?search=riverside');
    expect(res.statusCode).toBe(200);
    const [riverside] = res.json();
    expect(riverside).toMatchObject({ name: 'Riverside Tennis Club', verified: true, subscription_status: 'C' });
    expect(riverside.members).toBeGreaterThan(100);
    expect(riverside.bookings).toBeGreaterThan(0);
    const refused = (await get('/api/operator/clubs/?state=refused')).json();
    expect(refused.map((c: { name: string }) => c.name)).toEqual(['Hillview Racquet Club']);
  });
});

describe('the figures', () => {
  it('add up on a known fixture: states, MRR per package, churn, sign-ups per week, jobs', async () => {
    // The fixture: every demo subscription priced from its package; one club's lost in the window.
    const harbour = await clubId('Harbour Tennis Centre');
    // The template was seeded on the day the run started: date the two sign-ups by this test's clock.
    await t.db
      .update(clubs)
      .set({ created_at: new Date(NOW.getTime() - 86_400_000) })
      .where(eq(clubs.id, await clubId('Bellbird Tennis Club')));
    await t.db
      .update(clubs)
      .set({ created_at: new Date(NOW.getTime() - 8 * 86_400_000) })
      .where(eq(clubs.id, await clubId('Hillview Racquet Club')));
    await t.db
      .update(clubSubscriptions)
      .set({ status: 'U', overdue_since: new Date(NOW.getTime() - 20 * 86_400_000) })
      .where(eq(clubSubscriptions.club_id, harbour));
    const figures = (await get('/api/operator/figures/')).json();
    const all = (await get('/api/operator/clubs/')).json() as {
      subscription_status: string | null;
      verified: boolean;
      refused_reason: string | null;
      suspended_reason: string | null;
    }[];
    const total = Object.values(figures.clubs_by_state as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(all.length);
    expect(figures.clubs_by_state).toMatchObject({ refused: 1, U: 1 });
    const active = all.filter(
      (c) => c.verified && !c.suspended_reason && ['C', 'O'].includes(c.subscription_status ?? ''),
    );
    expect(figures.mrr.reduce((n: number, l: { clubs: number }) => n + l.clubs, 0)).toBe(active.length);
    for (const line of figures.mrr) expect(line.amount_minor).toBeGreaterThan(0);
    expect(figures.churn).toMatchObject({ window_days: 30, lost: 1 });
    expect(figures.churn.rate).toBeCloseTo(1 / figures.churn.active_at_start, 4);
    expect(figures.signups).toHaveLength(12);
    expect(figures.signups[11].week).toBe('2026-09-14');
    expect(figures.signups[11].clubs).toBe(1);
    expect(figures.signups[10].clubs).toBe(1);
    expect(figures.jobs).toEqual({ waiting: expect.any(Number), running: 0, failed: 0, dead: 0 });
    expect(figures.jobs.waiting).toBeGreaterThanOrEqual(3); // the e-mails queued above
  });
});

describe('support', () => {
  it('finds a person by e-mail with their clubs and roles, never a password or card', async () => {
    const res = await get('/api/operator/people/?email=Agent@Example.com');
    expect(res.statusCode).toBe(200);
    const person = res.json();
    expect(person).toMatchObject({ email: 'agent@example.com', name: 'Alex Agent', active: true });
    expect(person.clubs).toContainEqual(
      expect.objectContaining({ name: 'Riverside Tennis Club', roles: ['A'], status: 'A' }),
    );
    expect(JSON.stringify(person)).not.toMatch(/password|hash|card|scrypt/i);
    expect((await get('/api/operator/people/?email=nobody@example.com')).statusCode).toBe(404);
  });

  it('resends a verification e-mail to an unverified address, and says when there is none', async () => {
    const person = (await get('/api/operator/people/?email=player@example.com')).json();
    expect((await post(`/api/operator/people/${person.id}/resend_verification/`)).statusCode).toBe(400);
    await t.db.execute(`update contacts set validated = false where value = 'player@example.com'` as never);
    const res = await post(`/api/operator/people/${person.id}/resend_verification/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toBe(operatorMessages.verificationSent('player@example.com'));
    expect(await lastMail()).toMatchObject({ to: 'player@example.com', subject: 'Rally: please confirm your email' });
  });
});
