import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('may be kept by the browser and revalidated with its ETag: an unchanged list is a 304 without a body', async () => {
    const first = await t.app.inject({ url: '/api/country/' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: '/api/country/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another list (another page) has another tag, and an old tag gets the list again.
    const other = await t.app.inject({ url: '/api/country/?page=2&page_size=10', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    // Other API answers are still never kept.
    expect((await t.app.inject({ url: '/api/user/' })).headers['cache-control']).toBe('no-store');
  });

  it('finds the tennis sport by name', async () => {
    const res = await t.app.inject({ url: '/api/sport/?name=tennis' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({ name: 'tennis' });
    expect(body.results[0].id).toBeGreaterThan(0);
  });

  it('lists every ISO country sorted by name', async () => {
    const body = (await t.app.inject({ url: '/api/country/' })).json();
    expect(body.count).toBeGreaterThanOrEqual(249);
    const names = body.results.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
    expect(body.results.find((c: { code: string }) => c.code === 'AU')).toMatchObject({ name: 'Australia' });
  });

  it('pages with DRF links', async () => {
    const body = (await t.app.inject({ url: '/api/country/?page=2&page_size=10' })).json();
    expect(body.results).toHaveLength(10);
    expect(body.next).toMatch(/^http:\/\/localhost(:\d+)?\/api\/country\/\?page=3&page_size=10$/);
    expect(body.previous).toMatch(/page=1&page_size=10$/);
  });

  it('filters surfaces and formats by sport', async () => {
    const tennis = (await t.app.inject({ url: '/api/sport/?name=tennis' })).json().results[0].id;
    const surfaces = (await t.app.inject({ url: `/api/surface/?sport=${tennis}` })).json();
    expect(surfaces.results.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Hard', 'Clay', 'Grass']),
    );
    expect(surfaces.results.every((s: { sport: number }) => s.sport === tennis)).toBe(true);
    const formats = (await t.app.inject({ url: `/api/format/?sport=${tennis}` })).json();
    expect(formats.results.map((f: { name: string }) => f.name)).toEqual(['Singles', 'Doubles', 'Mixed doubles']);
  });

  it('lists the nine product categories', async () => {
    const body = (await t.app.inject({ url: '/api/pos/prod_categories/' })).json();
    expect(body.map((c: { name: string }) => c.name)).toEqual([
      'accessories',
      'apparel',
      'balls',
      'lessons',
      'racquets',
      'shoes',
      'stringing',
      'strings',
      'other',
    ]);
  });

  it('lists packages by order with their features, and market features by country', async () => {
    const packages = (await t.app.inject({ url: '/api/packageforclub/' })).json();
    expect(packages.results.map((p: { order: number }) => p.order)).toEqual([1, 2, 3]);
    expect(packages.results[2].feature_set.map((f: { name: string }) => f.name)).toContain('pointofsale');
    const features = (await t.app.inject({ url: '/api/marketfeature/?country=AU' })).json();
    expect(features.count).toBeGreaterThanOrEqual(5);
  });

  it('answers a bad query parameter with a reason', async () => {
    const res = await t.app.inject({ url: '/api/surface/?sport=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toEqual(expect.any(String));
  });
});
