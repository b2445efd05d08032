import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, fillPath, pathKey, successStatusOf } from './endpoint';
import { noContent } from './no-content';

describe('endpoint helpers', () => {
  it('fills path params, encoded, and refuses a missing one', () => {
    expect(fillPath('/news/:id/', { id: 5 })).toBe('/news/5/');
    expect(fillPath('/stripecustomer/:id/card/:card/', { id: 1, card: 'pm 1/x' })).toBe(
      '/stripecustomer/1/card/pm%201%2Fx/',
    );
    expect(fillPath('/news/')).toBe('/news/');
    expect(() => fillPath('/news/:id/', {})).toThrow('needs the param id');
  });

  it('keys a path up to its first missing param', () => {
    expect(pathKey('/news/')).toEqual(['news']);
    expect(pathKey('/news/:id/', { id: 5 })).toEqual(['news', 5]);
    expect(pathKey('/news/:id/')).toEqual(['news']);
    expect(pathKey('/club/:id/availability/', { id: 7 })).toEqual(['club', 7, 'availability']);
    expect(pathKey('/pos/prod_categories/')).toEqual(['pos', 'prod_categories']);
  });

  it('finds the success status: the lowest 2xx', () => {
    const ok = z.object({ ok: z.boolean() });
    expect(
      successStatusOf({
        method: 'GET',
        path: '/a/',
        access: 'public',
        summary: '',
        tags: [],
        response: { 200: ok, 503: ok },
      }),
    ).toBe(200);
    expect(
      successStatusOf({ method: 'POST', path: '/a/', access: 'public', summary: '', tags: [], response: { 201: ok } }),
    ).toBe(201);
    expect(
      successStatusOf({
        method: 'DELETE',
        path: '/a/',
        access: 'public',
        summary: '',
        tags: [],
        response: { 204: noContent },
      }),
    ).toBe(204);
    expect(
      successStatusOf({
        method: 'GET',
        path: '/a/',
        access: 'public',
        summary: '',
        tags: [],
        response: { 302: noContent },
      }),
    ).toBe(302);
    expect(() =>
      successStatusOf({ method: 'GET', path: '/a/', access: 'public', summary: '', tags: [], response: {} }),
    ).toThrow('declares no 2xx answer');
  });

  it('keeps the literal types of a declaration', () => {
    const contract = endpoint({
      method: 'GET',
      path: '/news/:id/',
      access: 'user',
      params: z.object({ id: z.number() }),
      response: { 200: z.object({ id: z.number() }) },
      summary: 'A news item',
      tags: ['news'],
    });
    const method: 'GET' = contract.method;
    const path: '/news/:id/' = contract.path;
    expect([method, path]).toEqual(['GET', '/news/:id/']);
    // @ts-expect-error: a path param without a params schema naming it
    endpoint({
      method: 'GET',
      path: '/news/:id/',
      access: 'user',
      response: { 200: noContent },
      summary: '',
      tags: [],
    });
  });
});
