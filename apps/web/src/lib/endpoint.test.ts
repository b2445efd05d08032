import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsContract, referenceContract } from '@rally/domain';
import { call, endpointRef, keyOf, queryOf } from './endpoint';

afterEach(() => vi.unstubAllGlobals());

/** Answers every fetch with `body` and records what was asked. */
function answer(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url, init]) => [url, init.method, init.body]);
}

describe('call', () => {
  it('sends the contract method to its path with the params filled in, the query and the body', async () => {
    const asked = answer({ id: 5 });
    await call(newsContract.update, { params: { id: 5 }, body: { status: 'D' } });
    await call(newsContract.list, { query: { club: 2, manage: 'true', page: 3 } });
    await call(newsContract.remove, { params: { id: 5 } });
    expect(asked()).toEqual([
      ['/api/news/5/', 'PATCH', '{"status":"D"}'],
      ['/api/news/?club=2&manage=true&page=3', 'GET', undefined],
      ['/api/news/5/', 'DELETE', undefined],
    ]);
  });

  it('calls a contract named by reference the same way', async () => {
    const asked = answer({ count: 0, next: null, previous: null, results: [] });
    const sports = endpointRef<typeof referenceContract.sports>({ method: 'GET', path: '/sport/' });
    await call(sports, { query: { name: 'tennis' } });
    expect(asked()).toEqual([['/api/sport/?name=tennis', 'GET', undefined]]);
  });
});

describe('keys', () => {
  it('are the path, the params given and the query', () => {
    expect(keyOf(newsContract.list)).toEqual(['news']);
    expect(keyOf(newsContract.list, { query: { club: 2, page: 1 } })).toEqual(['news', { club: 2, page: 1 }]);
    expect(keyOf(newsContract.update, { params: { id: 5 } })).toEqual(['news', 5]);
    expect(keyOf(referenceContract.productCategories)).toEqual(['pos', 'prod_categories']);
  });

  it('name every query they start: a mutation invalidates by a prefix or part of a query', async () => {
    answer({ count: 0, next: null, previous: null, results: [] });
    const client = new QueryClient();
    const club2 = queryOf(newsContract.list, { query: { club: 2, page: 1 } });
    const club3 = queryOf(newsContract.list, { query: { club: 3, page: 1 } });
    await Promise.all([club2, club3].map((query) => client.fetchQuery(query)));
    await client.invalidateQueries({ queryKey: keyOf(newsContract.list, { query: { club: 2 } }) });
    expect([club2, club3].map((q) => client.getQueryState(q.queryKey)?.isInvalidated)).toEqual([true, false]);
    await client.invalidateQueries({ queryKey: keyOf(newsContract.list) });
    expect(client.getQueryState(club3.queryKey)?.isInvalidated).toBe(true);
  });
});
