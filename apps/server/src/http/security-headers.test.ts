import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, registerSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it("are helmet's, computed once and set on every reply, 404s included", async () => {
    const options = {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
    };
    const expected = helmetHeaders(options);
    expect(expected['Content-Security-Policy']).toContain("default-src 'self'");
    expect(expected['X-Content-Type-Options']).toBe('nosniff');
    expect(expected['Strict-Transport-Security']).toBeTruthy();

    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/here', async () => ({ ok: true }));
    for (const url of ['/here', '/not-here']) {
      const res = await app.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name.toLowerCase()]).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    await app.close();
  });
});
