// Pages drawn at request time (src/http/drawn-pages.ts), against a fake dist folder whose render
// bundle (dist/render/prerender.js, built from apps/web's src/prerender.tsx) reads through the API:
// a signed-in dashboard section with the reader's cookie, and a public page with the database's
// data for anyone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../src/clock';
import { createTestApp, login, type TestApp } from './helpers';

const shell = `<!doctype html><html><head><title>Rally</title><script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-AbC123.js">
    <link rel="modulepreload" crossorigin href="/assets/members-AbC123.js">
  </head><body><div id="root"></div></body></html>`;

const bundle = `
export const rendersSignedIn = (pathname) => pathname === '/clubs/dashboard/members' || pathname === '/mybookings';
export async function renderSignedIn(url, reader) {
  if (url.searchParams.has('fail')) throw new Error('the page broke');
  const player = await reader.read('/api/user/');
  if (player.status !== 200) return undefined;
  const email = JSON.parse(player.body).results[0].email;
  return {
    html: '<main><h1>Members</h1><p>Signed in as ' + email + '</p></main>',
    title: 'Members <Riverside>',
    queries: { wide: reader.wide, note: '</script><script>alert(1)</script>' },
  };
}
export const rendersPublic = (pathname) => pathname === '/pricing';
export let publicRenders = 0;
export async function renderPublic(url, reader, css) {
  publicRenders += 1;
  if (globalThis.failPublicRender) throw new Error('the page broke');
  const packages = await reader.read('/api/packageforclub/');
  const first = JSON.parse(packages.body).results[0];
  return {
    html: '<main class="price"><h1>Pricing</h1><h2>' + first.name + '</h2><p>drawn ' + publicRenders + '</p></main>',
    title: 'Pricing',
    queries: { packages: packages.status },
    css: css.includes('.price') ? '.price{color:green}</style><script>' : '',
  };
}
`;
const pricingShell = `<!doctype html><html><head><title>Rally</title><style id="rally-critical"></style></head><body><div id="root"></div></body></html>`;
const pricingBuilt = `<!doctype html><html><head><title>Pricing</title><style id="rally-critical">.x{}</style></head><body><div id="root" inert><main><h1>Pricing</h1></main></div></body></html>`;

let dist: string;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rally-dist-'));
  mkdirSync(path.join(dist, 'pages/clubs/dashboard'), { recursive: true });
  mkdirSync(path.join(dist, 'render'));
  writeFileSync(path.join(dist, 'index.html'), shell);
  writeFileSync(path.join(dist, 'pages/clubs/dashboard/members.html'), shell);
  writeFileSync(path.join(dist, 'pages/clubs/dashboard/insights.html'), shell);
  writeFileSync(path.join(dist, 'render/prerender.js'), bundle);
  writeFileSync(path.join(dist, 'pages/pricing.html'), pricingBuilt);
  writeFileSync(path.join(dist, 'pages/faq.html'), pricingBuilt);
  writeFileSync(path.join(dist, 'pages/mybookings.html'), shell);
  mkdirSync(path.join(dist, 'render/pages'));
  writeFileSync(path.join(dist, 'render/pages/pricing.html'), pricingShell);
  writeFileSync(path.join(dist, 'render/site.css'), '.price{color:green}');
  t = await createTestApp({ webDist: dist });
  cookie = `theme=dark; rally_token=${(await login(t.app, 'agent@example.com')).slice('Token '.length)}`;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('a dashboard section, signed in', () => {
  it('is drawn with the reader’s data, the queries it was drawn from, and its code listed for after the paint', async () => {
    const res = await get('/clubs/dashboard/members?clubId=1', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The reader's own page: never kept by a shared cache.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toContain(
      '<div id="root" inert><main><h1>Members</h1><p>Signed in as agent@example.com</p></main></div>',
    );
    expect(res.body).toContain('<title>Members &lt;Riverside&gt;</title>');
    // The queries cannot close their script element.
    const queries = /<script type="application\/json" id="rally-queries">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(queries).toBeDefined();
    expect(queries).not.toContain('</script>');
    expect(JSON.parse(queries!)).toEqual({ wide: true, note: '</script><script>alert(1)</script>' });
    // The code is fetched once the page has painted (main.tsx), not with its stylesheets.
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toContain(
      '<meta name="rally-preload" content="/assets/start-AbC123.js /assets/members-AbC123.js">',
    );
  });

  it('is drawn in a phone’s layout for a phone’s browser, and compressed for one that takes brotli', async () => {
    const res = await get('/clubs/dashboard/members?clubId=1', {
      cookie,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      'accept-encoding': 'gzip, br',
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('"wide":false');
  });

  it('without a token, with a token the API refuses, or when the render fails, is the section’s shell as built', async () => {
    for (const headers of [{}, { cookie: 'rally_token=not-a-token' }] as Record<string, string>[]) {
      const res = await get('/clubs/dashboard/members?clubId=1', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(shell);
    }
    const failed = await get('/clubs/dashboard/members?clubId=1&fail=1', { cookie });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(shell);
  });

  it('a player’s page at the top level (My bookings) is drawn for its reader the same way, and is its shell without a token', async () => {
    const res = await get('/mybookings/', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<p>Signed in as agent@example.com</p>');
    expect(res.body).toContain('<meta name="rally-preload"');
    const loggedOut = await get('/mybookings');
    expect(loggedOut.body).toBe(shell);
  });

  it('a section the render does not draw is its shell', async () => {
    const res = await get('/clubs/dashboard/insights?clubId=1', { cookie });
    expect(res.body).toBe(shell);
  });

  it('the render’s own code is never sent', async () => {
    const res = await get('/render/prerender.js');
    expect(res.body).not.toContain('renderSignedIn');
  });
});

describe('a public page that shows the database’s data', () => {
  afterEach(() => {
    resetClock();
    (globalThis as { failPublicRender?: boolean }).failPublicRender = false;
  });

  it('is drawn for anyone with the data, the CSS its content needs and the queries it was drawn from', async () => {
    const res = await get('/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/<div id="root" inert><main class="price"><h1>Pricing<\/h1><h2>Starter<\/h2>/);
    expect(res.body).toContain('<title>Pricing</title>');
    // The CSS cannot end its style element.
    expect(res.body).toContain('<style id="rally-critical">.price{color:green}<\\/style><script></style>');
    expect(res.body).toContain('<script type="application/json" id="rally-queries">{"packages":200}</script>');
  });

  it('is drawn once per 30 seconds, whoever asks, and a failed render sends the page as built', async () => {
    const first = await get('/pricing');
    const drawn = /drawn (\d+)/.exec(first.body)![1];
    expect((await get('/pricing/', { cookie })).body).toContain(`drawn ${drawn}<`);
    advanceClock(31_000);
    (globalThis as { failPublicRender?: boolean }).failPublicRender = true;
    expect((await get('/pricing')).body).toBe(pricingBuilt);
    (globalThis as { failPublicRender?: boolean }).failPublicRender = false;
    expect((await get('/pricing')).body).toContain(`drawn ${Number(drawn) + 2}<`);
  });

  it('a public page without data is sent as built', async () => {
    expect((await get('/faq')).body).toBe(pricingBuilt);
  });
});
