import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

// Behind a TLS proxy the request arrives as plain HTTP on an internal host; the links a client
// follows must still be the public HTTPS address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://rally.example', trustProxy: true });
});
afterAll(() => t.close());

const proxied = { host: '10.0.0.7:3000', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'internal.lan' };

describe('paging links', () => {
  it('are built from PUBLIC_URL, not the request protocol and host', async () => {
    const body = (await t.app.inject({ url: '/api/country/?page=2&page_size=10', headers: proxied })).json();
    expect(body.next).toBe('https://rally.example/api/country/?page=3&page_size=10');
    expect(body.previous).toBe('https://rally.example/api/country/?page=1&page_size=10');
  });

  it('keep the other query parameters', async () => {
    const tennis = (await t.app.inject({ url: '/api/sport/?name=tennis' })).json().results[0].id;
    const body = (await t.app.inject({ url: `/api/surface/?sport=${tennis}&page_size=1`, headers: proxied })).json();
    expect(body.next).toBe(`https://rally.example/api/surface/?sport=${tennis}&page_size=1&page=2`);
  });
});

describe('paging links under a PUBLIC_URL with a path', () => {
  it('keep the path prefix', async () => {
    // The links read the config per request; one app serves both cases (a second costs seconds).
    const publicUrl = t.config.publicUrl;
    t.config.publicUrl = 'https://club.example/rally';
    try {
      const body = (await t.app.inject({ url: '/api/country/?page_size=10' })).json();
      expect(body.next).toBe('https://club.example/rally/api/country/?page_size=10&page=2');
    } finally {
      t.config.publicUrl = publicUrl;
    }
  });
});
