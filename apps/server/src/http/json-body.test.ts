import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { jsonDepth, MAX_JSON_DEPTH } from './json-body';

describe('jsonDepth', () => {
  it.each([
    [1, 0],
    [{}, 1],
    [[1, [2, [3]]], 3],
    [{ a: { b: [{ c: 1 }] } }, 4],
  ])('%j is %i deep', (value, depth) => expect(jsonDepth(value)).toBe(depth));
});

describe('the JSON body parser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a body nested deeper than the limit with a reason', async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('The request body is nested too deeply.');
  });

  it('still parses ordinary bodies and refuses broken JSON with a reason', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'nobody@example.com', password: 'x' },
    });
    expect(ok.statusCode).toBe(400);
    expect(ok.json().reason).toBe('Unable to log in with provided credentials.');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().reason).toEqual(expect.any(String));
    expect(MAX_JSON_DEPTH).toBeGreaterThan(5);
  });
});
