import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newsPostMessages as M, newsUrlMessage } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import * as clock from '../../clock';
import { clubs, newsPosts } from '../../db/schema';

// News posts (spec 3 §3 "News post"; issue 27): who writes them, the rules of their fields, the
// stamp from the server's clock, who reads them; a refused request changes nothing.

let t: TestApp;
let riverside: number;
let restoreClock = () => {};
let restoreBase = () => {};
// The tests' own time (logins included: a token expires by this clock); each stamp test stops it
// at an instant of its own within the tokens' life.
const BASE = '2031-03-04T08:00:00Z';
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
  restoreBase = clock.setClock(BASE);
  for (const [k, email] of Object.entries(emails)) tokens[k] = await login(t.app, email);
  riverside = (await t.db.select().from(clubs).where(eq(clubs.name, 'Riverside Tennis Club')))[0].id;
});
afterEach(() => restoreClock());
afterAll(() => {
  restoreBase();
  return t.close();
});
const call = (w: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: tokens[w] },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const post = (fields: Record<string, unknown> = {}) => ({
  club: riverside,
  headline: 'Court 3 reopens in red clay',
  text: 'Court 3 is back after its resurfacing.\n\nBook it from Monday at off-peak rates.',
  ...fields,
});
const countPosts = async () => (await t.db.select({ id: newsPosts.id }).from(newsPosts)).length;

describe('news posts', () => {
  it('the AGENT and COMMUNCIATIONS write posts; other roles 403, other clubs and players 404', async () => {
    restoreClock = clock.setClock('2031-03-04T09:30:00Z', { stopped: true });
    const res = await call(
      'comms',
      'POST',
      '/api/newspost/',
      post({ status: 'P', thumb: 'https://img.example/c3.png' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      club: riverside,
      club_name: 'Riverside Tennis Club',
      headline: 'Court 3 reopens in red clay',
      firstline: 'Court 3 is back after its resurfacing.',
      readmore: null,
      thumb: 'https://img.example/c3.png',
      status: 'P',
      stamp: '2031-03-04T09:30:00.000Z',
    });
    const draft = (await call('agent', 'POST', '/api/newspost/', post({ headline: 'Draft post' }))).json();
    expect(draft).toMatchObject({ status: 'D', stamp: null });
    const before = await countPosts();
    expect((await call('fees', 'POST', '/api/newspost/', post())).statusCode).toBe(403);
    expect((await call('other', 'POST', '/api/newspost/', post())).statusCode).toBe(404);
    expect((await call('pat', 'POST', '/api/newspost/', post())).statusCode).toBe(404);
    expect(await countPosts()).toBe(before);
  });

  it.each([
    [{ headline: '' }, 'headline', M.headlineRequired],
    [{ headline: 'x'.repeat(121) }, 'headline', M.headlineLength],
    [{ text: '   ' }, 'text', M.textRequired],
    [{ text: undefined }, 'text', M.textRequired],
    [{ readmore: 'ftp://example.org/a' }, 'readmore', newsUrlMessage],
    [{ thumb: 'http://img.example/a.png' }, 'thumb', M.thumb],
    [{ thumb: 'javascript:alert(1)' }, 'thumb', M.thumb],
    [{ thumb: '/api/newsletterimage/short/' }, 'thumb', M.thumb],
  ])('refuses %j with the field and its sentence, and stores nothing', async (fields, field, message) => {
    const before = await countPosts();
    const res = await call('comms', 'POST', '/api/newspost/', post(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: M.invalid, errors: { [field]: [message] } });
    expect(await countPosts()).toBe(before);
  });

  it('takes an uploaded image, a page of Rally to read more, and a headline of 120 characters', async () => {
    const res = await call(
      'comms',
      'POST',
      '/api/newspost/',
      post({ headline: 'h'.repeat(120), thumb: '/api/newsletterimage/abcdefghijklmnop1234/', readmore: '/clubs/book' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ thumb: '/api/newsletterimage/abcdefghijklmnop1234/', readmore: '/clubs/book' });
  });

  it('stamps a post when it is published, clears the stamp when it is taken down; edits keep it', async () => {
    restoreClock = clock.setClock('2031-03-05T08:00:00Z', { stopped: true });
    const created = (await call('comms', 'POST', '/api/newspost/', post({ headline: 'Stamped' }))).json();
    expect(created.stamp).toBeNull();
    clock.advanceClock(3_600_000);
    const published = (await call('comms', 'PATCH', `/api/newspost/${created.id}/`, { status: 'P' })).json();
    expect(published.stamp).toBe('2031-03-05T09:00:00.000Z');
    clock.advanceClock(3_600_000);
    const edited = (
      await call('comms', 'PATCH', `/api/newspost/${created.id}/`, { text: 'New first line.\nMore.', readmore: '' })
    ).json();
    expect(edited).toMatchObject({ stamp: '2031-03-05T09:00:00.000Z', firstline: 'New first line.', readmore: null });
    const down = (await call('comms', 'PATCH', `/api/newspost/${created.id}/`, { status: 'D' })).json();
    expect(down).toMatchObject({ status: 'D', stamp: null });
  });

  it('a refused change leaves the post as it was; another club gets 404', async () => {
    const created = (await call('comms', 'POST', '/api/newspost/', post({ headline: 'Unchanged' }))).json();
    const bad = await call('comms', 'PATCH', `/api/newspost/${created.id}/`, { headline: 'Changed', thumb: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ reason: M.invalid, errors: { thumb: [M.thumb] } });
    const empty = await call('comms', 'PATCH', `/api/newspost/${created.id}/`, {});
    expect(empty.json()).toEqual({ reason: M.invalid, errors: { non_field_errors: [M.nothingToChange] } });
    expect((await call('other', 'PATCH', `/api/newspost/${created.id}/`, { headline: 'Changed' })).statusCode).toBe(
      404,
    );
    expect((await call('fees', 'DELETE', `/api/newspost/${created.id}/`)).statusCode).toBe(403);
    const [row] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, created.id));
    expect(row.headline).toBe('Unchanged');
    expect((await call('comms', 'DELETE', `/api/newspost/${created.id}/`)).statusCode).toBe(204);
    expect((await call('comms', 'DELETE', `/api/newspost/${created.id}/`)).statusCode).toBe(404);
  });

  it("players read their clubs' published posts, newest stamp first; staff manage drafts too", async () => {
    restoreClock = clock.setClock('2031-03-06T08:00:00Z', { stopped: true });
    await call('comms', 'POST', '/api/newspost/', post({ headline: 'Older', status: 'P' }));
    clock.advanceClock(60_000);
    await call('comms', 'POST', '/api/newspost/', post({ headline: 'Newer', status: 'P' }));
    await call('comms', 'POST', '/api/newspost/', post({ headline: 'Hidden draft' }));
    const mine = (await call('pat', 'GET', '/api/newspost/?page_size=2')).json();
    expect(mine.results.map((p: { headline: string }) => p.headline)).toEqual(['Newer', 'Older']);
    expect(mine.next).toContain('page=2');
    const all = (await call('pat', 'GET', '/api/newspost/?page_size=100')).json().results;
    expect(all.every((p: { status: string }) => p.status === 'P')).toBe(true);
    expect(all.map((p: { headline: string }) => p.headline)).not.toContain('Hidden draft');
    const other = (await call('other', 'GET', '/api/newspost/?page_size=100')).json().results;
    expect(other.map((p: { club: number | null }) => p.club)).not.toContain(riverside);
    const page = (await call('other', 'GET', `/api/newspost/?club=${riverside}&page_size=100`)).json().results;
    expect(page.length).toBeGreaterThan(0);
    expect(page.every((p: { status: string }) => p.status === 'P')).toBe(true);
    const manage = (await call('comms', 'GET', `/api/newspost/?club=${riverside}&manage=true&page_size=100`)).json();
    expect(manage.results[0]).toMatchObject({ status: 'D' });
    expect(manage.results.map((p: { headline: string }) => p.headline)).toContain('Hidden draft');
    expect((await call('pat', 'GET', `/api/newspost/?club=${riverside}&manage=true`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/newspost/' })).statusCode).toBe(401);
  });
});
