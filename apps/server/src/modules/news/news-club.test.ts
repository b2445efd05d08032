import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsNothingToChange, newsUrlMessage } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { clubs } from '../../db/schema';

let t: TestApp;
let riverside: number;
const tokens: Record<string, string> = {};
const emails = {
  agent: 'agent@example.com',
  comms: 'comms@example.com',
  fees: 'fees@example.com',
  pat: 'player@example.com',
  other: 'other-agent@example.com',
} as const;
type Who = keyof typeof emails;
beforeAll(async () => {
  t = await createTestApp();
  for (const [k, email] of Object.entries(emails)) tokens[k] = await login(t.app, email);
  riverside = (await t.db.select().from(clubs).where(eq(clubs.name, 'Riverside Tennis Club')))[0].id;
});
afterAll(() => t.close());
const call = (w: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: tokens[w] },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const item = (fields: Record<string, unknown> = {}) => ({
  club: riverside,
  title: 'Club championships',
  summary: 'Entries open on Monday.',
  url: 'https://riverside-tennis.example/champs',
  ...fields,
});

describe("a club's news", () => {
  it('lets the AGENT and COMMUNCIATIONS write news; other roles 403, other clubs 404', async () => {
    const res = await call('comms', 'POST', '/api/news/', item());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      club: riverside,
      club_name: 'Riverside Tennis Club',
      title: 'Club championships',
      status: 'P',
    });
    expect((await call('agent', 'POST', '/api/news/', item({ title: 'Draft', status: 'D' }))).statusCode).toBe(201);
    expect((await call('fees', 'POST', '/api/news/', item())).statusCode).toBe(403);
    expect((await call('other', 'POST', '/api/news/', item())).statusCode).toBe(404);
    expect((await call('pat', 'POST', '/api/news/', item())).statusCode).toBe(404);
  });

  it.each([
    ['https://example.org/a', true],
    ['http://example.org/a', true],
    ['/news/club-day', true],
    ['ftp://example.org/a', false],
    ['example.org/a', false],
    ['javascript:alert(1)', false],
    ['//evil.example/a', false],
  ])('the URL rule: %s', async (url, ok) => {
    const res = await call('comms', 'POST', '/api/news/', item({ url }));
    expect(res.statusCode).toBe(ok ? 201 : 400);
    if (!ok) expect(res.json()).toEqual({ reason: 'Invalid news item', errors: { url: [newsUrlMessage] } });
  });

  it("shows players Rally's news and their clubs' published items, and the club page its own", async () => {
    const mine = (await call('pat', 'GET', '/api/news/?page_size=100')).json();
    const titles = mine.results.map((n: { title: string }) => n.title);
    expect(titles).toContain('Club championships');
    expect(titles).not.toContain('Draft');
    expect(titles).toContain('Summer pennant season opens for entries');
    const other = (await call('other', 'GET', '/api/news/?page_size=100'))
      .json()
      .results.map((n: { title: string }) => n.title);
    expect(other).not.toContain('Club championships');
    const page = (await call('other', 'GET', `/api/news/?club=${riverside}&page_size=100`)).json().results;
    expect(page.every((n: { club: number; status: string }) => n.club === riverside && n.status === 'P')).toBe(true);
    const manage = (await call('comms', 'GET', `/api/news/?club=${riverside}&manage=true&page_size=100`))
      .json()
      .results.map((n: { title: string }) => n.title);
    expect(manage).toContain('Draft');
    expect((await call('pat', 'GET', `/api/news/?club=${riverside}&manage=true`)).statusCode).toBe(404);
  });

  it('changes and deletes a club item; a Rally item cannot be', async () => {
    const created = (await call('comms', 'POST', '/api/news/', item({ title: 'To change' }))).json();
    expect(
      (await call('comms', 'PATCH', `/api/news/${created.id}/`, { status: 'D', url: '/news/x' })).json(),
    ).toMatchObject({ status: 'D', url: '/news/x' });
    expect((await call('comms', 'PATCH', `/api/news/${created.id}/`, { url: 'nope' })).statusCode).toBe(400);
    // Nothing to change: a 400 with the reason, not the 500 of an UPDATE without columns.
    const empty = await call('comms', 'PATCH', `/api/news/${created.id}/`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ reason: 'Invalid news item', errors: { non_field_errors: [newsNothingToChange] } });
    expect((await call('other', 'PATCH', `/api/news/${created.id}/`, { status: 'P' })).statusCode).toBe(404);
    expect((await call('comms', 'DELETE', `/api/news/${created.id}/`)).statusCode).toBe(204);
    const rally = (await call('pat', 'GET', '/api/news/?page_size=100'))
      .json()
      .results.find((n: { club: number | null }) => n.club === null);
    expect((await call('agent', 'DELETE', `/api/news/${rally.id}/`)).statusCode).toBe(404);
  });
});
