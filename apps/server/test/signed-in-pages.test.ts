// A signed-in dashboard section drawn at request time (src/http/signed-in-pages.ts), against a
// fake dist folder whose render bundle (dist/render/prerender.js, built from apps/web's
// src/prerender.tsx) reads the current player through the API, with the reader's cookie.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './helpers';

const shell = `<!doctype html><html><head><title>Rally</title><script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-AbC123.js">
    <link rel="modulepreload" crossorigin href="/assets/members-AbC123.js">
  </head><body><div id="root"></div></body></html>`;

const bundle = `
export const rendersSignedIn = (pathname) => pathname === '/clubs/dashboard/members';
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
`;

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

  it('a section the render does not draw is its shell', async () => {
    const res = await get('/clubs/dashboard/insights?clubId=1', { cookie });
    expect(res.body).toBe(shell);
  });

  it('the render’s own code is never sent', async () => {
    const res = await get('/render/prerender.js');
    expect(res.body).not.toContain('renderSignedIn');
  });
});
