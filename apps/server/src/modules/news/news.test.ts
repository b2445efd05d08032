import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { newsItems } from './news.tables';

let t: TestApp;
let auth: string;
beforeAll(async () => {
  t = await createTestApp();
  auth = await login(t.app, 'player@example.com');
});
afterAll(() => t.close());

describe('GET /api/news/', () => {
  it('lists published news, newest first', async () => {
    const res = await t.app.inject({ url: '/api/news/', headers: { authorization: auth } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Rally's news and Riverside's (Pat is a member there).
    expect(body.count).toBe(4);
    expect(body.results.map((n: { title: string }) => n.title)).toEqual([
      'Summer pennant season opens for entries',
      'Club Night League: fixtures, results and the ladder',
      'New clay courts open at Riverside',
      'Five drills to sharpen your volleys',
    ]);
    expect(body.results[1]).toMatchObject({ club: expect.any(Number), club_name: 'Riverside Tennis Club' });
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      club: null,
      club_name: null,
      title: 'Summer pennant season opens for entries',
      summary: expect.stringMatching(/^Team captains can enter teams for the summer pennant season until \d+ \w+\.$/),
      url: 'https://news.rally.example/summer-pennant',
      status: 'P',
      created: expect.any(String),
    });
  });

  it('never shows a draft', async () => {
    await t.db.insert(newsItems).values({
      title: 'Draft: not yet',
      summary: 'Unfinished',
      url: 'https://news.rally.example/draft',
      status: 'D',
      created: new Date('2030-01-01T00:00:00Z'),
    });
    const body = (await t.app.inject({ url: '/api/news/', headers: { authorization: auth } })).json();
    expect(body.count).toBe(4);
    expect(body.results.map((n: { status: string }) => n.status)).toEqual(['P', 'P', 'P', 'P']);
  });

  it('pages with DRF links', async () => {
    const body = (
      await t.app.inject({ url: '/api/news/?page=2&page_size=3', headers: { authorization: auth } })
    ).json();
    expect(body.results.map((n: { title: string }) => n.title)).toEqual(['Five drills to sharpen your volleys']);
    expect(body.next).toBeNull();
    expect(Object.fromEntries(new URL(body.previous).searchParams)).toEqual({ page: '1', page_size: '3' });
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ url: '/api/news/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBeTruthy();
  });
});
