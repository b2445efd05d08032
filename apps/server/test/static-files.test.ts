// The built web app as the server sends it, against a small fake dist folder shaped like Vite's
// output after apps/web/scripts/compress.mjs: hashed files under assets/, .br and .gz beside them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const script = `console.log(${JSON.stringify('rally '.repeat(400))});\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<div></div>'.repeat(100)}</body></html>`;

const sectionPage = page.replace('</head>', '<link rel="modulepreload" href="/assets/index-AbC123.js"></head>');

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rally-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, content: string, compressed = true) => {
    writeFileSync(path.join(dist, name), content);
    if (!compressed) return;
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(content));
  };
  write('index.html', page);
  // A dashboard section's HTML written by the build (apps/web/scripts/prerender.mjs): the shell naming its code.
  mkdirSync(path.join(dist, 'pages/clubs/dashboard'), { recursive: true });
  write('pages/clubs/dashboard/members.html', sectionPage);
  write('assets/index-AbC123.js', script);
  write('assets/tiny-XyZ789.css', 'a{}', false); // too small to compress: no .br or .gz
  write('favicon.svg', '<svg/>', false);
  write('.build-hash', 'abc', false);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('hashed assets', () => {
  it('go out brotli-compressed to a browser that takes br, cached for a year as immutable', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(brotliCompressSync(script))).toBe(true);
  });

  it('go out gzip-compressed to one that takes only gzip', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(gzipSync(script))).toBe(true);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('go out as they are to one that takes neither, or when no compressed copy exists', async () => {
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const small = await get('/assets/tiny-XyZ789.css', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answer 404, not index.html, when an asset does not exist', async () => {
    const res = await get('/assets/index-Old999.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ reason: 'Not found.' });
  });
});

describe('index.html and the other unhashed files', () => {
  it('index.html is compressed and revalidated on every use (no-cache)', async () => {
    const res = await get('/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('the client router paths get index.html with no-cache', async () => {
    for (const url of ['/dashboard/club/1/members', '/login?next=%2Fprofile']) {
      const res = await get(url, 'gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.rawPayload.equals(gzipSync(page)), url).toBe(true);
    }
  });

  it('a dashboard section gets the HTML the build wrote for its path (naming its code), with its query string', async () => {
    const res = await get('/clubs/dashboard/members?clubId=1&tab=list', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(gzipSync(sectionPage))).toBe(true);
    // A section without such a file gets the shell.
    expect((await get('/clubs/dashboard/insights?clubId=1', 'gzip')).rawPayload.equals(gzipSync(page))).toBe(true);
  });

  it('files outside assets/ keep their names across releases, so they are revalidated too', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('the build stamp is not served', async () => {
    const res = await get('/.build-hash');
    expect(res.body).not.toBe('abc');
  });

  it('unknown API paths still answer the JSON 404, never the page', async () => {
    const res = await get('/api/no-such-thing/', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ reason: 'Not found.' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
